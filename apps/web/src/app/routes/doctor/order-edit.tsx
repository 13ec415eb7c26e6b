import { OrderEditRedirect } from '../order-tab-page';

/** `/doctor/orders/{orderId}/edit` opens the general tab. */
export default function DoctorOrderEditPage() {
  return <OrderEditRedirect side="doctor" />;
}
