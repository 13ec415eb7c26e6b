import { HistoryTab } from '../../../features/orders';
import { OrderTabPage } from '../orders-page';

export default function SupplierOrderHistoryPage() {
  return (
    <OrderTabPage side="supplier" tab="history">
      {(order) => <HistoryTab side="supplier" order={order} />}
    </OrderTabPage>
  );
}
