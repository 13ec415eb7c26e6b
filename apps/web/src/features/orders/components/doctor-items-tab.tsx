import { Link } from 'react-router';
import { Stack, Tabs } from '@mantine/core';
import type { Order } from '@dme/contract';
import { itemsViewHref, orderCatalogLinks, type ItemsView } from '../routes';
import { DoctorCart } from './doctor-cart';
import { OrderCatalog } from './order-catalog';
import { OrderPresets } from './order-presets';

export interface DoctorItemsTabProps {
  order: Order;
  view: ItemsView;
  /** The sub-views whose screens exist. */
  views: readonly { view: ItemsView; label: string }[];
  categoryId?: number;
  subcategoryId?: number;
}

/** The doctor's items tab: the cart, and where items come from (the catalogue, the practice's presets). */
export function DoctorItemsTab({ order, view, views, categoryId, subcategoryId }: DoctorItemsTabProps) {
  return (
    <Stack gap="md">
      <Tabs value={view} variant="pills" keepMounted={false}>
        <Tabs.List aria-label="Items views">
          {views.map((v) => (
            <Tabs.Tab key={v.view} value={v.view} renderRoot={(props) => <Link to={itemsViewHref(order.id, v.view)} {...props} />}>
              {v.view === 'cart' ? `${v.label} (${order.commons.length})` : v.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {view === 'cart' && <DoctorCart order={order} />}
      {view === 'catalog' && (
        <OrderCatalog
          side="doctor"
          order={order}
          links={orderCatalogLinks(order.id)}
          categoryId={categoryId}
          subcategoryId={subcategoryId}
        />
      )}
      {view === 'presets' && <OrderPresets order={order} />}
    </Stack>
  );
}
