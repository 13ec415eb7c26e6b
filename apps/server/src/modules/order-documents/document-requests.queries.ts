import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { countUpTo, type PageWindow } from '../../lib/paging';
import { accounts, documentRequests, orders, patients, users } from '../../db/schema';
import { reachableOrders, type OrderScope } from '../orders/order-scope';

export type DocumentRequestRow = typeof documentRequests.$inferSelect;

const vendorAccount = alias(accounts, 'request_vendor');
const practiceAccount = alias(accounts, 'request_practice');
const requester = alias(users, 'request_requester');
const answerer = alias(users, 'request_answerer');

const selection = {
  request: documentRequests,
  patient: { id: patients.id, first_name: patients.first_name, middle_name: patients.middle_name, last_name: patients.last_name },
  vendor: { id: vendorAccount.id, name: vendorAccount.name },
  practice: { id: practiceAccount.id, name: practiceAccount.name },
  requested_by: { id: requester.id, name: requester.name },
  answered_by: { id: answerer.id, name: answerer.name },
};

const requestQuery = (db: Queryable) =>
  db
    .select(selection)
    .from(documentRequests)
    .innerJoin(orders, eq(orders.id, documentRequests.order_id))
    .leftJoin(patients, eq(patients.id, orders.patient_id))
    .innerJoin(vendorAccount, eq(vendorAccount.id, documentRequests.vendor_id))
    .innerJoin(practiceAccount, eq(practiceAccount.id, documentRequests.doctor_account_id))
    .leftJoin(requester, eq(requester.id, documentRequests.requested_by))
    .leftJoin(answerer, eq(answerer.id, documentRequests.answered_by));
export type DocumentRequestView = Awaited<ReturnType<typeof findRequestsOfOrder>>[number];

/**
 * Requests the scope reaches: the supplier its own (to orders it still reaches), the practice those addressed to
 * it about orders it reaches (doctor staff: at their offices).
 */
function reachableRequests(scope: OrderScope): SQL {
  const own =
    scope.side === 'doctor' ? eq(documentRequests.doctor_account_id, scope.accountId) : eq(documentRequests.vendor_id, scope.accountId);
  return and(own, reachableOrders(scope))!;
}

export async function findRequestsOfOrder(db: Queryable, scope: OrderScope, orderId: number) {
  return requestQuery(db)
    .where(and(eq(documentRequests.order_id, orderId), reachableRequests(scope)))
    .orderBy(desc(documentRequests.created_at), desc(documentRequests.id));
}

export async function findRequest(db: Queryable, scope: OrderScope, id: number): Promise<DocumentRequestView | undefined> {
  const [row] = await requestQuery(db)
    .where(and(eq(documentRequests.id, id), reachableRequests(scope)))
    .limit(1);
  return row;
}

export interface RequestFilter {
  status?: string;
  orderId?: number;
}

export async function findRequestPage(
  db: Queryable,
  scope: OrderScope,
  f: RequestFilter,
  page: PageWindow & { sortBy?: 'created_at' | 'due_date' | 'status'; sortType?: 'asc' | 'desc' },
) {
  const where = and(
    reachableRequests(scope),
    f.status ? eq(documentRequests.status, f.status) : undefined,
    f.orderId ? eq(documentRequests.order_id, f.orderId) : undefined,
  );
  const sortBy = page.sortBy ?? 'created_at';
  const dir = page.sortType === 'asc' || (!page.sortType && sortBy === 'due_date') ? asc : desc;
  const rows = await requestQuery(db)
    .where(where)
    .orderBy(sql`${dir(documentRequests[sortBy])} nulls last`, desc(documentRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  const counted = db
    .select({ one: sql`1` })
    .from(documentRequests)
    .innerJoin(orders, eq(orders.id, documentRequests.order_id))
    .where(where);
  return { rows, total: await countUpTo(db, counted.$dynamic(), page) };
}

export async function findPendingOfType(db: Queryable, orderId: number, type: string): Promise<DocumentRequestRow[]> {
  return db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.order_id, orderId), eq(documentRequests.type, type), eq(documentRequests.status, 'pending')));
}

export async function insertRequest(db: Queryable, values: typeof documentRequests.$inferInsert): Promise<DocumentRequestRow> {
  const [row] = await db.insert(documentRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  db: Queryable,
  id: number,
  values: Partial<typeof documentRequests.$inferInsert>,
): Promise<DocumentRequestRow> {
  const [row] = await db
    .update(documentRequests)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(documentRequests.id, id))
    .returning();
  return row!;
}
