import type { MyClock } from '@dme/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { timeEntries } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/app-error';
import { accountTimeZone, dayIn } from '../../lib/calendar-day';
import { companyOf, isUniqueViolation } from '../settings/tags.service';
import { addDays, secondsPerDay, weekStartOf } from './time.queries';

/** Whose clock: the colleague acted for (X-Staff-Id), else the caller. */
const personOf = (actor: Actor): number => actor.actingStaffId ?? actor.userId;

async function openEntry(db: Queryable, accountId: number, userId: number) {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.account_id, accountId), eq(timeEntries.user_id, userId), isNull(timeEntries.ended_at)));
  return row;
}

export async function clockOf(db: Queryable, actor: Actor): Promise<MyClock> {
  const accountId = companyOf(actor);
  const userId = personOf(actor);
  const tz = await accountTimeZone(db, accountId);
  const today = dayIn(tz);
  const week = weekStartOf(today);
  const days = await secondsPerDay(db, accountId, [userId], week, addDays(week, 6), tz);
  const open = await openEntry(db, accountId, userId);
  return {
    clocked_in_since: open?.started_at.toISOString() ?? null,
    today_seconds: days.find((d) => d.day === today)?.seconds ?? 0,
    week_seconds: days.reduce((n, d) => n + d.seconds, 0),
    today,
    time_zone: tz,
  };
}


export async function clockIn(db: Db, actor: Actor): Promise<MyClock> {
  const accountId = companyOf(actor);
  const userId = personOf(actor);
  try {
    await db.transaction(async (tx) => {
      if (await openEntry(tx, accountId, userId)) throw new AppError('conflict', 'You are already clocked in.');
      const [row] = await tx.insert(timeEntries).values({ account_id: accountId, user_id: userId, started_at: sql`now()` }).returning();
      await audit(tx, actor, { action: 'time_entry.clock_in', entity: 'time_entry', entityId: row!.id, after: { user_id: userId, started_at: row!.started_at } });
    });
  } catch (err) {
    // Two clicks at once: the open-entry index lets one through.
    if (isUniqueViolation(err)) throw new AppError('conflict', 'You are already clocked in.');
    throw err;
  }
  return clockOf(db, actor);
}

export async function clockOut(db: Db, actor: Actor): Promise<MyClock> {
  const accountId = companyOf(actor);
  const userId = personOf(actor);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(timeEntries)
      .set({ ended_at: sql`now()` })
      .where(and(eq(timeEntries.account_id, accountId), eq(timeEntries.user_id, userId), isNull(timeEntries.ended_at)))
      .returning();
    if (!row) throw new AppError('conflict', 'You are not clocked in.');
    await audit(tx, actor, { action: 'time_entry.clock_out', entity: 'time_entry', entityId: row.id, after: { user_id: userId, started_at: row.started_at, ended_at: row.ended_at } });
  });
  return clockOf(db, actor);
}
