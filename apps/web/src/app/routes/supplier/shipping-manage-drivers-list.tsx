import { DriversPage } from '../../../features/shipping-manage';

export default function SupplierShippingManageDriversListPage() {
  return <DriversPage />;
}
