import { DoctorItemsPage } from './order-items-view';

export default function DoctorOrderItemsCartPage() {
  return <DoctorItemsPage view="cart" />;
}
