import { SupplierStatusTab } from '../../../features/orders';
import { OrderTabPage } from '../orders-page';

export default function SupplierOrderStatusPage() {
  return (
    <OrderTabPage side="supplier" tab="order-status">
      {(order) => <SupplierStatusTab order={order} />}
    </OrderTabPage>
  );
}
