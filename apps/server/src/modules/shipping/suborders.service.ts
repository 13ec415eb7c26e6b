import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  allowedShippingMoves,
  can,
  COURIERS,
  shippingPermission,
  shippingStatusName,
  type ClaimIndexesBody,
  type SuborderDetail,
  type SuborderItem,
  type SubordersQuery,
  type SuborderStatusBody,
  type Timeslot,
  type TimeslotBody,
} from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import { suborderItems, suborders, suborderTimeslots } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { requirePermission, toPermissionActor } from '../../http/access';
import { fieldError, forbidden, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { RawJson } from '../../lib/raw-json';
import { conflict, moveSuborder, type MoveResult } from './suborder-status';
import { presentItem, suborderDetail, visibleStatuses } from './suborder-view';
import { findSuborder, findSuborderItems, findSuborderPage, type SuborderRow } from './suborders.queries';

export const accountOf = (actor: Actor): number => {
  if (actor.accountId === null) throw forbidden('Your user does not belong to a company.');
  return actor.accountId;
};

/** The company's suborder the caller may `view|edit` in its current status; 404 for anyone else's. */
export async function reachableSuborder(db: Queryable, actor: Actor, id: number, verb: 'view' | 'edit', lock = false): Promise<SuborderRow> {
  const s = await findSuborder(db, accountOf(actor), id, lock);
  if (!s) throw notFound('Suborder');
  requirePermission(actor, shippingPermission(verb, s.status));
  return s;
}

export async function listSuborders(db: Queryable, actor: Actor, q: SubordersQuery) {
  const unbilled = q.unbilled !== undefined;
  // Billers see the delivered suborders they are to bill without holding the shipping keys.
  const visible = unbilled && can(toPermissionActor(actor), 'billing claim create', actor.locationId) ? null : visibleStatuses(actor);
  const status = q.status && q.status !== 'all' ? q.status : undefined;
  const page = windowOf(q);
  const { rows, total } = await findSuborderPage(
    db,
    { accountId: accountOf(actor), visible, status, patientId: q.patient_id, orderId: q.order_id, method: q.method, search: q.search, unbilled },
    q.sortBy ?? 'created_at',
    (q.sortType ?? 'desc') === 'desc',
    page,
  );
  // Rows rendered by PostgreSQL as presentSuborder would (suborder-json.ts): sent as they are.
  return RawJson.page(rows ? [rows] : [], pageMeta(total, q));
}

export async function getSuborder(db: Queryable, actor: Actor, id: number): Promise<SuborderDetail> {
  await reachableSuborder(db, actor, id, 'view');
  return suborderDetail(db, actor, id);
}

export async function listItems(db: Queryable, actor: Actor, id: number, onlyOtc = false): Promise<SuborderItem[]> {
  await reachableSuborder(db, actor, id, 'view');
  return (await findSuborderItems(db, [id])).filter((i) => !onlyOtc || i.otc).map(presentItem);
}

/** A move by hand (the status tab): allowed from the current status, with `shipping edit` on both ends. */
export async function setStatus(db: Db, actor: Actor, id: number, body: SuborderStatusBody): Promise<{ detail: SuborderDetail; result: MoveResult }> {
  const result = await db.transaction(async (tx) => {
    const s = await reachableSuborder(tx, actor, id, 'edit', true);
    requirePermission(actor, shippingPermission('edit', body.status));
    if (!allowedShippingMoves(s.status as never).includes(body.status)) {
      throw conflict(`A suborder in ${shippingStatusName(s.status)} cannot move to ${shippingStatusName(body.status)}.`);
    }
    const extra: { courier?: string; tracking_number?: string | null } = {};
    if (body.courier !== undefined) extra.courier = body.courier;
    if (body.tracking_number !== undefined) extra.tracking_number = body.tracking_number || null;
    if (s.method === 'courier' && body.status === 'in_delivery') {
      if (!(extra.courier ?? s.courier)) throw fieldError('courier', 'Pick the carrier that takes the parcel.');
      if (!(extra.tracking_number ?? s.tracking_number)) throw fieldError('tracking_number', 'The tracking number is required.');
    }
    return moveSuborder(tx, actor, s, body.status, body.note ?? '', extra);
  });
  return { detail: await suborderDetail(db, actor, id), result };
}

const presentSlot = (t: typeof suborderTimeslots.$inferSelect): Timeslot => ({
  id: t.id,
  starts_at: t.starts_at.toISOString(),
  ends_at: t.ends_at.toISOString(),
  status: t.status as Timeslot['status'],
  created_at: t.created_at.toISOString(),
});

export async function listTimeslots(db: Queryable, actor: Actor, id: number): Promise<Timeslot[]> {
  await reachableSuborder(db, actor, id, 'view');
  const rows = await db.select().from(suborderTimeslots).where(eq(suborderTimeslots.suborder_id, id)).orderBy(asc(suborderTimeslots.starts_at), asc(suborderTimeslots.id));
  return rows.map(presentSlot);
}

/** An agreed window replaces the one agreed before (declined) and becomes the suborder's planning window. */
export async function addTimeslot(db: Db, actor: Actor, id: number, body: TimeslotBody): Promise<Timeslot> {
  return db.transaction(async (tx) => {
    const s = await reachableSuborder(tx, actor, id, 'edit', true);
    if (s.delivered_at) throw conflict('The suborder is delivered; its delivery window can no longer change.');
    const starts = new Date(body.starts_at);
    const ends = new Date(body.ends_at);
    if (ends.getTime() - starts.getTime() > 24 * 3600_000) throw fieldError('ends_at', 'A delivery window may not be longer than a day.');
    if (body.status === 'agreed') {
      await tx.update(suborderTimeslots).set({ status: 'declined' }).where(and(eq(suborderTimeslots.suborder_id, id), eq(suborderTimeslots.status, 'agreed')));
      await tx.update(suborderTimeslots).set({ status: 'declined' }).where(and(eq(suborderTimeslots.suborder_id, id), eq(suborderTimeslots.status, 'offered'), ne(suborderTimeslots.starts_at, starts)));
    }
    const [row] = await tx.insert(suborderTimeslots).values({ suborder_id: id, starts_at: starts, ends_at: ends, status: body.status, created_by: actor.userId }).returning();
    if (body.status === 'agreed') {
      await tx.update(suborders).set({ slot_starts_at: starts, slot_ends_at: ends, updated_at: sql`now()` }).where(eq(suborders.id, id));
    }
    await audit(tx, actor, { action: 'suborder.timeslot', entity: 'suborder', entityId: id, after: { starts_at: body.starts_at, ends_at: body.ends_at, status: body.status } });
    return presentSlot(row!);
  });
}

/** Claim positions: each item at most once, no two items on one position. */
export async function saveClaimIndexes(db: Db, actor: Actor, id: number, body: ClaimIndexesBody): Promise<SuborderItem[]> {
  return db.transaction(async (tx) => {
    await reachableSuborder(tx, actor, id, 'view', true);
    const items = await findSuborderItems(tx, [id]);
    const known = new Set(items.map((i) => i.id));
    const used = new Map<number, number>();
    for (const [n, it] of body.items.entries()) {
      if (!known.has(it.id)) throw fieldError(`items.${n}.id`, 'The item is not on this suborder.');
      if (it.claim_index !== null) {
        if (used.has(it.claim_index)) throw fieldError(`items.${n}.claim_index`, `Two items cannot share claim position ${it.claim_index}.`);
        used.set(it.claim_index, it.id);
      }
    }
    for (const it of body.items) await tx.update(suborderItems).set({ claim_index: it.claim_index }).where(eq(suborderItems.id, it.id));
    const after = await findSuborderItems(tx, [id]);
    const clash = new Map<number, number>();
    for (const i of after) {
      if (i.claim_index === null) continue;
      if (clash.has(i.claim_index)) throw fieldError('items', `Two items cannot share claim position ${i.claim_index}.`);
      clash.set(i.claim_index, i.id);
    }
    await audit(tx, actor, { action: 'suborder.claim_indexes', entity: 'suborder', entityId: id, after: body.items });
    return after.map(presentItem);
  });
}

export const couriers = () => COURIERS.map((c) => ({ code: c.code, name: c.name, tracking_url: c.tracking_url }));
