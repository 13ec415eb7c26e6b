import { MarkItemsPage } from '../../../features/shipping-manage';

export default function SupplierShippingManageMarkItemsPage() {
  return <MarkItemsPage />;
}
