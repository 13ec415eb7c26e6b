import type { OrderItem } from '@dme/contract';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findItemRow, findItems, updateItem, type OrderItemRow } from './items.queries';
import { assertEditable, assertNotArchived, conflict, lockOrder, requireOrderPermission } from './order-access';
import { orderScope } from './order-scope';
import { presentItem } from './order-view';
import type { OrderRow } from './orders.queries';

/** Stock is assigned until the order goes out: from Delivery on, the SKU is what was delivered and billed. */
const SKU_UNTIL = 40;

/** The line and its order (locked), through the supplier's scope: another company's item answers 404. */
async function lockedLine(tx: Tx, actor: Actor, itemId: number): Promise<{ item: OrderItemRow; order: OrderRow }> {
  const item = await findItemRow(tx, itemId);
  if (!item) throw notFound('Order item');
  const order = await lockOrder(tx, orderScope(actor), item.order_id, 'Order item');
  return { item, order };
}

async function saved(tx: Tx, orderId: number, itemId: number): Promise<OrderItem> {
  return presentItem((await findItems(tx, orderId)).find((v) => v.line.id === itemId)!);
}

/**
 * Sets (or replaces) a line's SKU: a plain code until the inventory module ties it to warehouse stock. A new SKU
 * is other stock, so the serial number of the previous one goes with it.
 */
export async function setSku(db: Db, actor: Actor, itemId: number, sku: string | null): Promise<OrderItem> {
  return db.transaction(async (tx) => {
    const { item, order } = await lockedLine(tx, actor, itemId);
    // `sku replace` is the declared key; the line's order must also be one the caller may work on.
    requireOrderPermission(actor, 'view', order.status);
    assertNotArchived(order);
    if (order.status > SKU_UNTIL) throw conflict('The order has gone out for delivery; its stock can no longer change.');
    if (item.sku === sku) return saved(tx, order.id, item.id);
    const after = await updateItem(tx, item.id, { sku, serial: null });
    await audit(tx, actor, {
      action: sku === null ? 'order.items.drop_sku' : 'order.items.set_sku',
      entity: 'order',
      entityId: order.id,
      before: { item_id: item.id, sku: item.sku, serial: item.serial },
      after: { item_id: item.id, sku: after.sku, serial: after.serial },
    });
    return saved(tx, order.id, item.id);
  });
}

/** Sets or clears a line's serial number (the delivered unit); until billing. */
export async function setSerial(db: Db, actor: Actor, itemId: number, serial: string | null): Promise<OrderItem> {
  return db.transaction(async (tx) => {
    const { item, order } = await lockedLine(tx, actor, itemId);
    requireOrderPermission(actor, 'edit', order.status);
    assertEditable('supplier', order, 'order');
    if (item.serial === serial) return saved(tx, order.id, item.id);
    await updateItem(tx, item.id, { serial });
    await audit(tx, actor, {
      action: 'order.items.serial',
      entity: 'order',
      entityId: order.id,
      before: { item_id: item.id, serial: item.serial },
      after: { item_id: item.id, serial },
    });
    return saved(tx, order.id, item.id);
  });
}
