import { DoctorItemsPage } from './order-items-view';

export default function DoctorOrderItemsCatalogShowPage() {
  return <DoctorItemsPage view="catalog" />;
}
