import { and, eq, sql } from 'drizzle-orm';
import {
  DELIVERED_STATUSES,
  PATIENT_STATUS_WORDS,
  patientDeliveryWords,
  patientStatusLabel,
  type PatientDelivery,
  type PatientOrderDetail,
  type PatientOrderSummary,
} from '@dme/contract';
import type { z } from 'zod';
import type { patientOrdersQuery } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { orders, patientAddresses, suborders } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { notFound } from '../../lib/app-error';
import { accountTimeZone, DEFAULT_TIME_ZONE } from '../../lib/calendar-day';
import { countUpTo, pageMeta, SHORT_COUNT_CAP, windowOf } from '../../lib/paging';
import { fullAddress } from '../patients/records.service';
import { findItemsOf, findOrderRows, findSubordersOf, patientOrders, type OrderRow } from './orders.queries';
import { ownPatient } from './own-patient';
import { timelineOf } from './timeline';

type Suborder = typeof suborders.$inferSelect;

export function presentDelivery(s: Suborder, timeZone: string): PatientDelivery {
  return {
    id: s.id,
    order_id: s.order_id,
    number: `${s.order_id}-${s.seq}`,
    status: s.status,
    status_words: patientDeliveryWords(s.status),
    method: s.method,
    slot_starts_at: s.slot_starts_at?.toISOString() ?? null,
    slot_ends_at: s.slot_ends_at?.toISOString() ?? null,
    delivered_at: s.delivered_at?.toISOString() ?? null,
    courier: s.courier,
    tracking_number: s.tracking_number,
    time_zone: timeZone,
  };
}

export const isComing = (s: Suborder): boolean => !(DELIVERED_STATUSES as readonly string[]).includes(s.status) && s.delivered_at === null;

/** Each supplier's clock (time zone), looked up once per request. */
export function zoneCache(db: Queryable) {
  const zones = new Map<number, Promise<string>>();
  return (accountId: number | null): Promise<string> => {
    if (accountId === null) return Promise.resolve(DEFAULT_TIME_ZONE);
    if (!zones.has(accountId)) zones.set(accountId, accountTimeZone(db, accountId));
    return zones.get(accountId)!;
  };
}

/** Orders with their lines, in the rows' order. */
export async function presentOrders(db: Queryable, rows: OrderRow[]): Promise<PatientOrderSummary[]> {
  const items = await findItemsOf(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order: o, supplier, doctor }) => ({
    id: o.id,
    status: o.status,
    status_label: patientStatusLabel(o.status),
    status_words: PATIENT_STATUS_WORDS[o.status] ?? '',
    supplier: supplier ?? null,
    doctor: doctor ?? null,
    items: items.filter((i) => i.order_id === o.id).map(({ name, hcpcs, quantity }) => ({ name, hcpcs, quantity })),
    is_refill: o.refill_for !== null,
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
  }));
}

export async function listOrders(db: Queryable, actor: Actor, q: z.infer<typeof patientOrdersQuery>) {
  const own = await ownPatient(db, actor);
  const where = patientOrders(own.id);
  const page = windowOf(q);
  const rows = await findOrderRows(db, where, page);
  const total = await countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(where)
      .$dynamic(),
    page,
    SHORT_COUNT_CAP,
  );
  return { data: await presentOrders(db, rows), meta: pageMeta(total, q) };
}

async function shippingAddress(db: Queryable, addressId: number | null): Promise<string | null> {
  if (addressId === null) return null;
  const [a] = await db.select().from(patientAddresses).where(eq(patientAddresses.id, addressId));
  return a ? fullAddress(a) : null;
}

export async function getOrder(db: Queryable, actor: Actor, orderId: number): Promise<PatientOrderDetail> {
  const own = await ownPatient(db, actor);
  const [row] = await findOrderRows(db, and(patientOrders(own.id), eq(orders.id, orderId))!, { limit: 1, offset: 0 });
  if (!row) throw notFound('Order');
  const [summary] = await presentOrders(db, [row]);
  const zone = await zoneCache(db)(row.order.vendor_id);
  const shipments = await findSubordersOf(db, eq(suborders.order_id, orderId));
  return {
    ...summary!,
    deliveries: shipments.map((s) => presentDelivery(s, zone)),
    shipping_address: await shippingAddress(db, row.order.shipping_address_id),
    timeline: await timelineOf(db, orderId, row.doctor ?? null, shipments, zone),
  };
}

/** Deliveries not yet made of the patient's live orders, soonest slot first (for the dashboard). */
export async function comingDeliveries(db: Queryable, patientId: number): Promise<PatientDelivery[]> {
  const live = sql`${suborders.order_id} in (select ${orders.id} from ${orders} where ${patientOrders(patientId)})`;
  const shipments = (await findSubordersOf(db, and(eq(suborders.patient_id, patientId), live)!)).filter(isComing);
  const zone = zoneCache(db);
  return Promise.all(shipments.map(async (s) => presentDelivery(s, await zone(s.account_id))));
}
