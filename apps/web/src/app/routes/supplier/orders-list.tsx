import { TagFilter, useTagFilter } from '../../../features/settings';
import { OrdersListPage } from '../orders-list-page';

/** `supplier.orders.list.status`: Order Activity, filterable by the company's tags (`?tag=ID`). */
export default function SupplierOrdersListPage() {
  const [tagId, setTagId] = useTagFilter();
  return <OrdersListPage side="supplier" tagId={tagId} toolbar={<TagFilter value={tagId} onChange={setTagId} />} />;
}
