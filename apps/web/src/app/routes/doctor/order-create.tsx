import { OrderCreatePage } from '../order-create-page';

/** `orders.create`: New Order. */
export default function DoctorOrderCreatePage() {
  return <OrderCreatePage />;
}
