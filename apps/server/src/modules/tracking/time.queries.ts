import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/**
 * Totals per person and calendar day of the company's zone. A shift over midnight is split at the zone's midnight
 * (10 pm to 2 am counts 2 h on each day), an open shift counts up to now, and everything is clipped to the period.
 * Local midnights come from PostgreSQL's zone rules (`timestamp at time zone`), so days of 23 or 25 hours are right.
 */
export interface DaySeconds {
  user_id: number;
  day: string;
  seconds: number;
}

const userList = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

export async function secondsPerDay(db: Queryable, accountId: number, userIds: readonly number[], from: string, to: string, tz: string): Promise<DaySeconds[]> {
  if (!userIds.length) return [];
  const result = (await db.execute(sql`
    with bounds as (
      select (${from}::date)::timestamp at time zone ${tz} as lo, (${to}::date + 1)::timestamp at time zone ${tz} as hi
    ), clipped as (
      select e.user_id, greatest(e.started_at, b.lo) as s, least(coalesce(e.ended_at, now()), b.hi) as e
        from time_entries e, bounds b
       where e.account_id = ${accountId} and e.user_id = any(${userList(userIds)})
         and e.started_at < b.hi and coalesce(e.ended_at, now()) > b.lo
    )
    select c.user_id, to_char(d, 'YYYY-MM-DD') as day,
           sum(extract(epoch from least(c.e, (d + interval '1 day') at time zone ${tz}) - greatest(c.s, d at time zone ${tz})))::int as seconds
      from clipped c,
           generate_series(date_trunc('day', c.s at time zone ${tz}), date_trunc('day', (c.e - interval '1 microsecond') at time zone ${tz}), interval '1 day') d
     where c.e > c.s
     group by c.user_id, d
     order by c.user_id, d`)) as unknown as { rows: { user_id: number; day: string; seconds: number }[] };
  return result.rows.map((r) => ({ user_id: Number(r.user_id), day: r.day, seconds: Number(r.seconds) }));
}

export interface DayActions {
  user_id: number;
  day: string;
  points: number;
  action_minutes: number;
  actions_count: number;
}

export async function actionsPerDay(db: Queryable, accountId: number, userIds: readonly number[], from: string, to: string, tz: string): Promise<DayActions[]> {
  if (!userIds.length) return [];
  const result = (await db.execute(sql`
    select r.user_id, to_char(r.occurred_at at time zone ${tz}, 'YYYY-MM-DD') as day,
           coalesce(sum(r.amount) filter (where a.kind = 'points'), 0)::int as points,
           coalesce(sum(r.amount) filter (where a.kind = 'minutes'), 0)::int as action_minutes,
           count(*)::int as actions_count
      from tracking_records r join tracking_actions a on a.id = r.action_id
     where r.account_id = ${accountId} and r.user_id = any(${userList(userIds)})
       and r.occurred_at >= (${from}::date)::timestamp at time zone ${tz}
       and r.occurred_at < (${to}::date + 1)::timestamp at time zone ${tz}
     group by 1, 2
     order by 1, 2`)) as unknown as { rows: DayActions[] };
  return result.rows.map((r) => ({
    user_id: Number(r.user_id),
    day: r.day,
    points: Number(r.points),
    action_minutes: Number(r.action_minutes),
    actions_count: Number(r.actions_count),
  }));
}

// --- calendar-day arithmetic on YYYY-MM-DD (no zone: these are dates, not instants) ---------------------------

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => toDay(new Date(toDate(day).getTime() + n * 86_400_000));

/** The Monday of the week a day is in. */
export const weekStartOf = (day: string): string => addDays(day, -((toDate(day).getUTCDay() + 6) % 7));

export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
