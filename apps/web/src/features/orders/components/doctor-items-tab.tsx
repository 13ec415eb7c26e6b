import { Link } from 'react-router';
import { Stack, Tabs } from '@mantine/core';
import type { Order } from '@dme/contract';
import { OrderQuizSummary } from '../../order-quiz';
import { useOrderChanged } from '../api/update-order';
import { itemsViewHref, orderCatalogLinks, type ItemsView } from '../routes';
import { DoctorCart } from './doctor-cart';
import { OrderAddSearch } from './order-add-search';
import { OrderCatalog } from './order-catalog';
import { OrderPresets } from './order-presets';
import { OrderRecommended } from './order-recommended';
import { OrderStock } from './order-stock';

export interface DoctorItemsTabProps {
  order: Order;
  view: ItemsView;
  /** The sub-views whose screens exist. */
  views: readonly { view: ItemsView; label: string }[];
  categoryId?: number;
  subcategoryId?: number;
}

/** The doctor's items tab: the cart, and where items come from (the catalogue, the office stock, the practice's presets). */
export function DoctorItemsTab({ order, view, views, categoryId, subcategoryId }: DoctorItemsTabProps) {
  const changed = useOrderChanged('doctor', order.id);
  // The doctor answers the medical-necessity questions while the order is a draft (the server refuses later).
  const quizReadOnly = order.status > 1 || order.deleted_at !== null;
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
      {view === 'cart' && order.commons.length > 0 && (
        <OrderQuizSummary orderId={order.id} readOnly={quizReadOnly} onChanged={() => void changed()} />
      )}
      {view === 'add' && <OrderAddSearch order={order} />}
      {view === 'catalog' && (
        <OrderCatalog
          side="doctor"
          order={order}
          links={orderCatalogLinks(order.id)}
          categoryId={categoryId}
          subcategoryId={subcategoryId}
        />
      )}
      {view === 'stock' && <OrderStock order={order} categoryId={categoryId} subcategoryId={subcategoryId} />}
      {view === 'presets' && <OrderPresets order={order} />}
      {view === 'recommended' && <OrderRecommended order={order} />}
    </Stack>
  );
}
