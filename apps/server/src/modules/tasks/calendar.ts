import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';

/**
 * "Today" is the caller's calendar day, not the server's: a task due today must not turn overdue at 7 pm in
 * New York because the server runs on UTC.
 */
export async function callerTimeZone(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.select({ tz: users.time_zone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.tz ?? 'UTC';
}

/** `YYYY-MM-DD` of the given instant in a time zone (an unknown zone falls back to UTC). */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}
