import { OrderDocumentsPanel } from '../../../features/order-documents';
import { OrderTabPage } from '../order-tab-page';

/** `supplier.order.edit.documents`: the order's documents, signatures and the requests to the practice. */
export default function SupplierOrderDocumentsPage() {
  return (
    <OrderTabPage side="supplier" tab="documents">
      {(order) => <OrderDocumentsPanel key={order.id} orderId={order.id} side="supplier" order={order} />}
    </OrderTabPage>
  );
}
