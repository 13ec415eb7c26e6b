import { RoutesPage } from '../../../features/shipping-manage';

export default function SupplierShippingManageRoutesListPage() {
  return <RoutesPage />;
}
