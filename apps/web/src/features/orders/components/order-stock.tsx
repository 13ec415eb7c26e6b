import { useId } from 'react';
import { Alert, Stack } from '@mantine/core';
import type { Order } from '@dme/contract';
import { OfficeStockBrowser } from '../../office-stock';
import { lockedText, useOrderAccess } from '../access';
import { orderStockLinks } from '../routes';
import { AddStockItem } from './add-stock-item';

export interface OrderStockProps {
  order: Order;
  categoryId?: number;
  subcategoryId?: number;
}

/** The items tab's "Stock": the practice's office stock, whose units the doctor dispenses onto the draft. */
export function OrderStock({ order, categoryId, subcategoryId }: OrderStockProps) {
  const access = useOrderAccess('doctor', order);
  const reasonId = useId();
  let locked: string | null = null;
  if (order.deleted_at) locked = 'The order is archived.';
  else if (order.status > 1) locked = lockedText('doctor');
  else if (!access.editPrescription) locked = 'You may not change this order’s items.';
  return (
    <Stack gap="md">
      {locked && (
        <Alert id={reasonId} color="gray" variant="light">
          {locked}
        </Alert>
      )}
      <OfficeStockBrowser
        links={orderStockLinks(order.id)}
        categoryId={categoryId}
        subcategoryId={subcategoryId}
        itemActionsTitle="Add to order"
        itemActions={(item) => <AddStockItem order={order} item={item} lockedBy={locked ? reasonId : null} />}
      />
    </Stack>
  );
}
