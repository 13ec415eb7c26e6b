import { DriverPage } from '../../../features/shipping-manage';

export default function SupplierShippingManageDriverPage() {
  return <DriverPage />;
}
