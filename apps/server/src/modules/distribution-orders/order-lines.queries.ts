import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DistributionOrderStatusKey } from '@dme/contract';
import type { Queryable } from '../../db/client';
import {
  distributionOrderEvents,
  distributionOrderLines,
  distributorProducts,
  equipmentItems,
  inventorySkus,
  orderItems,
  users,
} from '../../db/schema';
import { skuSummaryColumns, type SkuSummaryRow } from '../distributors/sku-summary';

export type LineRow = typeof distributionOrderLines.$inferSelect;
export interface LineView {
  line: LineRow;
  sku: SkuSummaryRow;
  item_number: string | null;
}
export type EventRow = typeof distributionOrderEvents.$inferSelect;
export interface EventView {
  event: EventRow;
  user: { id: number; name: string } | null;
}

/**
 * An order's lines in the order they were added, each with its SKU and the distributor's item number for it.
 * `lock` holds the lines for a receipt.
 */
export async function findLines(db: Queryable, orderId: number, distributorId: number, lock = false): Promise<LineView[]> {
  const query = db
    .select({ line: distributionOrderLines, sku: skuSummaryColumns, item_number: distributorProducts.item_number })
    .from(distributionOrderLines)
    .innerJoin(inventorySkus, eq(inventorySkus.id, distributionOrderLines.sku_id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, inventorySkus.equipment_id))
    .leftJoin(
      distributorProducts,
      and(eq(distributorProducts.distributor_id, distributorId), eq(distributorProducts.sku_id, distributionOrderLines.sku_id)),
    )
    .where(eq(distributionOrderLines.distribution_order_id, orderId))
    .orderBy(asc(distributionOrderLines.id));
  return lock ? query.for('update', { of: distributionOrderLines }) : query;
}

export async function findEvents(db: Queryable, orderId: number): Promise<EventView[]> {
  return db
    .select({ event: distributionOrderEvents, user: { id: users.id, name: users.name } })
    .from(distributionOrderEvents)
    .leftJoin(users, eq(users.id, distributionOrderEvents.user_id))
    .where(eq(distributionOrderEvents.distribution_order_id, orderId))
    .orderBy(asc(distributionOrderEvents.created_at), asc(distributionOrderEvents.id));
}

export async function insertEvent(
  db: Queryable,
  orderId: number,
  status: DistributionOrderStatusKey,
  note: string,
  userId: number | null,
): Promise<void> {
  await db.insert(distributionOrderEvents).values({ distribution_order_id: orderId, status, note, user_id: userId });
}

export type LineValues = Pick<typeof distributionOrderLines.$inferInsert, 'sku_id' | 'quantity' | 'unit_price_cents' | 'order_item_id'>;

export async function insertLines(db: Queryable, orderId: number, lines: readonly LineValues[]): Promise<void> {
  if (!lines.length) return;
  await db.insert(distributionOrderLines).values(lines.map((l) => ({ ...l, distribution_order_id: orderId })));
}

export async function updateLine(db: Queryable, orderId: number, lineId: number, values: LineValues): Promise<void> {
  await db
    .update(distributionOrderLines)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(distributionOrderLines.distribution_order_id, orderId), eq(distributionOrderLines.id, lineId)));
}

/** Removes the lines of a draft that are not kept (nothing was received on a draft, nothing points at them). */
export async function deleteLinesExcept(db: Queryable, orderId: number, keep: readonly number[]): Promise<void> {
  await db
    .delete(distributionOrderLines)
    .where(
      and(
        eq(distributionOrderLines.distribution_order_id, orderId),
        keep.length ? notInArray(distributionOrderLines.id, [...keep]) : undefined,
      ),
    );
}

/** Adds received units to a line, never past what was ordered; false when that would pass it. */
export async function addReceived(db: Queryable, orderId: number, lineId: number, quantity: number): Promise<boolean> {
  const done = await db
    .update(distributionOrderLines)
    .set({ received_quantity: sql`${distributionOrderLines.received_quantity} + ${quantity}`, updated_at: sql`now()` })
    .where(
      and(
        eq(distributionOrderLines.distribution_order_id, orderId),
        eq(distributionOrderLines.id, lineId),
        sql`${distributionOrderLines.received_quantity} + ${quantity} <= ${distributionOrderLines.quantity}`,
      ),
    )
    .returning({ id: distributionOrderLines.id });
  return done.length === 1;
}

/** Lines of a patient order among the ids, live ones only (an archived line is not bought for). */
export async function findOrderItems(db: Queryable, patientOrderId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: orderItems.id, equipment_id: orderItems.equipment_id })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, patientOrderId), inArray(orderItems.id, [...new Set(ids)]), isNull(orderItems.archived_at)));
}
