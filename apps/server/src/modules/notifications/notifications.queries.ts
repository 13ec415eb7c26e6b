import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countUpTo, rowsOf, type PageWindow } from '../../lib/paging';
import { systemNotifications } from '../../db/schema';

export type NotificationRow = typeof systemNotifications.$inferSelect;

export async function findNotifications(db: Queryable, userId: number, opts: PageWindow & { unreadOnly: boolean }) {
  const mine = eq(systemNotifications.user_id, userId);
  const where = opts.unreadOnly ? and(mine, isNull(systemNotifications.read_at)) : mine;
  const rows = await db
    .select()
    .from(systemNotifications)
    .where(where)
    .orderBy(desc(systemNotifications.created_at), desc(systemNotifications.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const total = await countUpTo(db, rowsOf(db, systemNotifications, where), opts);
  // The unread badge is not a page's total but the bell's figure, so it stays an exact count.
  const [unread] = await db
    .select({ n: count() })
    .from(systemNotifications)
    .where(and(mine, isNull(systemNotifications.read_at)));
  return { rows, total, unread: unread?.n ?? 0 };
}

export async function insertNotification(db: Queryable, values: typeof systemNotifications.$inferInsert): Promise<number> {
  const [row] = await db.insert(systemNotifications).values(values).returning({ id: systemNotifications.id });
  return row!.id;
}
