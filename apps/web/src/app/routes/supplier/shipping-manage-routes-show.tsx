import { RoutePage } from '../../../features/shipping-manage';

export default function SupplierShippingManageRoutePage() {
  return <RoutePage />;
}
