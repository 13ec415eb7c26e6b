import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, equipmentItems, orderItems, orders, patientRequests, patients, users } from '../../db/schema';
import { countUpTo, rowsOf, type PageWindow, type Total } from '../../lib/paging';

export type RequestRow = typeof patientRequests.$inferSelect;

/** The patient record a patient user is (patients.user_id); null when the user is linked to none. */
export async function patientIdOfUser(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.user_id, userId), isNull(patients.deleted_at)))
    .limit(1);
  return row?.id ?? null;
}

/** A request of that patient (another patient's id finds nothing: the caller gets a 404). */
export async function findPatientRequest(db: Queryable, patientId: number, id: number, lock = false): Promise<RequestRow | undefined> {
  const q = db
    .select()
    .from(patientRequests)
    .where(and(eq(patientRequests.id, id), eq(patientRequests.patient_id, patientId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findRequestByLink(db: Queryable, linkHash: string, lock = false): Promise<RequestRow | undefined> {
  const q = db.select().from(patientRequests).where(eq(patientRequests.link_hash, linkHash)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updateRequest(db: Queryable, id: number, values: Partial<typeof patientRequests.$inferInsert>): Promise<RequestRow> {
  const [row] = await db
    .update(patientRequests)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(patientRequests.id, id))
    .returning();
  return row!;
}

/** What a request is shown with: the asking company's name and the refill's item. */
export async function findRequestContext(db: Queryable, request: RequestRow) {
  const [company] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, request.account_id));
  const [item] =
    request.order_item_id === null
      ? []
      : await db
          .select({ name: equipmentItems.name, hcpcs: equipmentItems.hcpcs, quantity: orderItems.quantity, equipment_id: orderItems.equipment_id })
          .from(orderItems)
          .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
          .where(eq(orderItems.id, request.order_item_id));
  return { supplier: company?.name ?? '', item: item ?? null };
}

/** The patient's requests: open first, then newest (the patient index leads with patient_id). */
export async function findPatientRequestPage(db: Queryable, patientId: number, status: string | undefined, sortBy: 'created_at' | 'due_date', sortType: 'asc' | 'desc', window: PageWindow): Promise<{ rows: RequestRow[]; total: Total }> {
  const where: SQL | undefined = and(eq(patientRequests.patient_id, patientId), status ? eq(patientRequests.status, status as RequestRow['status']) : undefined);
  const dir = sortType === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(patientRequests)
    .where(where)
    .orderBy(sql`(${patientRequests.status} <> 'open')`, dir(patientRequests[sortBy]), dir(patientRequests.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total: await countUpTo(db, rowsOf(db, patientRequests, where), window) };
}

/** Who a request is mailed to: the patient's own address, else their sign-in's. */
export async function findPatientContact(db: Queryable, patientId: number) {
  const [row] = await db
    .select({ first_name: patients.first_name, email: patients.email, user_id: patients.user_id, user_email: users.email, user_login: users.login })
    .from(patients)
    .leftJoin(users, eq(users.id, patients.user_id))
    .where(eq(patients.id, patientId));
  if (!row) return null;
  const address = row.email || row.user_email || (row.user_login?.includes('@') ? row.user_login : null);
  return { first_name: row.first_name, user_id: row.user_id, email: address ?? null };
}

export async function findOrderRow(db: Queryable, id: number, lock = false) {
  const q = db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}
