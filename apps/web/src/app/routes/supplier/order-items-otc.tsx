import { SupplierOtcView } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

/** `supplier.order.edit.items.otc`: over-the-counter items from stock, added beside a line of the order. */
export default function SupplierOrderItemsOtcPage() {
  return (
    <OrderTabPage side="supplier" tab="items">
      {(order) => <SupplierOtcView order={order} />}
    </OrderTabPage>
  );
}
