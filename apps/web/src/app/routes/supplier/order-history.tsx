import { HistoryTab } from '../../../features/orders';
import { OrderTabPage } from '../order-tab-page';

export default function SupplierOrderHistoryPage() {
  return (
    <OrderTabPage side="supplier" tab="history">
      {(order) => <HistoryTab side="supplier" order={order} />}
    </OrderTabPage>
  );
}
