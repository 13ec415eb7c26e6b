import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countUpTo, rowsOf, type PageWindow, containsPattern } from '../../lib/paging';
import { communicationLogs, users } from '../../db/schema';

export interface LogFilter {
  accountId: number;
  timeZone: string;
  direction?: 'inbound' | 'outbound';
  dateFrom?: string;
  dateTo?: string;
  search?: string;
}

function conditions(f: LogFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(communicationLogs.account_id, f.accountId)];
  if (f.direction) conds.push(eq(communicationLogs.direction, f.direction));
  // Calendar days of the caller's time zone, turned into instants by the database.
  if (f.dateFrom) conds.push(sql`${communicationLogs.started_at} >= (${f.dateFrom}::date)::timestamp at time zone ${f.timeZone}`);
  if (f.dateTo) conds.push(sql`${communicationLogs.started_at} < (${f.dateTo}::date + 1)::timestamp at time zone ${f.timeZone}`);
  const term = f.search?.trim();
  if (term) {
    const like = containsPattern(term);
    conds.push(
      or(
        ilike(communicationLogs.from_number, like),
        ilike(communicationLogs.from_name, like),
        ilike(communicationLogs.to_number, like),
        ilike(communicationLogs.to_name, like),
      ),
    );
  }
  return and(...conds);
}

const selection = { log: communicationLogs, user_name: users.name };

export async function findLogs(db: Queryable, f: LogFilter, page: PageWindow) {
  const where = conditions(f);
  const rows = await db
    .select(selection)
    .from(communicationLogs)
    .leftJoin(users, eq(users.id, communicationLogs.user_id))
    .where(where)
    .orderBy(desc(communicationLogs.started_at), desc(communicationLogs.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, communicationLogs, where), page);
  return { rows, total };
}

export type LogRow = Awaited<ReturnType<typeof findLogs>>['rows'][number];

export async function findLogByExternalId(
  db: Queryable,
  accountId: number,
  channel: string,
  externalId: string,
): Promise<LogRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(communicationLogs)
    .leftJoin(users, eq(users.id, communicationLogs.user_id))
    .where(
      and(
        eq(communicationLogs.account_id, accountId),
        eq(communicationLogs.channel, channel),
        eq(communicationLogs.external_id, externalId),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts unless the same call was reported before; answers the new id, or null for a repeat. */
export async function insertLogOnce(db: Queryable, values: typeof communicationLogs.$inferInsert): Promise<number | null> {
  const [row] = await db
    .insert(communicationLogs)
    .values(values)
    .onConflictDoNothing({ target: [communicationLogs.account_id, communicationLogs.channel, communicationLogs.external_id] })
    .returning({ id: communicationLogs.id });
  return row?.id ?? null;
}

/** Calls of the caller's calendar day, per direction (the calls-today widget). */
export async function countCallsOn(db: Queryable, accountId: number, day: string, timeZone: string) {
  const rows = await db
    .select({ direction: communicationLogs.direction, n: count() })
    .from(communicationLogs)
    .where(conditions({ accountId, timeZone, dateFrom: day, dateTo: day }))
    .groupBy(communicationLogs.direction);
  return Object.fromEntries(rows.map((r) => [r.direction, r.n])) as Partial<Record<'inbound' | 'outbound' | 'unknown', number>>;
}
