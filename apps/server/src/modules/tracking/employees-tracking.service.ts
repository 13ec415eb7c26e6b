import type { EmployeeTracking, EmployeeTrackingRow, TrackingRecord } from '@dme/contract';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { timeEntries, trackingActions, trackingRecords, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError, notFound } from '../../lib/app-error';
import { accountTimeZone, dayIn } from '../../lib/calendar-day';
import { containsPattern, countUpTo, literalLimit, pageMeta, rowsOf, windowOf, type Page } from '../../lib/paging';
import { companyOf } from '../settings/tags.service';
import { actionsPerDay, addDays, daysBetween, secondsPerDay, weekStartOf } from './time.queries';

/** The company's people whose time and actions are tracked: the owner, staff and drivers (not deleted). */
const peopleOf = (accountId: number) => and(eq(users.account_id, accountId), inArray(users.role, ['supplier', 'driver']), isNull(users.deleted_at));

const personColumns = { id: users.id, name: users.name, email: users.email, staff_roles: users.staff_roles, is_staff: users.is_staff };

/** The period asked for, else the current week (Monday to Sunday) on the company's clock. */
function periodOf(tz: string, q: { from?: string; to?: string }): { from: string; to: string } {
  const week = weekStartOf(dayIn(tz));
  const from = q.from ?? (q.to ? addDays(q.to, -6) : week);
  const to = q.to ?? (q.from ? addDays(q.from, 6) : addDays(week, 6));
  if (from > to) throw new AppError('validation', 'The start must not be after the end.', { to: ['The start must not be after the end.'] });
  return { from, to };
}

async function openSince(db: Queryable, accountId: number, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ user_id: timeEntries.user_id, started_at: timeEntries.started_at })
    .from(timeEntries)
    .where(and(eq(timeEntries.account_id, accountId), inArray(timeEntries.user_id, userIds), isNull(timeEntries.ended_at)));
  return new Map(rows.map((r) => [r.user_id, r.started_at.toISOString()]));
}

export async function listEmployeeTracking(
  db: Queryable,
  actor: Actor,
  query: { page: number; rowsPerPage: number; search?: string; sortType?: 'asc' | 'desc'; from?: string; to?: string },
): Promise<Page<EmployeeTrackingRow>> {
  const accountId = companyOf(actor);
  const tz = await accountTimeZone(db, accountId);
  const { from, to } = periodOf(tz, query);
  const term = query.search?.trim();
  const where = and(peopleOf(accountId), term ? ilike(users.name, containsPattern(term)) : undefined);
  const window = windowOf(query);
  const dir = query.sortType === 'desc' ? desc : asc;
  // The page of people first (users_account_idx), then the totals of those people only.
  const people = await db.select(personColumns).from(users).where(where).orderBy(dir(sql`lower(${users.name})`), asc(users.id)).limit(literalLimit(window.limit)).offset(window.offset);
  const total = await countUpTo(db, rowsOf(db, users, where), window);
  const ids = people.map((p) => p.id);
  const [seconds, actions, open] = [await secondsPerDay(db, accountId, ids, from, to, tz), await actionsPerDay(db, accountId, ids, from, to, tz), await openSince(db, accountId, ids)];
  const data = people.map((p) => {
    const mine = actions.filter((a) => a.user_id === p.id);
    return {
      user: { ...p, staff_roles: p.staff_roles ?? [] },
      clocked_in_since: open.get(p.id) ?? null,
      seconds: seconds.filter((s) => s.user_id === p.id).reduce((n, s) => n + s.seconds, 0),
      points: mine.reduce((n, a) => n + a.points, 0),
      action_minutes: mine.reduce((n, a) => n + a.action_minutes, 0),
      actions_count: mine.reduce((n, a) => n + a.actions_count, 0),
    };
  });
  return { data, meta: pageMeta(total, query) };
}

const RECORDS_SHOWN = 200;

export async function getEmployeeTracking(db: Queryable, actor: Actor, userId: number, query: { from?: string; to?: string }): Promise<EmployeeTracking> {
  const accountId = companyOf(actor);
  const [person] = await db.select(personColumns).from(users).where(and(peopleOf(accountId), eq(users.id, userId)));
  if (!person) throw notFound('Employee');
  const tz = await accountTimeZone(db, accountId);
  const { from, to } = periodOf(tz, query);
  const lo = sql`(${from}::date)::timestamp at time zone ${tz}`;
  const hi = sql`(${to}::date + 1)::timestamp at time zone ${tz}`;
  const [seconds, actions, open] = [
    await secondsPerDay(db, accountId, [userId], from, to, tz),
    await actionsPerDay(db, accountId, [userId], from, to, tz),
    await openSince(db, accountId, [userId]),
  ];
  const entries = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.account_id, accountId), eq(timeEntries.user_id, userId), lt(timeEntries.started_at, hi), sql`coalesce(${timeEntries.ended_at}, now()) > ${lo}`))
    .orderBy(desc(timeEntries.started_at));
  const records = await db
    .select({ r: trackingRecords, a: { id: trackingActions.id, name: trackingActions.name, kind: trackingActions.kind } })
    .from(trackingRecords)
    .innerJoin(trackingActions, eq(trackingActions.id, trackingRecords.action_id))
    .where(and(eq(trackingRecords.account_id, accountId), eq(trackingRecords.user_id, userId), gte(trackingRecords.occurred_at, lo), lt(trackingRecords.occurred_at, hi)))
    .orderBy(desc(trackingRecords.occurred_at), desc(trackingRecords.id));
  const days = daysBetween(from, to).map((day) => {
    const a = actions.find((x) => x.day === day);
    return { day, seconds: seconds.find((s) => s.day === day)?.seconds ?? 0, points: a?.points ?? 0, action_minutes: a?.action_minutes ?? 0, actions_count: a?.actions_count ?? 0 };
  });
  const weeks = new Map<string, number>();
  for (const d of days) weeks.set(weekStartOf(d.day), (weeks.get(weekStartOf(d.day)) ?? 0) + d.seconds);
  const byAction = new Map<number, { action_id: number; name: string; kind: 'points' | 'minutes'; count: number; total: number }>();
  for (const { r, a } of records) {
    const s = byAction.get(a.id) ?? { action_id: a.id, name: a.name, kind: a.kind, count: 0, total: 0 };
    s.count += 1;
    s.total += r.amount;
    byAction.set(a.id, s);
  }
  return {
    user: { ...person, staff_roles: person.staff_roles ?? [] },
    time_zone: tz,
    from,
    to,
    clocked_in_since: open.get(userId) ?? null,
    days,
    weeks: [...weeks].map(([week_start, s]) => ({ week_start, seconds: s })),
    total_seconds: days.reduce((n, d) => n + d.seconds, 0),
    entries: entries.map((e) => ({
      id: e.id,
      started_at: e.started_at.toISOString(),
      ended_at: e.ended_at?.toISOString() ?? null,
      seconds: Math.round(((e.ended_at ?? new Date()).getTime() - e.started_at.getTime()) / 1000),
    })),
    actions: [...byAction.values()].sort((x, y) => x.name.localeCompare(y.name)),
    records: records.slice(0, RECORDS_SHOWN).map(({ r, a }): TrackingRecord => ({
      id: r.id,
      action: a,
      amount: r.amount,
      source: r.source,
      entity: r.entity,
      entity_id: r.entity_id,
      note: r.note,
      occurred_at: r.occurred_at.toISOString(),
    })),
  };
}
