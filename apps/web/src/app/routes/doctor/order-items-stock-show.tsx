import { DoctorItemsPage } from './order-items-view';

export default function DoctorOrderItemsStockShowPage() {
  return <DoctorItemsPage view="stock" />;
}
