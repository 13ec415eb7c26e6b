import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { patientNamedBy } from '../patients/name-search';
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
  suborders,
  suborderStatusHistory,
  users,
  warehouses,
} from '../../db/schema';
import { preparedByShape } from '../../lib/prepared';
import { countUpToSql, literalLimit, placeOnPage, SHORT_COUNT_CAP, type PageWindow, type Total } from '../../lib/paging';

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

function whereOf(db: Queryable, f: SuborderFilter): SQL | undefined {
  const term = f.search?.trim();
  const digits = term?.replace(/\D/g, '') ?? '';
  return and(
    eq(suborders.account_id, f.accountId),
    isNull(suborders.replaced_at),
    f.visible ? inArray(suborders.status, [...f.visible]) : undefined,
    f.status ? eq(suborders.status, f.status) : undefined,
    f.patientId ? eq(suborders.patient_id, f.patientId) : undefined,
    f.orderId ? eq(suborders.order_id, f.orderId) : undefined,
    f.method ? eq(suborders.method, f.method) : undefined,
    f.unbilled ? sql`not exists (select 1 from claims c where c.suborder_id = ${suborders.id} and c.deleted_at is null)` : undefined,
    term
      ? or(
          // `1234-2` or `1234`: the order's suborders; 12 digits: a tracking number.
          /^\d{1,9}(-\d+)?$/.test(term) ? eq(suborders.order_id, Number(term.split('-')[0])) : undefined,
          digits.length >= 6 ? eq(suborders.tracking_number, digits) : undefined,
          patientNamedBy(db, suborders.patient_id, term),
        )
      : undefined,
  );
}

export type SuborderSort = 'created_at' | 'id' | 'status' | 'agreed_slot';

/**
 * One page of ids in list order and the total counted up to the cap, in one statement (a round trip instead of two;
 * the limit a literal, so the prepared statement keeps a plan that stops after the page). Joins happen on the page only.
 */
export async function findSuborderPage(
  db: Queryable,
  f: SuborderFilter,
  sort: SuborderSort,
  descending: boolean,
  page: PageWindow,
): Promise<{ ids: number[]; total: Total }> {
  const where = whereOf(db, f);
  const dir = descending ? desc : asc;
  const key = { created_at: suborders.created_at, id: suborders.id, status: suborders.status, agreed_slot: suborders.slot_starts_at }[sort];
  const limited = db
    .select({ id: suborders.id, k: sql`${key}`.as('k') })
    .from(suborders)
    .where(where)
    .orderBy(dir(key), dir(suborders.id))
    .limit(literalLimit(page.limit));
  const p = (page.offset > 0 ? limited.offset(page.offset) : limited).as('p');
  // Numbered after the limit, over the page's rows only, so the scan still stops after the page.
  const ids = db.$with('page_ids').as(db.select({ id: p.id, at: placeOnPage([dir(p.k), dir(p.id)]) }).from(p));
  // Counted to 1,000 like the other ledger-sized lists: past that the screen says "1,000+" and pages on.
  const counted = countUpToSql(db.select({ one: sql`1` }).from(suborders).where(where).$dynamic(), page, SHORT_COUNT_CAP);
  const [row] = await db
    .with(ids)
    .select({ ids: sql<number[] | null>`(select array_agg(${ids.id} order by ${ids.at}) from ${ids})`, n: counted.sql })
    .from(sql`(select 1) as one`);
  return { ids: row?.ids ?? [], total: counted.totalOf(row?.n ?? 0) };
}

/** What a suborder's list row and screen show: one statement with placeholders, whatever the ids. */
function suborderViewsQuery(db: Queryable) {
  return db
    .select({
      s: suborders,
      order_status: orders.status,
      patient: { first_name: patients.first_name, middle_name: patients.middle_name, last_name: patients.last_name, phone: patients.phone },
      warehouse_name: warehouses.name,
      route: { id: deliveryRoutes.id, date: deliveryRoutes.date, driver_id: deliveryRoutes.driver_id, seq: routePoints.seq },
      driver_name: users.name,
      items_count: sql<number>`(select count(*)::int from ${suborderItems} si where si.suborder_id = ${suborders.id})`,
    })
    .from(suborders)
    .innerJoin(orders, eq(orders.id, suborders.order_id))
    .innerJoin(patients, eq(patients.id, suborders.patient_id))
    .leftJoin(warehouses, eq(warehouses.id, suborders.warehouse_id))
    // Its current stop: a failed attempt stays on its old route beside the new one.
    .leftJoin(routePoints, and(eq(routePoints.suborder_id, suborders.id), ne(routePoints.status, 'failed')))
    .leftJoin(deliveryRoutes, eq(deliveryRoutes.id, routePoints.route_id))
    .leftJoin(users, eq(users.id, deliveryRoutes.driver_id))
    .where(sql`${suborders.id} = any(${sql.placeholder('ids')})`);
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
