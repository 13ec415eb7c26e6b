import { DoctorItemsPage } from './order-items-view';

export default function DoctorOrderItemsCatalogSubcategoryPage() {
  return <DoctorItemsPage view="catalog" />;
}
