import { OrdersListPage } from '../orders-list-page';

/** `doctor.orders.list.status`: Order Activity. */
export default function DoctorOrdersListPage() {
  return <OrdersListPage side="doctor" />;
}
