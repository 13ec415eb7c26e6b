import { DistributorShowRedirect } from '../../../features/distributors';

/** `/supplier/stock/distributors/{dId}` opens its first tab, the details. */
export default function SupplierDistributorShell() {
  return <DistributorShowRedirect />;
}
