import type { DistributionOrderKind, DistributionOrderLineInput } from '@dme/contract';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, type FieldErrors } from '../../lib/app-error';
import { findProductsForSkus } from '../distributors/distributor-products.queries';
import { findDistributor, type DistributorRow } from '../distributors/distributors.queries';
import { findCompanySkus } from '../distributors/sku-summary';
import { orderScope } from '../orders/order-scope';
import { findReachableOrder } from '../orders/orders.queries';
import { findCompanyWarehouse } from './distribution-orders.queries';
import { findOrderItems, type LineValues } from './order-lines.queries';

/** From Delivery on, a patient order's items are out of the door: nothing is bought for it any more. */
const BUY_FOR_ORDERS_BEFORE = 70;

/** A distributor new orders may go to: the company's own, not deleted, active. */
export async function orderableDistributor(db: Queryable, accountId: number, id: number): Promise<DistributorRow> {
  const found = await findDistributor(db, accountId, id, true);
  if (!found) throw fieldError('distributor_id', 'The distributor does not belong to your company.');
  if (!found.active) throw fieldError('distributor_id', `${found.name} is inactive.`);
  return found;
}

/** A warehouse new orders may go to: the company's own, not deleted, active. */
export async function orderableWarehouse(db: Queryable, accountId: number, id: number): Promise<void> {
  const found = await findCompanyWarehouse(db, accountId, id);
  if (!found) throw fieldError('warehouse_id', 'The warehouse does not belong to your company.');
  if (!found.active) throw fieldError('warehouse_id', `${found.name} is inactive.`);
}

/**
 * The patient order a with-request order buys for: one the company's orders list reaches (the orders module's
 * scope), live, and not yet out for delivery. A with-stock order names none.
 */
export async function checkPatientOrder(
  db: Queryable,
  actor: Actor,
  kind: DistributionOrderKind,
  orderId: number | null | undefined,
): Promise<number | null> {
  if (kind === 'stock') {
    if (orderId !== null && orderId !== undefined) throw fieldError('order_id', 'A with-stock order is not for a patient order.');
    return null;
  }
  if (orderId === null || orderId === undefined) throw fieldError('order_id', 'The order field is required for a with-request order.');
  const order = await findReachableOrder(db, orderScope(actor), orderId);
  if (!order) throw fieldError('order_id', 'The order is not one of your company’s orders.');
  if (order.deleted_at) throw fieldError('order_id', `Order #${order.id} is archived.`);
  if (order.status >= BUY_FOR_ORDERS_BEFORE) throw fieldError('order_id', `Order #${order.id} has gone out for delivery.`);
  return order.id;
}

export interface CheckedLine extends LineValues {
  /** A line of the order to keep (update only). */
  id?: number;
}

/**
 * Lines as typed, checked against the company and the order: every SKU the company's own and live; a with-request
 * line names a live line of the patient order with the same catalogue item, a with-stock line none; a SKU (per
 * order line) once. An absent price is the distributor's price for the SKU, else the SKU's unit cost. All problems
 * are answered at once, by line (`lines.2.sku_id`).
 */
export async function checkLines(
  db: Queryable,
  accountId: number,
  order: { kind: DistributionOrderKind; distributorId: number; patientOrderId: number | null; lineIds?: ReadonlySet<number> },
  input: readonly DistributionOrderLineInput[],
): Promise<CheckedLine[]> {
  const skus = new Map(
    (
      await findCompanySkus(
        db,
        accountId,
        input.map((l) => l.sku_id),
      )
    ).map((s) => [s.id, s]),
  );
  const prices = await findProductsForSkus(db, accountId, order.distributorId, [...skus.keys()]);
  const itemIds = input.flatMap((l) => (l.order_item_id ? [l.order_item_id] : []));
  const items = new Map((order.patientOrderId ? await findOrderItems(db, order.patientOrderId, itemIds) : []).map((i) => [i.id, i]));
  const errors: FieldErrors = {};
  const fail = (i: number, field: string, message: string) => void (errors[`lines.${i}.${field}`] ??= []).push(message);
  const seenSku = new Set<string>();
  const seenId = new Set<number>();
  const out: CheckedLine[] = [];
  input.forEach((l, i) => {
    if (l.id !== undefined) {
      if (!order.lineIds?.has(l.id)) fail(i, 'id', 'The line is not on this order.');
      else if (seenId.has(l.id)) fail(i, 'id', 'The line is listed twice.');
      seenId.add(l.id);
    }
    const sku = skus.get(l.sku_id);
    if (!sku) fail(i, 'sku_id', 'The SKU does not belong to your company.');
    else if (sku.archived) fail(i, 'sku_id', `${sku.sku} is archived.`);
    const itemId = l.order_item_id ?? null;
    if (itemId !== null) {
      const item = items.get(itemId);
      if (order.kind === 'stock') fail(i, 'order_item_id', 'Only a with-request order names the order line it fills.');
      else if (!item) fail(i, 'order_item_id', `The item is not a line of order #${order.patientOrderId}.`);
      else if (sku && sku.equipment_id !== item.equipment_id)
        fail(i, 'sku_id', `${sku.sku} is another catalogue item than the one ordered on that line.`);
    }
    const key = `${l.sku_id}:${itemId ?? ''}`;
    if (sku && seenSku.has(key)) fail(i, 'sku_id', `${sku.sku} is listed twice${itemId ? ' for the same order line' : ''}.`);
    seenSku.add(key);
    const unit = l.unit_price_cents ?? prices.get(l.sku_id)?.price_cents ?? sku?.unit_cost_cents ?? 0;
    out.push({ id: l.id, sku_id: l.sku_id, quantity: l.quantity, unit_price_cents: unit, order_item_id: itemId });
  });
  const fields = Object.keys(errors);
  if (fields.length) {
    const first = errors[fields[0]!]![0]!;
    throw new AppError(
      'validation',
      fields.length > 1 ? `${first} (and ${fields.length - 1} more error${fields.length > 2 ? 's' : ''})` : first,
      errors,
    );
  }
  return out;
}
