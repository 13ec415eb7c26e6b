import { OrderCreatePage } from '../orders-page';

/** `orders.create`: New Order. */
export default function DoctorOrderCreatePage() {
  return <OrderCreatePage />;
}
