import { and, eq } from 'drizzle-orm';
import type { AddOtcBody, OrderItem } from '@dme/contract';
import { equipmentItems } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { skuOf } from '../stock/ledger';
import { assignLineStock, lineChanged } from '../stock/order-item-stock';
import { ledgerContext, warehouseForLine } from './item-stock.service';
import { findItemRow, findItems, findOrderableItems, insertItem, setItemsConfirmed, updateItem } from './items.queries';
import { assertNotArchived, conflict, lockOrder, requireOrderPermission, statusLabel } from './order-access';
import { orderScope } from './order-scope';
import { itemsOf, maxQuantity, presentItem } from './order-view';

/** Lines change until the order is ready to go out; from Delivery on, suborders and claims hold them. */
const ARCHIVE_ITEMS_UNTIL = 40;

/** The supplier archives a line it will not deliver (e.g. the patient declined it); the line stays on record. */
export async function archiveItem(db: Db, actor: Actor, itemId: number): Promise<OrderItem> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const item = await findItemRow(tx, itemId);
    if (!item) throw notFound('Order item');
    const order = await lockOrder(tx, scope, item.order_id, 'Order item');
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    if (order.status > ARCHIVE_ITEMS_UNTIL)
      throw conflict(`The order is in ${statusLabel(scope.side, order.status)}; its items can no longer be archived.`);
    if (item.archived_at) throw conflict('The item is already archived.');
    const active = (await findItems(tx, order.id)).filter((v) => v.line.archived_at === null);
    if (active.length <= 1) throw fieldError('commonId', 'The order has no other item; archive the order instead.');
    await lineChanged(tx, actor.userId, itemId, null);
    await updateItem(tx, itemId, { archived_at: new Date(), archived_by: actor.userId });
    await audit(tx, actor, { action: 'order.items.archive', entity: 'order', entityId: order.id, after: { item_id: itemId } });
    return presentItem((await findItems(tx, order.id)).find((v) => v.line.id === itemId)!);
  });
}

/** An OTC line drawn from the company's stock: its quantity reserved in a warehouse, its SKU on the line. */
async function takeFromStock(tx: Tx, actor: Actor, order: { warehouse_id: number | null }, line: { id: number; quantity: number; equipment_id: number }, skuId: number, warehouseId: number | undefined): Promise<void> {
  const ctx = ledgerContext(actor);
  const sku = await skuOf(tx, ctx, skuId).catch(() => {
    throw fieldError('sku_id', 'The SKU is not in your inventory.');
  });
  const from = await warehouseForLine(tx, ctx, sku.id, line.quantity, warehouseId, order.warehouse_id);
  await assignLineStock(tx, ctx, line, { skuId: sku.id, warehouseId: from });
  await updateItem(tx, line.id, { sku: sku.sku, serial: null });
}

/**
 * Over-the-counter items go with a line (a bath bench with a walker): they need no prescription, so the supplier
 * adds them until the order is ready to go out, beside the prescribed lines. The lines changed: the items'
 * confirmation is withdrawn as for any other change.
 */
export async function addOtcItem(db: Db, actor: Actor, itemId: number, body: AddOtcBody): Promise<OrderItem[]> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const item = await findItemRow(tx, itemId);
    if (!item) throw notFound('Order item');
    const order = await lockOrder(tx, scope, item.order_id, 'Order item');
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    if (order.status > ARCHIVE_ITEMS_UNTIL)
      throw conflict(`The order is in ${statusLabel(scope.side, order.status)}; items can no longer be added.`);
    const [otc] = await tx
      .select({ id: equipmentItems.id })
      .from(equipmentItems)
      .where(and(eq(equipmentItems.id, body.equipment_id), eq(equipmentItems.is_otc, true)));
    const [entry] = otc ? await findOrderableItems(tx, [otc.id]) : [];
    if (!entry) throw fieldError('equipment_id', 'The selected item is not an over-the-counter item.');
    const line = (await findItems(tx, order.id)).find((v) => v.line.equipment_id === entry.id && v.line.archived_at === null)?.line;
    const quantity = (line?.quantity ?? 0) + body.quantity;
    const max = maxQuantity(entry.max_units);
    if (quantity > max) throw fieldError('quantity', `At most ${max} of ${entry.hcpcs} per order.`);
    const saved = line ? await updateItem(tx, line.id, { quantity }) : await insertItem(tx, { order_id: order.id, equipment_id: entry.id, quantity, created_by: actor.userId });
    if (line) await lineChanged(tx, actor.userId, line.id, quantity);
    if (body.sku_id !== undefined) await takeFromStock(tx, actor, order, saved, body.sku_id, body.warehouse_id);
    await setItemsConfirmed(tx, order.id, false);
    await audit(tx, actor, {
      action: 'order.items.otc',
      entity: 'order',
      entityId: order.id,
      after: { with_item_id: itemId, equipment_id: entry.id, quantity: body.quantity },
    });
    return itemsOf(tx, order.id);
  });
}
