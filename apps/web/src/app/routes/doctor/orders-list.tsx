import { OrdersListPage } from '../orders-page';

/** `doctor.orders.list.status`: Order Activity. */
export default function DoctorOrdersListPage() {
  return <OrdersListPage side="doctor" />;
}
