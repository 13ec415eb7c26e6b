import { DoctorItemsPage } from './order-items-view';

export default function DoctorOrderItemsCatalogCategoryPage() {
  return <DoctorItemsPage view="catalog" />;
}
