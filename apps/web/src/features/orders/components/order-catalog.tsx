import { Alert } from '@mantine/core';
import type { Order } from '@dme/contract';
import { CatalogBrowser, type CatalogLinks } from '../../catalog';
import { lockedText, useOrderAccess } from '../access';
import type { OrderSide } from '../api/side';
import { AddItemButton } from './add-item-button';

export interface OrderCatalogProps {
  side: OrderSide;
  order: Order;
  links: CatalogLinks;
  categoryId?: number;
  subcategoryId?: number;
}

/** The equipment catalogue, one level at a time, whose items go into the order. */
export function OrderCatalog({ side, order, links, categoryId, subcategoryId }: OrderCatalogProps) {
  const access = useOrderAccess(side, order);
  if (!access.editPrescription) {
    return (
      <Alert color="gray" variant="light">
        {order.deleted_at ? 'The order is archived.' : lockedText(side)}
      </Alert>
    );
  }
  return (
    <CatalogBrowser
      links={links}
      categoryId={categoryId}
      subcategoryId={subcategoryId}
      itemActions={(item) => <AddItemButton side={side} orderId={order.id} item={item} />}
      detailActions={(item, close) => <AddItemButton side={side} orderId={order.id} item={item} compact={false} before={close} />}
    />
  );
}
