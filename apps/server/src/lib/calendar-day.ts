import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';

/**
 * Calendar days the server stamps (document dates, default dates of service, refill dates, "today" of tasks) are
 * the day where the company or practice is, never the server's UTC day: at 8 pm in New York the UTC day is
 * already tomorrow, and a signed AOB would carry tomorrow's date. Every such date goes through `dayIn`.
 */

/** A user's zone when none is set (the column's default). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of the instant `at` in `timeZone` (an unknown zone falls back to UTC rather than failing a request). */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      // en-CA formats a date as YYYY-MM-DD.
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return at.toISOString().slice(0, 10);
    }
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * The clock of a practice or company: its owner's time zone (the first non-staff doctor or supplier of the
 * account; staff keep their own zone for their own screens).
 */
export async function accountTimeZone(db: Queryable, accountId: number): Promise<string> {
  const [owner] = await db
    .select({ tz: users.time_zone })
    .from(users)
    .where(and(eq(users.account_id, accountId), inArray(users.role, ['doctor', 'supplier']), eq(users.is_staff, false)))
    .orderBy(asc(users.id))
    .limit(1);
  return owner?.tz || DEFAULT_TIME_ZONE;
}

/** The day of `at` (by default now) on the account's clock. */
export async function accountDay(db: Queryable, accountId: number, at: Date = new Date()): Promise<string> {
  return dayIn(await accountTimeZone(db, accountId), at);
}
