import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { inList } from '../orders/order-scope';
import { amongMatching, matchingGate, matchingPatients, patientAmong } from '../patients/name-search';
import {
  deliveryRoutes,
  equipmentItems,
  inventorySkus,
  orderItems,
  orderItemStock,
  orders,
  patients,
  routePoints,
  serialNumbers,
  suborderItems,
  suborderCounts,
  suborders,
  suborderStatusHistory,
  users,
  warehouses,
} from '../../db/schema';
import { preparedByShape, preparedPage } from '../../lib/prepared';
import { cappedTotal, countLimitFor, countUpToSql, exactTotal, joinedPage, literalLimit, placeOnPage, countCapFor, searchWords, SHORT_COUNT_CAP, type PageWindow, type Total } from '../../lib/paging';
import { suborderJson } from './suborder-json';

export type SuborderRow = typeof suborders.$inferSelect;

/** A suborder of the company (live or replaced), optionally locked for a change. */
export async function findSuborder(db: Queryable, accountId: number, id: number, lock = false): Promise<SuborderRow | undefined> {
  const q = db
    .select()
    .from(suborders)
    .where(and(eq(suborders.id, id), eq(suborders.account_id, accountId), isNull(suborders.replaced_at)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function liveSubordersOfOrder(db: Queryable, orderId: number, lock = false): Promise<SuborderRow[]> {
  const q = db
    .select()
    .from(suborders)
    .where(and(eq(suborders.order_id, orderId), isNull(suborders.replaced_at)))
    .orderBy(asc(suborders.seq));
  return lock ? q.for('update') : q;
}

export interface SuborderFilter {
  accountId: number;
  /** Statuses the caller may see (staff permissions); null: all. */
  visible: readonly string[] | null;
  status?: string;
  patientId?: number;
  orderId?: number;
  method?: string;
  search?: string;
  /** Only suborders without a live claim (billing's "ready for billing"). */
  unbilled?: boolean;
}

/** What a search term can be: an order's number (`1234`, `1234-2`), a tracking number (6+ digits), or names. */
function searchParts(term: string | undefined) {
  const t = term?.trim() ?? '';
  const digits = t.replace(/\D/g, '');
  return {
    orderId: /^\d{1,9}(-\d+)?$/.test(t) ? Number(t.split('-')[0]) : null,
    tracking: digits.length >= 6 ? digits : null,
    words: searchWords(t),
  };
}

/**
 * The values of one list request, as literals or as the placeholders of its prepared statement (lib/prepared.ts):
 * the statement's text depends only on which of them are present, never on what they are.
 */
interface ListValues {
  accountId: number | Placeholder;
  visible: readonly string[] | Placeholder;
  status: string | Placeholder;
  patientId: number | Placeholder;
  orderId: number | Placeholder;
  method: string | Placeholder;
  searchOrderId: number | Placeholder;
  tracking: string | Placeholder;
  words: readonly (string | Placeholder)[];
}

function literalValues(f: SuborderFilter): ListValues {
  const search = searchParts(f.search);
  return {
    accountId: f.accountId,
    visible: f.visible ?? [],
    status: f.status ?? '',
    patientId: f.patientId ?? 0,
    orderId: f.orderId ?? 0,
    method: f.method ?? '',
    searchOrderId: search.orderId ?? 0,
    tracking: search.tracking ?? '',
    words: search.words,
  };
}

const placeholderValues = (f: SuborderFilter): ListValues => ({
  accountId: sql.placeholder('accountId'),
  visible: sql.placeholder('visible'),
  status: sql.placeholder('status'),
  patientId: sql.placeholder('patientId'),
  orderId: sql.placeholder('orderId'),
  method: sql.placeholder('method'),
  searchOrderId: sql.placeholder('searchOrderId'),
  tracking: sql.placeholder('tracking'),
  words: searchParts(f.search).words.map((_, i) => sql.placeholder(`w${i}`)),
});

/**
 * The list's WHERE: which conditions come from the filter, their values from `v`. `byName`: how a search's words
 * match (a way of reading the `matching` CTE, patients/name-search.ts); by default the names are matched in place.
 */
function whereOf(db: Queryable, f: SuborderFilter, v: ListValues, byName?: SQL): SQL | undefined {
  const search = f.search?.trim() ? searchParts(f.search) : undefined;
  return and(
    eq(suborders.account_id, v.accountId),
    isNull(suborders.replaced_at),
    f.visible ? inList(suborders.status, v.visible) : undefined,
    f.status ? eq(suborders.status, v.status) : undefined,
    f.patientId ? eq(suborders.patient_id, v.patientId) : undefined,
    f.orderId ? eq(suborders.order_id, v.orderId) : undefined,
    f.method ? eq(suborders.method, v.method) : undefined,
    f.unbilled ? sql`not exists (select 1 from claims c where c.suborder_id = ${suborders.id} and c.deleted_at is null)` : undefined,
    search
      ? or(
          // `1234-2` or `1234`: the order's suborders; 6 digits or more: a tracking number.
          search.orderId !== null ? eq(suborders.order_id, v.searchOrderId) : undefined,
          search.tracking !== null ? eq(suborders.tracking_number, v.tracking) : undefined,
          search.words.length > 0 ? (byName ?? patientAmong(db, suborders.patient_id, v.words, v.accountId)) : undefined,
        )
      : undefined,
  );
}

export type SuborderSort = 'created_at' | 'id' | 'status' | 'agreed_slot';

/**
 * One page of the shipping list in one statement: the page's ids from the list's index (the limit a literal, so the
 * plan stops after the page), the joins for those ids only, each row rendered as the JSON the list answers
 * (suborder-json.ts), and the total beside them (`totalOf`). Prepared once per shape (lib/prepared.ts):
 * building this statement costs the server more than PostgreSQL spends running it. `rows`: the rows' texts joined in
 * page order (null for a page past the end, whose total is then counted alone).
 */
export async function findSuborderPage(
  db: Queryable,
  f: SuborderFilter,
  sort: SuborderSort,
  descending: boolean,
  page: PageWindow,
): Promise<{ rows: string | null; total: Total }> {
  const search = f.search?.trim() ? searchParts(f.search) : null;
  const shape = {
    visible: Boolean(f.visible),
    status: Boolean(f.status),
    patient: Boolean(f.patientId),
    order: Boolean(f.orderId),
    method: Boolean(f.method),
    unbilled: Boolean(f.unbilled),
    search: search && { orderId: search.orderId !== null, tracking: search.tracking !== null, words: search.words.length },
    sort,
    descending,
    limit: page.limit,
    paged: page.offset > 0,
    countLimit: countLimitFor(page, countCapFor(f.search, SHORT_COUNT_CAP)),
  };
  const statement = preparedPage(db, `suborders ${JSON.stringify(shape)}`, () => suborderPageQuery(db, f, sort, descending, page, placeholderValues(f)));
  const v = literalValues(f);
  const row = await statement.execute({
    accountId: v.accountId,
    visible: v.visible,
    status: v.status,
    patientId: v.patientId,
    orderId: v.orderId,
    method: v.method,
    searchOrderId: v.searchOrderId,
    tracking: v.tracking,
    offset: page.offset,
    ...Object.fromEntries(v.words.map((w, i) => [`w${i}`, w])),
  });
  // A page past the end has no row to carry the total: counted alone, built with literal values only then (a rare path).
  const n = (row?.rows ? row.total : (await db.select({ n: totalOf(db, f, page, v) }).from(sql`(select 1) as one`))[0]?.n) ?? 0;
  return { rows: row?.rows ?? null, total: keptCountFits(f) ? exactTotal(n) : cappedTotal(n, shape.countLimit) };
}

/** The kept counts (migration 0028) hold the list's total when it is filtered by status, method and visibility only. */
const keptCountFits = (f: SuborderFilter): boolean => !f.search?.trim() && !f.patientId && !f.orderId && !f.unbilled;

/**
 * The list's total: the sum of the counts kept per status and method, exact at any size; else (a search, a patient's
 * or an order's suborders, the unbilled) the rows counted up to the cap, past which the screen says "1,000+" (a search: "100+").
 * `where`: the list's WHERE for the count, when it differs from `whereOf`'s (a search's way of reading its matches).
 */
function totalOf(db: Queryable, f: SuborderFilter, page: PageWindow, v: ListValues, where = whereOf(db, f, v)): SQL<number> {
  if (!keptCountFits(f)) return countUpToSql(db.select({ one: sql`1` }).from(suborders).where(where).$dynamic(), page, countCapFor(f.search, SHORT_COUNT_CAP)).sql;
  const c = suborderCounts;
  const kept = db
    .select({ n: sql<number>`coalesce(sum(${c.n}), 0)::int` })
    .from(c)
    .where(and(eq(c.account_id, v.accountId), f.visible ? inList(c.status, v.visible) : undefined, f.status ? eq(c.status, v.status) : undefined, f.method ? eq(c.method, v.method) : undefined));
  return sql<number>`(${kept})`.mapWith(Number);
}

function suborderPageQuery(db: Queryable, f: SuborderFilter, sort: SuborderSort, descending: boolean, page: PageWindow, v: ListValues) {
  const dir = descending ? desc : asc;
  const key = { created_at: suborders.created_at, id: suborders.id, status: suborders.status, agreed_slot: suborders.slot_starts_at }[sort];
  // A name search: the matching patients once (a CTE), read by one of two ways to the page and by the count.
  const matching = v.words.length > 0 ? matchingPatients(db, v.words, v.accountId) : undefined;
  const pageOf = (where: SQL | undefined) => {
    const limited = db
      .select({ id: suborders.id, k: sql`${key}`.as('k') })
      .from(suborders)
      .where(where)
      .orderBy(dir(key), dir(suborders.id))
      .limit(literalLimit(page.limit));
    return page.offset > 0 ? limited.offset(sql.placeholder('offset') as unknown as number) : limited;
  };
  const wayTo = (mode: 'few' | 'many') => pageOf(and(whereOf(db, f, v, amongMatching(db, suborders.patient_id, matching!, mode)), matchingGate(matching!, mode)));
  const p = (matching ? wayTo('few').unionAll(wayTo('many')) : pageOf(whereOf(db, f, v))).as('p');
  const where = matching ? whereOf(db, f, v, amongMatching(db, suborders.patient_id, matching, 'count')) : whereOf(db, f, v);
  // Numbered after the limit, over the page's rows only, so the scan still stops after the page.
  const ids = db.$with('page_ids').as(db.select({ id: p.id, at: placeOnPage([dir(p.k), dir(p.id)]) }).from(p));
  // Counted to 1,000 like the other ledger-sized lists: past that the screen says "1,000+" and pages on.
  const rows = withViewJoins(
    db
      .with(...(matching ? [matching, ids] : [ids]))
      .select({ json: suborderJson().as('json'), at: sql<number>`${ids.at}`.as('at'), total: sql<number>`${totalOf(db, f, page, v, where)}`.as('total') })
      .from(ids)
      .innerJoin(suborders, eq(suborders.id, ids.id))
      .$dynamic(),
  ).as('page_rows');
  return joinedPage(db, rows);
}

/** The joins of a suborder's row (its order, patient, warehouse, current stop, route and driver) onto `suborders`. */
function withViewJoins<T extends PgSelect>(q: T) {
  return (
    q
      .innerJoin(orders, eq(orders.id, suborders.order_id))
      .innerJoin(patients, eq(patients.id, suborders.patient_id))
      .leftJoin(warehouses, eq(warehouses.id, suborders.warehouse_id))
      // Its current stop: a failed attempt stays on its old route beside the new one.
      .leftJoin(routePoints, and(eq(routePoints.suborder_id, suborders.id), ne(routePoints.status, 'failed')))
      .leftJoin(deliveryRoutes, eq(deliveryRoutes.id, routePoints.route_id))
      .leftJoin(users, eq(users.id, deliveryRoutes.driver_id))
  );
}

/** What a suborder's screen and the planning views show: one statement with placeholders, whatever the ids. */
function suborderViewsQuery(db: Queryable) {
  return withViewJoins(
    db
      .select({
        s: suborders,
        order_status: orders.status,
        patient: { first_name: patients.first_name, middle_name: patients.middle_name, last_name: patients.last_name, phone: patients.phone },
        warehouse_name: warehouses.name,
        route: { id: deliveryRoutes.id, date: deliveryRoutes.date, driver_id: deliveryRoutes.driver_id, seq: routePoints.seq },
        driver_name: users.name,
        items_count: suborders.items_count,
      })
      .from(suborders)
      .$dynamic(),
  ).where(sql`${suborders.id} = any(${sql.placeholder('ids')})`);
}

/**
 * The rows for a set of ids (any order). Prepared once per connection: building this seven-table statement in
 * Drizzle cost more than PostgreSQL spends running it for a page (bench/shipping.ts).
 */
export async function findSuborderViews(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const statement = preparedByShape(db, 'suborder views', (name) => suborderViewsQuery(db).prepare(name));
  return statement.execute({ ids: [...ids] });
}
export type SuborderViewRow = Awaited<ReturnType<typeof findSuborderViews>>[number];

/** The lines of suborders with their equipment, SKU and unit (reserved or delivered). */
export async function findSuborderItems(db: Queryable, suborderIds: readonly number[]) {
  if (suborderIds.length === 0) return [];
  return db
    .select({
      id: suborderItems.id,
      suborder_id: suborderItems.suborder_id,
      order_item_id: suborderItems.order_item_id,
      hcpcs: equipmentItems.hcpcs,
      name: equipmentItems.name,
      quantity: orderItems.quantity,
      sku: sql<string | null>`coalesce(${inventorySkus.sku}, ${orderItems.sku})`,
      serialized: sql<boolean>`coalesce(${inventorySkus.serialized}, false)`,
      serial: sql<string | null>`coalesce(${serialNumbers.serial}, ${orderItems.serial})`,
      otc: suborderItems.otc,
      claim_index: suborderItems.claim_index,
      loaded_at: suborderItems.loaded_at,
      loaded_serial: suborderItems.loaded_serial,
      delivered_serial: suborderItems.delivered_serial,
      stock_sku_id: orderItemStock.sku_id,
      stock_issued_at: orderItemStock.issued_at,
    })
    .from(suborderItems)
    .innerJoin(orderItems, eq(orderItems.id, suborderItems.order_item_id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
    .leftJoin(orderItemStock, eq(orderItemStock.order_item_id, orderItems.id))
    .leftJoin(inventorySkus, eq(inventorySkus.id, orderItemStock.sku_id))
    .leftJoin(serialNumbers, eq(serialNumbers.id, orderItemStock.serial_number_id))
    .where(inArray(suborderItems.suborder_id, [...suborderIds]))
    .orderBy(asc(suborderItems.suborder_id), asc(suborderItems.id));
}
export type SuborderItemRow = Awaited<ReturnType<typeof findSuborderItems>>[number];

export async function findSuborderHistory(db: Queryable, suborderId: number) {
  return db
    .select({ h: suborderStatusHistory, user_name: users.name })
    .from(suborderStatusHistory)
    .leftJoin(users, eq(users.id, suborderStatusHistory.user_id))
    .where(eq(suborderStatusHistory.suborder_id, suborderId))
    .orderBy(desc(suborderStatusHistory.created_at), desc(suborderStatusHistory.id));
}
