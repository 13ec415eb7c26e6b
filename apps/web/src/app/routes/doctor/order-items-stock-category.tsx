import { DoctorItemsPage } from './order-items-view';

export default function DoctorOrderItemsStockCategoryPage() {
  return <DoctorItemsPage view="stock" />;
}
