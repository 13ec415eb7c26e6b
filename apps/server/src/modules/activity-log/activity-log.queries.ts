import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { auditLogs, users } from '../../db/schema';
import { countUpTo, literalLimit, rowsOf, type PageWindow, type Total } from '../../lib/paging';

export interface ActivityFilter {
  accountId: number;
  timeZone: string;
  userId?: number;
  entity?: string;
  action?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** The company's rows and the filters; with the user filter the (account, user, created_at) index serves the page. */
function conditions(f: ActivityFilter): SQL {
  const conds: (SQL | undefined)[] = [eq(auditLogs.account_id, f.accountId)];
  if (f.userId !== undefined) conds.push(eq(auditLogs.user_id, f.userId));
  if (f.entity) conds.push(eq(auditLogs.entity, f.entity));
  if (f.action) conds.push(eq(auditLogs.action, f.action));
  // Calendar days of the caller's zone, turned into instants by the database.
  if (f.dateFrom) conds.push(sql`${auditLogs.created_at} >= (${f.dateFrom}::date)::timestamp at time zone ${f.timeZone}`);
  if (f.dateTo) conds.push(sql`${auditLogs.created_at} < (${f.dateTo}::date + 1)::timestamp at time zone ${f.timeZone}`);
  return and(...conds)!;
}

const staffUsers = alias(users, 'staff_user');

export async function findActivity(db: Queryable, f: ActivityFilter, page: PageWindow, sortType: 'asc' | 'desc' = 'desc') {
  const where = conditions(f);
  const dir = sortType === 'asc' ? asc : desc;
  const rows = await db
    .select({ log: auditLogs, user_name: users.name, staff_name: staffUsers.name })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.user_id))
    .leftJoin(staffUsers, eq(staffUsers.id, auditLogs.staff_id))
    .where(where)
    .orderBy(dir(auditLogs.created_at), dir(auditLogs.id))
    .limit(literalLimit(page.limit))
    .offset(page.offset);
  const total: Total = await countUpTo(db, rowsOf(db, auditLogs, where), page);
  return { rows, total };
}

export type ActivityRow = Awaited<ReturnType<typeof findActivity>>['rows'][number];

/** Everyone of the company, for the user filter (drivers and former staff included: their rows stay on the log). */
export async function findCompanyUsers(db: Queryable, accountId: number) {
  return db.select({ id: users.id, name: users.name }).from(users).where(eq(users.account_id, accountId)).orderBy(asc(users.name), asc(users.id));
}

/** How far back the entity and action choices look: the filters offer what the company's log recently holds. */
const CHOICES_DAYS = 180;

export async function findDistinct(db: Queryable, accountId: number, column: 'entity' | 'action'): Promise<string[]> {
  const col = column === 'entity' ? auditLogs.entity : auditLogs.action;
  const rows = await db
    .selectDistinct({ value: col })
    .from(auditLogs)
    .where(and(eq(auditLogs.account_id, accountId), gte(auditLogs.created_at, sql`now() - make_interval(days => ${CHOICES_DAYS})`)))
    .orderBy(col)
    .limit(500);
  return rows.map((r) => r.value);
}
