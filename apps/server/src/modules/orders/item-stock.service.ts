import type { OrderItem } from '@dme/contract';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { warehouseOf, type LedgerContext } from '../stock/ledger';
import { assignLineSerial, assignLineStock, dropLineStock, skuByCode } from '../stock/order-item-stock';
import { warehouseWithMostFree } from '../stock/stock.queries';
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

/** Where a line's units come from: the one asked for, else the order's warehouse, else the most free units. */
export async function warehouseForLine(tx: Tx, ctx: LedgerContext, skuId: number, quantity: number, asked: number | undefined, orderWarehouse: number | null): Promise<number> {
  if (asked !== undefined) return (await warehouseOf(tx, ctx, asked)).id;
  if (orderWarehouse !== null) return orderWarehouse;
  const best = await warehouseWithMostFree(tx, ctx.accountId, skuId);
  if (best && best.free >= quantity) return best.warehouse_id;
  throw fieldError('warehouse_id', best ? `Not enough of this SKU is free in any one warehouse (${best.free} at most, ${quantity} needed).` : 'None of this SKU is in stock: receive some first, or buy it through a distribution order.');
}

/**
 * Sets (or replaces) a line's SKU, one of the company's inventory SKUs by code, and reserves the line's quantity of
 * it; null drops it and gives the units back. A new SKU is other stock, so the previous serial number goes with it.
 */
export async function setSku(db: Db, actor: Actor, itemId: number, body: { sku: string; warehouse_id?: number } | null): Promise<OrderItem> {
  return db.transaction(async (tx) => {
    const { item, order } = await lockedLine(tx, actor, itemId);
    // `sku replace` is the declared key; the line's order must also be one the caller may work on.
    requireOrderPermission(actor, 'view', order.status);
    assertNotArchived(order);
    if (order.status > SKU_UNTIL) throw conflict('The order has gone out for delivery; its stock can no longer change.');
    const ctx = ledgerContext(actor);
    let sku: string | null = null;
    if (body === null) {
      if (item.sku === null) return saved(tx, order.id, item.id);
      await dropLineStock(tx, ctx, item.id, 'SKU dropped');
    } else {
      const found = await skuByCode(tx, ctx, body.sku);
      const warehouseId = await warehouseForLine(tx, ctx, found.id, item.quantity, body.warehouse_id, order.warehouse_id);
      await assignLineStock(tx, ctx, item, { skuId: found.id, warehouseId });
      sku = found.sku;
    }
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

/** Puts a unit of the line's SKU on it, or takes it off; until billing. */
export async function setSerial(db: Db, actor: Actor, itemId: number, serial: string | null): Promise<OrderItem> {
  return db.transaction(async (tx) => {
    const { item, order } = await lockedLine(tx, actor, itemId);
    requireOrderPermission(actor, 'edit', order.status);
    assertEditable('supplier', order, 'order');
    if ((item.serial ?? '').toLowerCase() === (serial ?? '').trim().toLowerCase()) return saved(tx, order.id, item.id);
    const stored = await assignLineSerial(tx, ledgerContext(actor), item.id, serial);
    await updateItem(tx, item.id, { serial: stored });
    await audit(tx, actor, {
      action: 'order.items.serial',
      entity: 'order',
      entityId: order.id,
      before: { item_id: item.id, serial: item.serial },
      after: { item_id: item.id, serial: stored },
    });
    return saved(tx, order.id, item.id);
  });
}

export const ledgerContext = (actor: Actor): LedgerContext => ({ accountId: actor.accountId!, userId: actor.userId });
