import { DoctorItemsPage } from './order-items-view';

/** `doctor.order.edit.items.add`: find an item by typing and add it to the draft. */
export default function DoctorOrderItemsAddPage() {
  return <DoctorItemsPage view="add" />;
}
