import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  toIsoDate,
  type Order,
  type OrderItem,
  type OrderRefills,
  type RecallOrderBody,
  type SplitOrderBody,
  type SplitOrderResult,
} from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import { catalogPresets, orderDiagnoses, orderItems, orders } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { accountTimeZone, dayIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-day';
import { addItems } from './commons.service';
import { findItems } from './items.queries';
import {
  assertEditable,
  assertNotArchived,
  conflict,
  lockOrder,
  reachableOrder,
  requireOrderPermission,
  statusLabel,
} from './order-access';
import { orderScope, type OrderScope } from './order-scope';
import { orderView, presentSummary } from './order-view';
import { findOrderSummary, insertHistory, insertOrder, updateOrder, type OrderRow } from './orders.queries';
import { patientDefaults } from './orders.service';
import { transition } from './transitions.service';

/** The caller's own preset (practice or company); another account's id answers 404. */
export async function addPresetItems(db: Db, actor: Actor, orderId: number, presetId: number): Promise<OrderItem[]> {
  const [preset] = await db
    .select()
    .from(catalogPresets)
    .where(and(eq(catalogPresets.id, presetId), eq(catalogPresets.account_id, actor.accountId ?? -1)))
    .limit(1);
  if (!preset) {
    // The order is checked first so another practice's order id still answers "Order not found".
    await reachableOrder(db, orderScope(actor), orderId);
    throw notFound('Preset');
  }
  if (preset.items.length === 0) throw fieldError('presetId', 'The preset has no items.');
  return addItems(db, actor, orderId, { items: preset.items.map((i) => ({ equipment_id: i.equipment_id, quantity: i.qty })) });
}

/** The draft's addresses and policy start over from the patient's profile, as a new order does. */
export async function contactsFromProfile(db: Db, actor: Actor, orderId: number): Promise<Order> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, scope, orderId);
    requireOrderPermission(actor, 'edit', before.status);
    assertEditable(scope.side, before, 'order');
    if (before.patient_id === null) throw fieldError('user_id', 'The order has no patient yet.');
    const values = await patientDefaults(tx, before.patient_id);
    await updateOrder(tx, orderId, values);
    await audit(tx, actor, {
      action: 'order.contacts_from_profile',
      entity: 'order',
      entityId: orderId,
      before: {
        insurance_id: before.insurance_id,
        billing_address_id: before.billing_address_id,
        shipping_address_id: before.shipping_address_id,
      },
      after: values,
    });
    return orderView(tx, scope, orderId);
  });
}

// --- split -----------------------------------------------------------------------------------------------------

/** A doctor splits a draft; a supplier until the order goes out for delivery (suborders take over from there). */
const SPLIT_UNTIL = { doctor: 1, supplier: 40 } as const;

/** Fields the new order keeps from the one it is split from: everything but identity, items and bookkeeping. */
function copiedFields(o: OrderRow): typeof orders.$inferInsert {
  const { id: _id, created_at: _c, updated_at: _u, deleted_at: _d, archived_by: _a, split_from: _s, track_number: _t, ...rest } = o;
  return rest;
}

export async function splitOrder(db: Db, actor: Actor, orderId: number, body: SplitOrderBody): Promise<SplitOrderResult> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    if (order.status > SPLIT_UNTIL[scope.side])
      throw conflict(`The order is in ${statusLabel(scope.side, order.status)}; it can no longer be split.`);
    const lines = (await findItems(tx, orderId)).map((v) => v.line.id);
    const chosen = [...new Set(body.item_ids)];
    if (chosen.some((id) => !lines.includes(id))) throw fieldError('item_ids', 'The selected items are not on the order.');
    if (chosen.length === lines.length) throw fieldError('item_ids', 'At least one item must stay on the order.');
    const created = await insertOrder(tx, {
      ...copiedFields(order),
      split_from: order.id,
      created_by: actor.userId,
      created_staff_id: actor.actingStaffId,
    });
    await tx
      .update(orderItems)
      .set({ order_id: created.id })
      .where(and(eq(orderItems.order_id, orderId), inArray(orderItems.id, chosen)));
    const dx = await tx.select().from(orderDiagnoses).where(eq(orderDiagnoses.order_id, orderId)).orderBy(asc(orderDiagnoses.position));
    if (dx.length)
      await tx.insert(orderDiagnoses).values(dx.map((d) => ({ order_id: created.id, diagnosis_id: d.diagnosis_id, position: d.position })));
    const note = body.note ?? `Split from order #${order.id}`;
    await insertHistory(tx, {
      order_id: created.id,
      from_status: null,
      to_status: created.status,
      user_id: actor.userId,
      staff_id: actor.actingStaffId,
      note,
    });
    await updateOrder(tx, orderId, {});
    await audit(tx, actor, {
      action: 'order.split',
      entity: 'order',
      entityId: orderId,
      after: { new_order_id: created.id, item_ids: chosen },
    });
    await audit(tx, actor, {
      action: 'order.create',
      entity: 'order',
      entityId: created.id,
      after: { split_from: orderId, status: created.status },
    });
    return { order: await orderView(tx, scope, orderId), new_order: await orderView(tx, scope, created.id) };
  });
}

// --- recall ----------------------------------------------------------------------------------------------------

/**
 * Back to Draft. A practice recalls an order the supplier has not started on (Pend HIPAA, Initial); a supplier
 * sends one back to the practice until the prescriber has signed (Initial, Intake, Pend PRSC).
 */
const RECALLABLE = { doctor: [3, 5], supplier: [5, 10, 20] } as const;

export async function recallOrder(db: Db, actor: Actor, orderId: number, body: RecallOrderBody): Promise<Order> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    if (body.from !== undefined && body.from !== order.status)
      throw conflict(`The order is already in ${statusLabel(scope.side, order.status)}; reload it.`);
    if (!(RECALLABLE[scope.side] as readonly number[]).includes(order.status))
      throw conflict(`The order is in ${statusLabel(scope.side, order.status)}; it can no longer be recalled.`);
    if (scope.side === 'supplier' && order.doctor_account_id === null) throw conflict('The order has no prescriber to send it back to.');
    await transition(
      tx,
      actor,
      order,
      1,
      body.note ?? (scope.side === 'doctor' ? 'Recalled by the practice' : 'Sent back to the practice'),
      { commons_confirmation: false },
    );
    // Back with the practice, the order leaves the supplier's reach: answer it as the practice sees it.
    const view: OrderScope = scope.side === 'doctor' ? scope : { side: 'doctor', accountId: order.doctor_account_id! };
    return orderView(tx, view, orderId);
  });
}

// --- refills ---------------------------------------------------------------------------------------------------

/** The first order of a refill series: refill orders point at it through `refill_for`. */
const seriesRoot = async (tx: Queryable, scope: OrderScope, order: OrderRow, lock: boolean): Promise<OrderRow> =>
  order.refill_for === null ? order : lock ? lockOrder(tx, scope, order.refill_for) : reachableOrder(tx, scope, order.refill_for);

async function generatedRefills(db: Queryable, rootId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.refill_for, rootId));
  return row?.n ?? 0;
}

export async function setRefillsCancelled(db: Db, actor: Actor, orderId: number, cancel: boolean): Promise<Order> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    const root = await seriesRoot(tx, scope, order, true);
    if (cancel) {
      if (root.refills_cancelled_at) throw conflict('The refills are already cancelled.');
      if (root.refills_total - (await generatedRefills(tx, root.id)) <= 0) throw conflict('No refills remain to cancel.');
    } else if (!root.refills_cancelled_at) throw conflict('The refills are not cancelled.');
    await updateOrder(tx, root.id, { refills_cancelled_at: cancel ? new Date() : null });
    await audit(tx, actor, {
      action: cancel ? 'order.refills.cancel' : 'order.refills.restore',
      entity: 'order',
      entityId: root.id,
      before: { refills_cancelled_at: root.refills_cancelled_at },
      after: { cancelled: cancel },
    });
    return orderView(tx, scope, orderId);
  });
}

const addMonths = (iso: string, months: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return toIsoDate(d);
};

/**
 * A series counts its days on the clock of the practice whose prescription it repeats: the Rx date it starts from
 * is the practice's day, and the practice and the supplier must see the same next date (so not the caller's zone).
 * A supplier's own order without a practice counts on the supplier's clock.
 */
async function refillTimeZone(db: Queryable, root: OrderRow): Promise<string> {
  const accountId = root.doctor_account_id ?? root.vendor_id;
  return accountId === null ? DEFAULT_TIME_ZONE : accountTimeZone(db, accountId);
}

export async function orderRefills(db: Queryable, actor: Actor, orderId: number): Promise<OrderRefills> {
  const scope = orderScope(actor);
  const order = await reachableOrder(db, scope, orderId);
  requireOrderPermission(actor, 'view', order.status);
  const root = await seriesRoot(db, scope, order, false);
  const refills = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.refill_for, root.id))
    .orderBy(asc(orders.refill_index), asc(orders.id));
  const summaries = [];
  for (const r of refills) {
    const row = await findOrderSummary(db, scope, r.id);
    if (row) summaries.push(presentSummary(scope, row));
  }
  const months = (await findItems(db, root.id)).map((i) => i.refill_months).filter((m): m is number => m !== null);
  const frequency = months.length ? Math.min(...months) : null;
  const remaining = Math.max(root.refills_total - refills.length, 0);
  const last = summaries.at(-1);
  const zone = await refillTimeZone(db, root);
  const base = last ? dayIn(zone, new Date(last.created_at)) : (root.rx_date ?? dayIn(zone, root.created_at));
  return {
    series_id: root.id,
    refills_total: root.refills_total,
    generated: refills.length,
    remaining,
    frequency_months: frequency,
    next_refill_on: frequency !== null && remaining > 0 && !root.refills_cancelled_at ? addMonths(base, frequency) : null,
    cancelled: root.refills_cancelled_at !== null,
    cancelled_at: root.refills_cancelled_at?.toISOString() ?? null,
    orders: summaries,
  };
}
