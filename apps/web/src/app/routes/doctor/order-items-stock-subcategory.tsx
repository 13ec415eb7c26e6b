import { DoctorItemsPage } from './order-items-view';

export default function DoctorOrderItemsStockSubcategoryPage() {
  return <DoctorItemsPage view="stock" />;
}
