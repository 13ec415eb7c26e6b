import { MAX_ORDER_DIAGNOSES, type AddOrderItemsBody, type Order, type OrderDiagnosis, type OrderItem, type orderItemsTree } from '@dme/contract';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { inventorySkus } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import {
  deleteItem,
  deleteOrderDiagnoses,
  findActiveDiagnosisIds,
  findItemRow,
  findItems,
  findOrderableItems,
  findOrderDiagnoses,
  insertItem,
  insertOrderDiagnoses,
  setDiagnosisPosition,
  setItemsConfirmed,
  updateItem,
} from './items.queries';
import { officeShelf } from '../inventory/office-stock';
import { assignLineStock, lineChanged } from '../stock/order-item-stock';
import { assertEditable, lockOrder, reachableOrder, requireOrderPermission, type EditKind } from './order-access';
import { orderScope, type OrderScope } from './order-scope';
import { diagnosesOf, itemsOf, maxQuantity, orderView, presentItem } from './order-view';
import type { OrderRow } from './orders.queries';

/** Inside a transaction: the order locked, the caller allowed to edit it in its status, the status allowing it. */
async function editableOrder(tx: Tx, actor: Actor, scope: OrderScope, orderId: number, kind: EditKind, what?: string): Promise<OrderRow> {
  const order = await lockOrder(tx, scope, orderId, what);
  // Quantity calls carry their own key (`commons qty change`), checked by the declaration.
  if (kind !== 'quantity') requireOrderPermission(actor, 'edit', order.status);
  assertEditable(scope.side, order, kind);
  return order;
}

/** An item by id, through its order: another tenant's item answers 404 like its order would. */
async function itemAndOrder(tx: Tx, actor: Actor, scope: OrderScope, itemId: number, kind: EditKind) {
  const item = await findItemRow(tx, itemId);
  if (!item) throw notFound('Order item');
  const order = await editableOrder(tx, actor, scope, item.order_id, kind, 'Order item');
  return { item, order };
}

/**
 * The doctor dispenses a line from a supplier's consignment stock at one of the practice's offices (issue 9): the
 * line's quantity is reserved on that shelf, for the supplier the order goes to.
 */
async function dispenseFromOffice(tx: Tx, actor: Actor, order: OrderRow, line: { id: number; quantity: number; equipment_id: number }, stock: { sku_id: number; warehouse_id: number }, field: string): Promise<void> {
  if (actor.role !== 'doctor') throw fieldError(field, 'Stock for a line is set with its SKU (set-sku) on the supplier side.');
  const shelf = await officeShelf(tx, actor, stock.sku_id, stock.warehouse_id);
  if (!shelf) throw fieldError(field, 'There is no such stock at your offices.');
  if (shelf.equipment_id !== line.equipment_id) throw fieldError(field, 'The stock is of another catalogue item.');
  if (order.vendor_id !== shelf.account_id) throw fieldError(field, 'This stock belongs to another supplier than the one the order goes to.');
  const held = await assignLineStock(tx, { accountId: shelf.account_id, userId: actor.userId }, line, { skuId: stock.sku_id, warehouseId: stock.warehouse_id });
  const [sku] = await tx.select({ sku: inventorySkus.sku }).from(inventorySkus).where(eq(inventorySkus.id, held.sku_id));
  await updateItem(tx, line.id, { sku: sku!.sku, serial: null });
}

/** Adds items; an item already on the order gains the quantity, within the item's usual units per order. */
export async function addItems(db: Db, actor: Actor, orderId: number, body: AddOrderItemsBody): Promise<OrderItem[]> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await editableOrder(tx, actor, scope, orderId, 'prescription');
    const catalogue = new Map((await findOrderableItems(tx, body.items.map((i) => i.equipment_id))).map((i) => [i.id, i]));
    const lines = new Map((await findItems(tx, orderId)).map((v) => [v.line.equipment_id, v.line]));
    for (const [index, wanted] of body.items.entries()) {
      const entry = catalogue.get(wanted.equipment_id);
      if (!entry) throw fieldError(`items.${index}.equipment_id`, 'The selected item is invalid.');
      const line = lines.get(wanted.equipment_id);
      const quantity = (line?.quantity ?? 0) + wanted.quantity;
      const max = maxQuantity(entry.max_units);
      if (quantity > max) throw fieldError(`items.${index}.quantity`, `At most ${max} of ${entry.hcpcs} per order.`);
      const saved = line ? await updateItem(tx, line.id, { quantity }) : await insertItem(tx, { order_id: orderId, equipment_id: wanted.equipment_id, quantity, created_by: actor.userId });
      if (line && (await lineChanged(tx, actor.userId, line.id, quantity))) Object.assign(saved, { sku: null, serial: null });
      if (wanted.stock) await dispenseFromOffice(tx, actor, order, saved, wanted.stock, `items.${index}.stock`);
      lines.set(wanted.equipment_id, saved);
    }
    await setItemsConfirmed(tx, orderId, false);
    await audit(tx, actor, { action: 'order.items.add', entity: 'order', entityId: orderId, after: { items: body.items } });
    return itemsOf(tx, orderId);
  });
}

export async function removeItem(db: Db, actor: Actor, itemId: number): Promise<void> {
  const scope = orderScope(actor);
  await db.transaction(async (tx) => {
    const { item, order } = await itemAndOrder(tx, actor, scope, itemId, 'prescription');
    await lineChanged(tx, actor.userId, item.id, null);
    await deleteItem(tx, item.id);
    await setItemsConfirmed(tx, order.id, false);
    await audit(tx, actor, { action: 'order.items.remove', entity: 'order', entityId: order.id, before: item });
  });
}

/**
 * `set`: the doctor's quantity input (1 to the item's maximum). `reduce`: the supplier lowers a quantity (the
 * patient takes fewer), which it may do until billing, after the prescription's signature too.
 */
export async function changeQuantity(db: Db, actor: Actor, itemId: number, quantity: number, mode: 'set' | 'reduce'): Promise<OrderItem> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const { item, order } = await itemAndOrder(tx, actor, scope, itemId, mode === 'set' ? 'prescription' : 'quantity');
    const view = (await findItems(tx, order.id)).find((v) => v.line.id === item.id)!;
    const field = mode === 'set' ? 'n' : 'quantity';
    if (mode === 'reduce' && quantity >= item.quantity) throw fieldError(field, `The quantity must be lower than ${item.quantity}.`);
    const max = maxQuantity(view.max_units);
    if (quantity > max) throw fieldError(field, `At most ${max} of ${view.hcpcs} per order.`);
    await updateItem(tx, item.id, { quantity });
    await lineChanged(tx, actor.userId, item.id, quantity);
    await setItemsConfirmed(tx, order.id, false);
    await audit(tx, actor, { action: 'order.items.quantity', entity: 'order', entityId: order.id, before: { item_id: item.id, quantity: item.quantity }, after: { item_id: item.id, quantity } });
    return presentItem((await findItems(tx, order.id)).find((v) => v.line.id === item.id)!);
  });
}

/** The supplier confirms the lines as they are; any later change withdraws the confirmation. */
export async function confirmItems(db: Db, actor: Actor, orderId: number): Promise<Order> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    await editableOrder(tx, actor, scope, orderId, 'prescription');
    if ((await findItems(tx, orderId)).length === 0) throw fieldError('items', 'The order has no items to confirm.');
    await setItemsConfirmed(tx, orderId, true);
    await audit(tx, actor, { action: 'order.items.confirm', entity: 'order', entityId: orderId, after: { commons_confirmation: true } });
    return orderView(tx, scope, orderId);
  });
}

type Tree = z.infer<typeof orderItemsTree>['data'];

/** The cart view: categories and subcategories in catalogue order of first appearance, items inside. */
export async function itemsTree(db: Queryable, actor: Actor, orderId: number): Promise<Tree> {
  const scope = orderScope(actor);
  const order = await reachableOrder(db, scope, orderId);
  requireOrderPermission(actor, 'view', order.status);
  const tree: Tree = [];
  for (const item of await itemsOf(db, orderId)) {
    let category = tree.find((c) => c.id === item.category.id);
    if (!category) tree.push((category = { ...item.category, children: [] }));
    let sub = category.children.find((s) => s.id === item.subcategory.id);
    if (!sub) category.children.push((sub = { ...item.subcategory, items: [] }));
    sub.items.push(item);
  }
  return tree;
}

// --- diagnoses -------------------------------------------------------------------------------------------------

export async function attachDiagnoses(db: Db, actor: Actor, orderId: number, ids: readonly number[]): Promise<OrderDiagnosis[]> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    await editableOrder(tx, actor, scope, orderId, 'prescription');
    const active = await findActiveDiagnosisIds(tx, ids);
    if (ids.some((id) => !active.has(id))) throw fieldError('diagnosis_ids', 'The selected diagnosis is invalid.');
    const current = await findOrderDiagnoses(tx, orderId);
    const added = [...new Set(ids)].filter((id) => !current.some((d) => d.id === id));
    if (current.length + added.length > MAX_ORDER_DIAGNOSES) throw fieldError('diagnosis_ids', `At most ${MAX_ORDER_DIAGNOSES} diagnoses per order.`);
    await insertOrderDiagnoses(tx, added.map((diagnosis_id, i) => ({ order_id: orderId, diagnosis_id, position: current.length + i + 1 })));
    await audit(tx, actor, { action: 'order.diagnoses.attach', entity: 'order', entityId: orderId, after: { diagnosis_ids: added } });
    return diagnosesOf(tx, orderId);
  });
}

/** Detaching closes the gaps: claim pointers are 1..n. */
export async function detachDiagnoses(db: Db, actor: Actor, orderId: number, ids: readonly number[]): Promise<OrderDiagnosis[]> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    await editableOrder(tx, actor, scope, orderId, 'prescription');
    if ((await deleteOrderDiagnoses(tx, orderId, ids)) === 0) throw fieldError('diagnosis_ids', 'None of the diagnoses is on the order.');
    for (const [i, d] of (await findOrderDiagnoses(tx, orderId)).entries()) if (d.position !== i + 1) await setDiagnosisPosition(tx, d.link_id, i + 1);
    await audit(tx, actor, { action: 'order.diagnoses.detach', entity: 'order', entityId: orderId, before: { diagnosis_ids: ids } });
    return diagnosesOf(tx, orderId);
  });
}
