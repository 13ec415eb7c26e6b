import type { ListQuery, TrackingAction, TrackingActionBody, TrackingRecord } from '@dme/contract';
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { trackingActions, trackingRecords } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { containsPattern, countUpTo, pageMeta, rowsOf, windowOf, type Page } from '../../lib/paging';
import { companyOf, isUniqueViolation } from '../settings/tags.service';

const columns = {
  id: trackingActions.id,
  name: trackingActions.name,
  kind: trackingActions.kind,
  amount: trackingActions.amount,
  auto_event: trackingActions.auto_event,
  is_active: trackingActions.is_active,
  created_at: trackingActions.created_at,
  // Qualified by hand: drizzle leaves columns unqualified in a one-table select, and `id` would be the records' own.
  records_count: sql<number>`(select count(*)::int from ${trackingRecords} r where r.action_id = "tracking_actions"."id")`,
};
type Row = { id: number; name: string; kind: 'points' | 'minutes'; amount: number; auto_event: string | null; is_active: boolean; created_at: Date; records_count: number };

const present = (r: Row): TrackingAction => ({ ...r, auto_event: r.auto_event as TrackingAction['auto_event'], created_at: r.created_at.toISOString() });
const live = (accountId: number) => and(eq(trackingActions.account_id, accountId), isNull(trackingActions.deleted_at));
const eventTaken = () => fieldError('auto_event', 'Another action is already recorded on this event.');

export async function listTrackingActions(db: Queryable, actor: Actor, query: ListQuery): Promise<Page<TrackingAction>> {
  const accountId = companyOf(actor);
  const term = query.search?.trim();
  const where = and(live(accountId), term ? ilike(trackingActions.name, containsPattern(term)) : undefined);
  const window = windowOf(query);
  const rows = await db.select(columns).from(trackingActions).where(where).orderBy(sql`lower(${trackingActions.name})`, asc(trackingActions.id)).limit(window.limit).offset(window.offset);
  const total = await countUpTo(db, rowsOf(db, trackingActions, where), window);
  return { data: rows.map(present), meta: pageMeta(total, query) };
}

async function actionOr404(db: Queryable, accountId: number, id: number): Promise<Row> {
  const [row] = await db.select(columns).from(trackingActions).where(and(live(accountId), eq(trackingActions.id, id)));
  if (!row) throw notFound('Tracking action');
  return row;
}

export async function createTrackingAction(db: Db, actor: Actor, body: TrackingActionBody): Promise<TrackingAction> {
  const accountId = companyOf(actor);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(trackingActions).values({ account_id: accountId, ...body }).returning({ id: trackingActions.id });
      await audit(tx, actor, { action: 'tracking_action.create', entity: 'tracking_action', entityId: row!.id, after: body });
      return present(await actionOr404(tx, accountId, row!.id));
    });
  } catch (err) {
    throw isUniqueViolation(err) ? eventTaken() : err;
  }
}

export async function updateTrackingAction(db: Db, actor: Actor, id: number, body: TrackingActionBody): Promise<TrackingAction> {
  const accountId = companyOf(actor);
  try {
    return await db.transaction(async (tx) => {
      const before = await actionOr404(tx, accountId, id);
      await tx.update(trackingActions).set({ ...body, updated_at: sql`now()` }).where(eq(trackingActions.id, id));
      await audit(tx, actor, { action: 'tracking_action.update', entity: 'tracking_action', entityId: id, before, after: body });
      return present(await actionOr404(tx, accountId, id));
    });
  } catch (err) {
    throw isUniqueViolation(err) ? eventTaken() : err;
  }
}

/** Retired rather than deleted: the records made with it stay in everyone's totals. */
export async function deleteTrackingAction(db: Db, actor: Actor, id: number): Promise<void> {
  const accountId = companyOf(actor);
  await db.transaction(async (tx) => {
    const before = await actionOr404(tx, accountId, id);
    await tx.update(trackingActions).set({ deleted_at: sql`now()`, updated_at: sql`now()` }).where(eq(trackingActions.id, id));
    await audit(tx, actor, { action: 'tracking_action.delete', entity: 'tracking_action', entityId: id, before });
  });
}

/** The caller records one of the company's live actions for themselves (or the colleague they act for). */
export async function recordAction(db: Db, actor: Actor, body: { action_id: number; note: string }): Promise<TrackingRecord> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    const action = await actionOr404(tx, accountId, body.action_id).catch(() => {
      throw fieldError('action_id', 'The action does not exist.');
    });
    if (!action.is_active) throw new AppError('validation', 'The action is switched off.', { action_id: ['The action is switched off.'] });
    const userId = actor.actingStaffId ?? actor.userId;
    const [row] = await tx
      .insert(trackingRecords)
      .values({ account_id: accountId, user_id: userId, action_id: action.id, amount: action.amount, source: 'manual', note: body.note })
      .returning();
    await audit(tx, actor, { action: 'tracking_record.create', entity: 'tracking_record', entityId: row!.id, after: { action_id: action.id, user_id: userId } });
    return {
      id: row!.id,
      action: { id: action.id, name: action.name, kind: action.kind },
      amount: row!.amount,
      source: 'manual',
      entity: null,
      entity_id: null,
      note: row!.note,
      occurred_at: row!.occurred_at.toISOString(),
    };
  });
}
