import { useParams, useSearchParams } from 'react-router';
import { href } from '@dme/contract';
import { Stack } from '@mantine/core';
import { OrderItemCharts } from '../../../features/charts';
import { SupplierItemsTab } from '../../../features/orders';
import { routeId } from '../../router/route-id';
import { OrderTabPage } from '../order-tab-page';

/** Query parameters of the items tab: the open level of the catalogue below the items. */
const LEVEL = { category: 'category', subcategory: 'subcategory' } as const;

/** `supplier.order.edit.items`: the lines, their confirmation, and the catalogue to add more (levels in the query). */
export default function SupplierOrderItemsPage() {
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const base = href('supplier.order.edit.items', { orderId: routeId(orderId) });
  const links = {
    root: base,
    category: (id: number) => `${base}?${new URLSearchParams({ [LEVEL.category]: String(id) })}`,
    subcategory: (id: number, subId: number) =>
      `${base}?${new URLSearchParams({ [LEVEL.category]: String(id), [LEVEL.subcategory]: String(subId) })}`,
  };
  const category = params.get(LEVEL.category);
  const subcategory = params.get(LEVEL.subcategory);
  return (
    <OrderTabPage side="supplier" tab="items">
      {(order) => (
        <Stack gap="md">
          <SupplierItemsTab
            order={order}
            links={links}
            categoryId={category === null ? undefined : routeId(category)}
            subcategoryId={subcategory === null ? undefined : routeId(subcategory)}
          />
          <OrderItemCharts items={order.commons.filter((c) => !c.archived_at)} />
        </Stack>
      )}
    </OrderTabPage>
  );
}
