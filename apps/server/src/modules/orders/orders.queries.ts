import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { accounts, locations, orderItems, orders, orderStatusHistory, patients, users } from '../../db/schema';
import { archivedIs, reachableOrders, statusCondition, type OrderScope } from './order-scope';

export type OrderRow = typeof orders.$inferSelect;

const prescriber = alias(users, 'prescriber');
const vendorAccount = alias(accounts, 'vendor_account');

/** An order with what its list row names: patient, prescriber, office, supplier and the number of items. */
const summarySelection = {
  order: orders,
  patient: { id: patients.id, first_name: patients.first_name, middle_name: patients.middle_name, last_name: patients.last_name, dob: patients.dob },
  doctor: { id: prescriber.id, name: prescriber.name },
  location: { id: locations.id, name: locations.name },
  vendor: { id: vendorAccount.id, name: vendorAccount.name },
  items_count: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.order_id} = ${orders.id})`,
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
}

/** `%term%` with the LIKE wildcards of the term itself escaped. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word must match the patient's names; a number also matches the order id. */
function searchMatches(term: string): SQL | undefined {
  const words = term.split(/\s+/).filter(Boolean);
  const byName = and(...words.map((w) => or(ilike(patients.first_name, contains(w)), ilike(patients.last_name, contains(w)))));
  return /^\d{1,9}$/.test(term) ? or(eq(orders.id, Number(term)), byName) : byName;
}

function conditions(scope: OrderScope, f: OrderFilter): SQL | undefined {
  const term = f.search?.trim();
  return and(
    reachableOrders(scope),
    archivedIs(f.archived ?? false),
    statusCondition(scope.side, f.status),
    f.viewable ? (f.viewable.length ? inArray(orders.status, [...f.viewable]) : sql`false`) : undefined,
    f.patientId ? eq(orders.patient_id, f.patientId) : undefined,
    term ? searchMatches(term) : undefined,
  );
}

export type OrderSort = 'id' | 'status' | 'rx_date' | 'created_at' | 'updated_at';

export async function findOrderPage(db: Queryable, scope: OrderScope, f: OrderFilter, page: { limit: number; offset: number; sortBy?: OrderSort; sortType?: 'asc' | 'desc' }) {
  const where = conditions(scope, f);
  const dir = page.sortType === 'asc' ? asc : desc;
  // Newest first unless asked otherwise: the work that just came in is what a list is opened for.
  const order = page.sortBy ? dir(orders[page.sortBy]) : desc(orders.created_at);
  const rows = await summaryQuery(db).where(where).orderBy(order, desc(orders.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(orders).leftJoin(patients, eq(patients.id, orders.patient_id)).where(where);
  return { rows, total: total?.n ?? 0 };
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
