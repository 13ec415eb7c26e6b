import { and, asc, desc, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { accounts, locations, orderDoctorCounts, orders, orderStatusHistory, orderTags, orderVendorCounts, patients, users } from '../../db/schema';
import { cappedTotal, COUNT_CAP, countLimitFor, countUpToSql, exactTotal, joinedPage, placeOnPage, countCapFor, literalLimit, sumOf, type PageWindow } from '../../lib/paging';
import { preparedPage } from '../../lib/prepared';
import { amongMatching, matchingGate, matchingPatients, type Matching, type MatchMode } from '../patients/name-search';
import { archivedIs, inList, reachableOrders, statusCondition, statusShape, type Bound, type BoundList, type OrderScope, type ScopeValues } from './order-scope';
import { orderSummaryJson, prescriber, vendorAccount } from './order-summary-json';

export type OrderRow = typeof orders.$inferSelect;


/** An order with what its list row names: patient, prescriber, office, supplier and the number of items. */
const summarySelection = {
  order: orders,
  patient: { id: patients.id, first_name: patients.first_name, middle_name: patients.middle_name, last_name: patients.last_name, dob: patients.dob },
  doctor: { id: prescriber.id, name: prescriber.name },
  location: { id: locations.id, name: locations.name },
  vendor: { id: vendorAccount.id, name: vendorAccount.name },
  items_count: orders.items_count,
};

const summaryQuery = (db: Queryable) =>
  db
    .select(summarySelection)
    .from(orders)
    .leftJoin(patients, eq(patients.id, orders.patient_id))
    .leftJoin(prescriber, eq(prescriber.id, orders.doctor_id))
    .leftJoin(locations, eq(locations.id, orders.doctor_location_id))
    .leftJoin(vendorAccount, eq(vendorAccount.id, orders.vendor_id));
export type OrderSummaryRow = NonNullable<Awaited<ReturnType<typeof findOrderSummary>>>;


export interface OrderFilter {
  status: 'all' | number;
  /** Supplier staff: the statuses they may view at their location. */
  viewable?: readonly number[];
  patientId?: number;
  archived?: boolean;
  search?: string;
  /** Supplier side: only orders carrying this tag (checked to be the company's by the service). */
  tagId?: number;
}

/**
 * The values of one list request, as literals or as the placeholders of its prepared statement (lib/prepared.ts):
 * the statement's text depends only on which of them are present, never on what they are.
 */
interface ListValues extends ScopeValues {
  status: Bound;
  viewable: BoundList;
  patientId: Bound;
  /** The search's words (name-search.ts matches each inside a name's word), and the search as an order id when it is a number. */
  words: readonly (string | Placeholder)[];
  orderId: Bound;
  tag: Bound;
  offset: Bound;
}

function literalValues(scope: OrderScope, f: OrderFilter, page: PageWindow): ListValues {
  const words = searchWords(f.search);
  return {
    accountId: scope.accountId,
    locationIds: scope.side === 'doctor' ? scope.locationIds : undefined,
    status: typeof f.status === 'number' ? f.status : 0,
    viewable: f.viewable ?? [],
    patientId: f.patientId ?? 0,
    words,
    orderId: Number(f.search?.trim()) || 0,
    tag: f.tagId ?? 0,
    offset: page.offset,
  };
}

function placeholderValues(scope: OrderScope, f: OrderFilter): ListValues {
  return {
    accountId: sql.placeholder('accountId'),
    locationIds: scope.side === 'doctor' && scope.locationIds ? sql.placeholder('locationIds') : undefined,
    status: sql.placeholder('status'),
    viewable: f.viewable?.length ? sql.placeholder('viewable') : [],
    patientId: sql.placeholder('patientId'),
    words: searchWords(f.search).map((_, i) => sql.placeholder(`w${i}`)),
    orderId: sql.placeholder('orderId'),
    tag: sql.placeholder('tag'),
    offset: sql.placeholder('offset'),
  };
}

const searchWords = (search: string | undefined): string[] => (search?.trim() ? search.trim().split(/\s+/).filter(Boolean) : []);
const searchesId = (search: string | undefined): boolean => /^\d{1,9}$/.test(search?.trim() ?? '');

/**
 * How a search narrows the orders (patients/name-search.ts: `few`/`many` the two ways to a page, `count` the total).
 * A number also matches the order id.
 */
function searchMatches(db: Queryable, f: OrderFilter, v: ListValues, matching: Matching, mode: MatchMode): SQL | undefined {
  const byName = amongMatching(db, orders.patient_id, matching, mode);
  const matches = searchesId(f.search) ? or(eq(orders.id, v.orderId), byName) : byName;
  return mode === 'count' ? matches : and(matches, matchingGate(matching, mode));
}

function conditions(db: Queryable, scope: OrderScope, f: OrderFilter, v: ListValues, search?: { matching: Matching; mode: MatchMode }): SQL | undefined {
  return and(
    reachableOrders(scope, v),
    archivedIs(f.archived ?? false),
    statusCondition(scope.side, f.status, orders.status, v.status),
    f.viewable ? inList(orders.status, v.viewable) : undefined,
    f.patientId ? eq(orders.patient_id, v.patientId) : undefined,
    search ? searchMatches(db, f, v, search.matching, search.mode) : undefined,
    // The tag's rows come from order_tags' primary key (tag_id, order_id).
    f.tagId ? inArray(orders.id, db.select({ id: orderTags.order_id }).from(orderTags).where(eq(orderTags.tag_id, v.tag))) : undefined,
  );
}

export type OrderSort = 'id' | 'status' | 'rx_date' | 'created_at' | 'updated_at';
type OrderPageWindow = PageWindow & { sortBy?: OrderSort; sortType?: 'asc' | 'desc' };

/**
 * One page of a side's orders list, in one statement, each row already the JSON the list answers: the page's ids from the list indexes (scope, status, sort) in
 * a CTE, the joins for those ids only, and the total beside each row: a sum of the counts kept per status, or, for a
 * search or a patient's orders, a count up to the cap. The statement is prepared once per shape (lib/prepared.ts).
 */
export async function findOrderPage(db: Queryable, scope: OrderScope, f: OrderFilter, page: OrderPageWindow) {
  const counting = Boolean(f.search?.trim() || f.patientId || f.tagId);
  const shape = {
    side: scope.side,
    offices: scope.side === 'doctor' && scope.locationIds ? scope.locationIds.length > 0 : null,
    archived: f.archived ?? false,
    status: statusShape(scope.side, f.status),
    viewable: f.viewable ? f.viewable.length > 0 : null,
    patient: Boolean(f.patientId),
    tag: Boolean(f.tagId),
    words: searchWords(f.search).length,
    id: searchesId(f.search),
    sortBy: page.sortBy ?? null,
    sortType: page.sortType ?? null,
    limit: page.limit,
    paged: page.offset > 0,
    countLimit: counting ? countLimitFor(page, countCapOf(f)) : null,
  };
  const statement = preparedPage(db, `orders ${JSON.stringify(shape)}`, () => orderPageQuery(db, scope, f, page, placeholderValues(scope, f)));
  const literal = literalValues(scope, f, page);
  const page0 = await statement.execute({
    accountId: literal.accountId,
    locationIds: literal.locationIds,
    status: literal.status,
    viewable: literal.viewable,
    patientId: literal.patientId,
    orderId: literal.orderId,
    tag: literal.tag,
    offset: literal.offset,
    ...Object.fromEntries(literal.words.map((w, i) => [`w${i}`, w])),
  });
  // A page past the end has no row to carry the total: ask for it alone (with literal values: a rare path).
  const n = page0?.total ?? (await totalAlone(db, scope, f, page, literal)) ?? 0;
  // The reading rule alone: building the total's SQL again on every request (Drizzle's tree) costs more than the page.
  const total = shape.countLimit === null ? exactTotal(n) : cappedTotal(n, shape.countLimit);
  return { rows: page0?.rows ? [page0.rows] : [], total };
}

async function totalAlone(db: Queryable, scope: OrderScope, f: OrderFilter, page: PageWindow, v: ListValues): Promise<number | undefined> {
  const matching = v.words.length ? matchingPatients(db, v.words, v.accountId) : undefined;
  const total = orderTotal(db, scope, f, page, v, matching);
  const query = matching ? db.with(matching).select({ n: total }) : db.select({ n: total });
  return (await query.from(sql`(select 1) as one`))[0]?.n;
}

function orderPageQuery(db: Queryable, scope: OrderScope, f: OrderFilter, page: OrderPageWindow, v: ListValues) {
  // Newest first unless asked otherwise: the work that just came in is what a list is opened for.
  const dir = page.sortBy ? (page.sortType === 'asc' ? asc : desc) : desc;
  const column = orders[page.sortBy ?? 'created_at'];
  const ordering = column === orders.id ? [dir(orders.id)] : [dir(column), dir(orders.id)];
  const matching = v.words.length ? matchingPatients(db, v.words, v.accountId) : undefined;
  const pageOf = (mode?: 'few' | 'many') => {
    const q = db
      .select({ id: orders.id })
      .from(orders)
      .where(conditions(db, scope, f, v, matching && mode ? { matching, mode } : undefined))
      .orderBy(...ordering)
      .limit(literalLimit(page.limit));
    return page.offset > 0 ? q.offset(v.offset as number) : q;
  };
  const ids = db.$with('page_ids').as(matching ? pageOf('few').unionAll(pageOf('many')) : pageOf());
  const ctes = matching ? [matching, ids] : [ids];
  const rows = db
    .with(...ctes)
    // Each row as the JSON the list answers (order-summary-json.ts), its place on the page, and the list's total.
    .select({ json: orderSummaryJson(scope.side).as('json'), at: placeOnPage(ordering), total: orderTotal(db, scope, f, page, v, matching).as('total') })
    .from(ids)
    .innerJoin(orders, eq(orders.id, ids.id))
    .leftJoin(patients, eq(patients.id, orders.patient_id))
    .leftJoin(prescriber, eq(prescriber.id, orders.doctor_id))
    .leftJoin(locations, eq(locations.id, orders.doctor_location_id))
    .leftJoin(vendorAccount, eq(vendorAccount.id, orders.vendor_id))
    .as('page_rows');
  return joinedPage(db, rows);
}

/** How far a counted total goes: a search to its own cap, a patient's own orders to the usual one. */
const countCapOf = (f: OrderFilter): number => countCapFor(f.search, COUNT_CAP);

/** The list's total: the kept counts, or for a search or a patient's orders a count up to the cap. */
function orderTotal(db: Queryable, scope: OrderScope, f: OrderFilter, page: PageWindow, v: ListValues, matching?: Matching): SQL<number> {
  if (f.search?.trim() || f.patientId || f.tagId) {
    const where = conditions(db, scope, f, v, matching ? { matching, mode: 'count' } : undefined);
    return countUpToSql(db.select({ one: sql`1` }).from(orders).where(where).$dynamic(), page, countCapOf(f)).sql;
  }
  return keptOrderCount(db, scope, f, v);
}

/** The list's total as a sum of the counts kept per status (migration 0005), for the same scope and tab. */
function keptOrderCount(db: Queryable, scope: OrderScope, f: OrderFilter, v: ListValues): SQL<number> {
  const archived = f.archived ?? false;
  if (scope.side === 'supplier') {
    const c = orderVendorCounts;
    const q = db
      .select({ n: sumOf(c.n) })
      .from(c)
      .where(and(eq(c.vendor_id, v.accountId), eq(c.visible, true), eq(c.archived, archived), statusCondition('supplier', f.status, c.status, v.status), f.viewable ? inList(c.status, v.viewable) : undefined));
    return sql<number>`(${q})`.mapWith(Number);
  }
  const c = orderDoctorCounts;
  const q = db
    .select({ n: sumOf(c.n) })
    .from(c)
    .where(
      and(
        eq(c.doctor_account_id, v.accountId),
        eq(c.archived, archived),
        v.locationIds ? inList(c.location_id, v.locationIds) : undefined,
        statusCondition('doctor', f.status, c.status, v.status),
        f.viewable ? inList(c.status, v.viewable) : undefined,
      ),
    );
  return sql<number>`(${q})`.mapWith(Number);
}

export async function findOrderSummary(db: Queryable, scope: OrderScope, id: number) {
  const [row] = await summaryQuery(db)
    .where(and(eq(orders.id, id), reachableOrders(scope)))
    .limit(1);
  return row;
}

/**
 * The order row if the scope reaches it (archived ones included). With `lock`, the row stays locked until the
 * transaction ends, so checks and the write that follows them see no concurrent change (one transition wins).
 */
export async function findReachableOrder(db: Queryable, scope: OrderScope, id: number, lock = false): Promise<OrderRow | undefined> {
  const q = db.select().from(orders).where(and(eq(orders.id, id), reachableOrders(scope))).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertOrder(db: Queryable, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function updateOrder(db: Queryable, id: number, values: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/**
 * Moves the order only if it is still in `from`: with the row lock this is belt and braces, and it keeps a
 * transition correct even for a caller that forgot the lock. Answers the new row, or undefined when it moved.
 */
export async function updateOrderStatus(db: Queryable, id: number, from: number, values: Partial<typeof orders.$inferInsert> & { status: number }) {
  const [row] = await db
    .update(orders)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row;
}

// --- history -----------------------------------------------------------------------------------------------

export async function insertHistory(db: Queryable, values: typeof orderStatusHistory.$inferInsert): Promise<void> {
  await db.insert(orderStatusHistory).values(values);
}

const actingStaff = alias(users, 'acting_staff');

export async function findHistory(db: Queryable, orderId: number) {
  return db
    .select({
      row: orderStatusHistory,
      user: { id: users.id, name: users.name },
      staff: { id: actingStaff.id, name: actingStaff.name },
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.user_id))
    .leftJoin(actingStaff, eq(actingStaff.id, orderStatusHistory.staff_id))
    .where(eq(orderStatusHistory.order_id, orderId))
    .orderBy(asc(orderStatusHistory.created_at), asc(orderStatusHistory.id));
}

// --- references the order may take ----------------------------------------------------------------------------

/** The supplier account with that id (any supplier may receive a practice's order). */
export async function findSupplierAccount(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.type, 'supplier')))
    .limit(1);
  return row;
}

export async function findAccountLocation(db: Queryable, accountId: number, id: number) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.account_id, accountId), sql`${locations.deleted_at} is null`))
    .limit(1);
  return row;
}

/** Whose account a user belongs to (for "only the side that archived it restores it"). */
export async function findUserAccountId(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db.select({ account_id: users.account_id }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.account_id ?? null;
}
