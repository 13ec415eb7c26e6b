import { DistributionOrderShowRedirect } from '../../../features/distributors';

/** `/supplier/stock/distributors-orders/{orderId}` opens its first tab, the items. */
export default function SupplierDistributionOrderShell() {
  return <DistributionOrderShowRedirect />;
}
