import { and, eq, isNull, sql } from 'drizzle-orm';
import { DELIVERED_STATUSES, type ShippingStatusKey } from '@dme/contract';
import type { Tx } from '../../db/client';
import { orders, suborderItems, suborders, suborderStatusHistory } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../lib/audit';
import { conflict } from '../orders/order-access';
import { insertHistory, updateOrderStatus } from '../orders/orders.queries';
import { issueOrderStock } from '../stock/order-item-stock';
import { openSurvey } from '../charts/satisfaction.service';
import { liveSubordersOfOrder, type SuborderRow } from './suborders.queries';

/** The orders module's 409, for moves made by someone else first (the shipping services answer with it too). */
export { conflict };

const DELIVERY = 70;
const BILLING = 80;

/** What a move did beyond the suborder: the order moved to Billing (for realtime and the answer). */
export interface MoveResult {
  suborder: SuborderRow;
  orderCompleted: boolean;
}

/**
 * Moves a suborder to `to` inside the caller's transaction: only if it is still in the status read (a concurrent
 * move answers 409), with its history and audit rows. Delivered: the lines' stock not issued yet leaves the
 * warehouse, and the order moves to Billing when it was its last suborder out.
 */
export async function moveSuborder(
  tx: Tx,
  actor: Actor,
  s: SuborderRow,
  to: ShippingStatusKey,
  note: string,
  extra: Partial<typeof suborders.$inferInsert> = {},
): Promise<MoveResult> {
  const delivered = (DELIVERED_STATUSES as readonly string[]).includes(to);
  const [moved] = await tx
    .update(suborders)
    .set({ ...extra, status: to, updated_at: sql`now()`, ...(delivered && !s.delivered_at ? { delivered_at: sql`now()` } : {}) })
    .where(and(eq(suborders.id, s.id), eq(suborders.status, s.status), isNull(suborders.replaced_at)))
    .returning();
  if (!moved) throw conflict(`Suborder ${s.order_id}-${s.seq} has just been changed by someone else; reload it.`);
  await tx.insert(suborderStatusHistory).values({ suborder_id: s.id, from_status: s.status, to_status: to, user_id: actor.userId, note });
  await audit(tx, actor, { action: 'suborder.status', entity: 'suborder', entityId: s.id, before: { status: s.status }, after: { ...extra, status: to } });
  if (!delivered) return { suborder: moved, orderCompleted: false };
  const lines = await tx.select({ id: suborderItems.order_item_id }).from(suborderItems).where(eq(suborderItems.suborder_id, s.id));
  // The patient is asked how the delivery went (issue 12): the survey and its link, in this transaction.
  await openSurvey(tx, actor, moved);
  await issueOrderStock(tx, actor.userId, { id: s.order_id, patient_id: s.patient_id }, lines.map((l) => l.id));
  return { suborder: moved, orderCompleted: await completeOrderIfDelivered(tx, actor, s.order_id) };
}

/** The order leaves Delivery for Billing once every live suborder of it is delivered. */
async function completeOrderIfDelivered(tx: Tx, actor: Actor, orderId: number): Promise<boolean> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (order?.status !== DELIVERY) return false;
  const all = await liveSubordersOfOrder(tx, orderId);
  if (all.length === 0 || !all.every((x) => (DELIVERED_STATUSES as readonly string[]).includes(x.status))) return false;
  const moved = await updateOrderStatus(tx, orderId, DELIVERY, { status: BILLING });
  if (!moved) return false;
  const note = 'Every suborder delivered';
  await insertHistory(tx, { order_id: orderId, from_status: DELIVERY, to_status: BILLING, user_id: actor.userId, staff_id: actor.actingStaffId, note });
  await audit(tx, actor, { action: 'order.status', entity: 'order', entityId: orderId, before: { status: DELIVERY }, after: { status: BILLING } });
  return true;
}

/** The first history row of a new suborder. */
export async function recordCreated(tx: Tx, actor: Actor, s: SuborderRow, note: string): Promise<void> {
  await tx.insert(suborderStatusHistory).values({ suborder_id: s.id, from_status: null, to_status: s.status, user_id: actor.userId, note });
}
