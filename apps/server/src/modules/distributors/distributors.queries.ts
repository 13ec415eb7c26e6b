import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { distributionOrders, distributors } from '../../db/schema';
import { containsPattern, countUpTo, literalLimit, rowsOf, type PageWindow, type Total } from '../../lib/paging';

export type DistributorRow = typeof distributors.$inferSelect;

export interface DistributorFilter {
  search?: string;
  active?: boolean;
}
export type DistributorSort = 'name' | 'lead_time_days' | 'created_at';

/** Orders in these states still expect the distributor to deliver: it cannot go while one is open. */
export const OPEN_ORDER_STATUSES = ['draft', 'sent', 'partially_received'] as const;

// Every query names the company: another company's distributor ids never match (404).
const live = (accountId: number): SQL => and(eq(distributors.account_id, accountId), isNull(distributors.deleted_at))!;

function conditions(accountId: number, f: DistributorFilter): SQL | undefined {
  const term = f.search?.trim();
  const like = term ? containsPattern(term) : '';
  return and(
    live(accountId),
    f.active === undefined ? undefined : eq(distributors.active, f.active),
    term
      ? or(
          ilike(distributors.name, like),
          ilike(distributors.contact_name, like),
          ilike(distributors.email, like),
          ilike(distributors.account_number, like),
          ilike(distributors.city, like),
        )
      : undefined,
  );
}

/** One page of the company's distributors (by name off distributors_account_name_idx). */
export async function findDistributorPage(
  db: Queryable,
  accountId: number,
  f: DistributorFilter,
  page: PageWindow & { sortBy?: DistributorSort; sortType?: 'asc' | 'desc' },
): Promise<{ rows: DistributorRow[]; total: Total }> {
  const where = conditions(accountId, f);
  const dir = page.sortType === 'desc' ? desc : asc;
  const order =
    page.sortBy && page.sortBy !== 'name'
      ? [dir(distributors[page.sortBy]), dir(distributors.id)]
      : [dir(sql`lower(${distributors.name})`), dir(distributors.id)];
  const rows = await db
    .select()
    .from(distributors)
    .where(where)
    .orderBy(...order)
    .limit(literalLimit(page.limit))
    .offset(page.offset);
  return { rows, total: await countUpTo(db, rowsOf(db, distributors, where), page) };
}

/** One live distributor of the company; `lock` holds it until the transaction ends (a delete against a new order). */
export async function findDistributor(db: Queryable, accountId: number, id: number, lock = false): Promise<DistributorRow | undefined> {
  const query = db
    .select()
    .from(distributors)
    .where(and(live(accountId), eq(distributors.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A distributor of the company, deleted ones too (an order made before the delete still shows who it went to). */
export async function findDistributorEver(db: Queryable, accountId: number, id: number): Promise<DistributorRow | undefined> {
  const [row] = await db
    .select()
    .from(distributors)
    .where(and(eq(distributors.account_id, accountId), eq(distributors.id, id)))
    .limit(1);
  return row;
}

export async function insertDistributor(db: Queryable, values: typeof distributors.$inferInsert): Promise<number> {
  const [row] = await db.insert(distributors).values(values).returning({ id: distributors.id });
  return row!.id;
}

export async function updateDistributor(
  db: Queryable,
  accountId: number,
  id: number,
  values: Partial<typeof distributors.$inferInsert>,
): Promise<void> {
  await db
    .update(distributors)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(live(accountId), eq(distributors.id, id)));
}

export async function softDeleteDistributor(db: Queryable, accountId: number, id: number): Promise<void> {
  await db
    .update(distributors)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(live(accountId), eq(distributors.id, id)));
}

/** Live distribution orders of the company to the distributor that are still open (draft, sent, partly received). */
export async function countOpenOrdersTo(db: Queryable, accountId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(distributionOrders)
    .where(
      and(
        eq(distributionOrders.account_id, accountId),
        eq(distributionOrders.distributor_id, id),
        isNull(distributionOrders.deleted_at),
        inArray(distributionOrders.status, [...OPEN_ORDER_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}
