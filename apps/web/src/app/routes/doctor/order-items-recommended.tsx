import { DoctorItemsPage } from './order-items-view';

/** `doctor.order.edit.items.recommended`: supplies that go with the order's devices. */
export default function DoctorOrderItemsRecommendedPage() {
  return <DoctorItemsPage view="recommended" />;
}
