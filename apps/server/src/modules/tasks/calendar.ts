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

/** The day of an instant in a zone: the server's one helper, under the name the tasks' callers import. */
export { dayIn } from '../../lib/calendar-day';
