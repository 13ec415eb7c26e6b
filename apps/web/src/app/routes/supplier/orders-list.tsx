import { OrdersListPage } from '../orders-page';

/** `supplier.orders.list.status`: Order Activity. */
export default function SupplierOrdersListPage() {
  return <OrdersListPage side="supplier" />;
}
