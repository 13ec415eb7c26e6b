import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DistributionOrderKind, DistributionOrderStatusKey } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { distributionOrderLines, distributionOrders, distributors, users, warehouses } from '../../db/schema';
import { containsPattern, countUpTo, inPageOrder, literalLimit, rowsOf, type PageWindow, type Total } from '../../lib/paging';

export type DistributionOrderRow = typeof distributionOrders.$inferSelect;

export interface OrderFilter {
  search?: string;
  status?: DistributionOrderStatusKey;
  kind?: DistributionOrderKind;
  distributorId?: number;
  warehouseId?: number;
}
export type OrderSort = 'created_at' | 'sent_at' | 'received_at' | 'status';

export interface OrderSummaryRow {
  order: DistributionOrderRow;
  distributor: { id: number; name: string };
  warehouse: { id: number; name: string };
  creator: { id: number; name: string } | null;
  totals: OrderTotals;
}
export interface OrderTotals {
  lines_count: number;
  quantity_total: number;
  received_total: number;
  total_cents: number;
}
const NO_LINES: OrderTotals = { lines_count: 0, quantity_total: 0, received_total: 0, total_cents: 0 };

// Every query names the company: another company's order ids never match (404). Deleted drafts are gone.
const live = (accountId: number): SQL => and(eq(distributionOrders.account_id, accountId), isNull(distributionOrders.deleted_at))!;

function conditions(accountId: number, f: OrderFilter): SQL | undefined {
  const term = f.search?.trim().replace(/^#/, '');
  const byName = (like: string) =>
    sql`${distributionOrders.distributor_id} in (select ${distributors.id} from ${distributors} where ${distributors.account_id} = ${accountId} and ${ilike(distributors.name, like)})`;
  return and(
    live(accountId),
    f.status ? eq(distributionOrders.status, f.status) : undefined,
    f.kind ? eq(distributionOrders.kind, f.kind) : undefined,
    f.distributorId ? eq(distributionOrders.distributor_id, f.distributorId) : undefined,
    f.warehouseId ? eq(distributionOrders.warehouse_id, f.warehouseId) : undefined,
    term
      ? /^\d{1,9}$/.test(term)
        ? or(eq(distributionOrders.id, Number(term)), eq(distributionOrders.order_id, Number(term)))
        : or(ilike(distributionOrders.note, containsPattern(term)), byName(containsPattern(term)))
      : undefined,
  );
}

/**
 * One page of the company's distribution orders: the page's ids come off distribution_orders_account_created_idx
 * (newest first by default); names and line totals are joined for those ids only.
 */
export async function findOrderPage(
  db: Queryable,
  accountId: number,
  f: OrderFilter,
  page: PageWindow & { sortBy?: OrderSort; sortType?: 'asc' | 'desc' },
): Promise<{ rows: OrderSummaryRow[]; total: Total }> {
  const where = conditions(accountId, f);
  const dir = page.sortType === 'asc' ? asc : desc;
  const key = page.sortBy ?? 'created_at';
  const ids = (
    await db
      .select({ id: distributionOrders.id })
      .from(distributionOrders)
      .where(where)
      .orderBy(dir(distributionOrders[key]), dir(distributionOrders.id))
      .limit(literalLimit(page.limit))
      .offset(page.offset)
  ).map((r) => r.id);
  const rows = await findOrderSummaries(db, accountId, ids);
  return { rows: inPageOrder(ids, rows, (r) => r.order.id), total: await countUpTo(db, rowsOf(db, distributionOrders, where), page) };
}

/** Orders by id with their distributor, warehouse, author and line totals (deleted distributors still named). */
export async function findOrderSummaries(db: Queryable, accountId: number, ids: readonly number[]): Promise<OrderSummaryRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      order: distributionOrders,
      distributor: { id: distributors.id, name: distributors.name },
      warehouse: { id: warehouses.id, name: warehouses.name },
      creator: { id: users.id, name: users.name },
    })
    .from(distributionOrders)
    .innerJoin(distributors, eq(distributors.id, distributionOrders.distributor_id))
    .innerJoin(warehouses, eq(warehouses.id, distributionOrders.warehouse_id))
    .leftJoin(users, eq(users.id, distributionOrders.created_by))
    .where(and(live(accountId), inArray(distributionOrders.id, [...ids])));
  const totals = await lineTotals(db, ids);
  return rows.map((r) => ({ ...r, totals: totals.get(r.order.id) ?? NO_LINES }));
}

async function lineTotals(db: Queryable, ids: readonly number[]): Promise<Map<number, OrderTotals>> {
  const l = distributionOrderLines;
  const rows = await db
    .select({
      id: l.distribution_order_id,
      lines_count: sql<number>`count(*)::int`,
      quantity_total: sql<number>`coalesce(sum(${l.quantity}), 0)::int`,
      received_total: sql<number>`coalesce(sum(${l.received_quantity}), 0)::int`,
      // quantity x price can pass integer range: summed as bigint, which a JS number holds exactly up to 2^53.
      total_cents: sql<number>`coalesce(sum(${l.quantity}::bigint * ${l.unit_price_cents}), 0)`.mapWith(Number),
    })
    .from(l)
    .where(inArray(l.distribution_order_id, [...ids]))
    .groupBy(l.distribution_order_id);
  return new Map(rows.map(({ id, ...t }) => [id, t]));
}

/** One live order of the company; `lock` holds it until the transaction ends (status changes and receipts queue). */
export async function findOrder(db: Queryable, accountId: number, id: number, lock = false): Promise<DistributionOrderRow | undefined> {
  const query = db
    .select()
    .from(distributionOrders)
    .where(and(live(accountId), eq(distributionOrders.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertOrder(db: Queryable, values: typeof distributionOrders.$inferInsert): Promise<number> {
  const [row] = await db.insert(distributionOrders).values(values).returning({ id: distributionOrders.id });
  return row!.id;
}

export async function updateOrder(
  db: Queryable,
  accountId: number,
  id: number,
  values: Partial<typeof distributionOrders.$inferInsert>,
): Promise<void> {
  await db
    .update(distributionOrders)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(live(accountId), eq(distributionOrders.id, id)));
}

/**
 * Moves the order from one of `from` to `to`; answers false when it was in none of them (the row is locked by
 * the caller, so this is the check and the change at once).
 */
export async function moveStatus(
  db: Queryable,
  accountId: number,
  id: number,
  from: readonly DistributionOrderStatusKey[],
  to: DistributionOrderStatusKey,
  extra: Partial<typeof distributionOrders.$inferInsert> = {},
): Promise<boolean> {
  const moved = await db
    .update(distributionOrders)
    .set({ ...extra, status: to, updated_at: sql`now()` })
    .where(and(live(accountId), eq(distributionOrders.id, id), inArray(distributionOrders.status, [...from])))
    .returning({ id: distributionOrders.id });
  return moved.length === 1;
}

export async function softDeleteOrder(db: Queryable, accountId: number, id: number): Promise<void> {
  await db
    .update(distributionOrders)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(live(accountId), eq(distributionOrders.id, id)));
}

/** A live warehouse of the company, for an order's target (`active` tells whether new orders may go to it). */
export async function findCompanyWarehouse(db: Queryable, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.account_id, accountId), eq(warehouses.id, id), isNull(warehouses.deleted_at)))
    .limit(1);
  return row;
}

/** The order's warehouse, deleted or not (what the detail and the printed order show). */
export async function findWarehouseEver(db: Queryable, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.account_id, accountId), eq(warehouses.id, id)))
    .limit(1);
  return row;
}
