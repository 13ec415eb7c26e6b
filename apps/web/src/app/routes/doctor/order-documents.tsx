import { OrderDocumentsPanel } from '../../../features/order-documents';
import { OrderTabPage } from '../order-tab-page';

/** `doctor.order.edit.documents`: the order's documents, signatures and the supplier's requests. */
export default function DoctorOrderDocumentsPage() {
  return (
    <OrderTabPage side="doctor" tab="documents">
      {(order) => <OrderDocumentsPanel key={order.id} orderId={order.id} side="doctor" order={order} />}
    </OrderTabPage>
  );
}
