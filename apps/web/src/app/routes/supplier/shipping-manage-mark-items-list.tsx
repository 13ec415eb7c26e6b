import { MarkItemsListPage } from '../../../features/shipping-manage';

export default function SupplierShippingManageMarkItemsListPage() {
  return <MarkItemsListPage />;
}
