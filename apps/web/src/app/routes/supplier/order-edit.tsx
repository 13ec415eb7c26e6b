import { OrderEditRedirect } from '../order-tab-page';

/** `/supplier/orders/{orderId}/edit` opens the general tab. */
export default function SupplierOrderEditPage() {
  return <OrderEditRedirect side="supplier" />;
}
