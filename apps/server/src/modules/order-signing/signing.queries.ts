import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, locations, orders, orderSignatures, orderSignLinks, patients, users } from '../../db/schema';

export type SignatureRow = typeof orderSignatures.$inferSelect;
export type SignLinkRow = typeof orderSignLinks.$inferSelect;

/** What the printed documents name beyond the order view: the patient's identifiers, the prescriber's NPI, the office. */
export async function findDocumentParties(db: Queryable, orderId: number) {
  const [row] = await db
    .select({
      patient: {
        first_name: patients.first_name,
        middle_name: patients.middle_name,
        last_name: patients.last_name,
        dob: patients.dob,
        gender: patients.gender,
        medicare_id: patients.medicare_id,
        medicaid_id: patients.medicaid_id,
        phone: patients.phone,
      },
      prescriber: { id: users.id, name: users.name, npi: users.npi, email: users.email },
      practice: { id: accounts.id, name: accounts.name },
      office: {
        name: locations.name,
        address_1: locations.address_1,
        address_2: locations.address_2,
        city: locations.city,
        state: locations.state,
        zip: locations.zip,
      },
    })
    .from(orders)
    .leftJoin(patients, eq(patients.id, orders.patient_id))
    .leftJoin(users, eq(users.id, orders.doctor_id))
    .leftJoin(accounts, eq(accounts.id, orders.doctor_account_id))
    .leftJoin(locations, eq(locations.id, orders.doctor_location_id))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}
export type DocumentParties = NonNullable<Awaited<ReturnType<typeof findDocumentParties>>>;

/** The current (not superseded) signature of each document of the order. */
export async function findCurrentSignatures(db: Queryable, orderId: number): Promise<SignatureRow[]> {
  return db
    .select()
    .from(orderSignatures)
    .where(and(eq(orderSignatures.order_id, orderId), isNull(orderSignatures.superseded_at)))
    .orderBy(desc(orderSignatures.id));
}

export async function nextVersion(db: Queryable, orderId: number, kind: string): Promise<number> {
  const [row] = await db
    .select({ v: max(orderSignatures.version) })
    .from(orderSignatures)
    .where(and(eq(orderSignatures.order_id, orderId), eq(orderSignatures.kind, kind)));
  return (row?.v ?? 0) + 1;
}

export async function insertSignature(db: Queryable, values: typeof orderSignatures.$inferInsert): Promise<SignatureRow> {
  const [row] = await db.insert(orderSignatures).values(values).returning();
  return row!;
}

/** Marks the earlier versions of a document superseded; answers them (their PDFs are archived by the caller). */
export async function supersede(db: Queryable, orderId: number, kind: string, before: number): Promise<SignatureRow[]> {
  return db
    .update(orderSignatures)
    .set({ superseded_at: sql`now()` })
    .where(
      and(
        eq(orderSignatures.order_id, orderId),
        eq(orderSignatures.kind, kind),
        isNull(orderSignatures.superseded_at),
        sql`${orderSignatures.version} < ${before}`,
      ),
    )
    .returning();
}

// --- signing links ---------------------------------------------------------------------------------------------

export async function insertSignLink(db: Queryable, values: typeof orderSignLinks.$inferInsert): Promise<SignLinkRow> {
  const [row] = await db.insert(orderSignLinks).values(values).returning();
  return row!;
}

/** A newer link replaces the order's earlier unused ones. */
export async function revokeOpenLinks(db: Queryable, orderId: number): Promise<void> {
  await db
    .update(orderSignLinks)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(orderSignLinks.order_id, orderId), isNull(orderSignLinks.used_at), isNull(orderSignLinks.revoked_at)));
}

export async function findSignLink(db: Queryable, tokenHash: string, lock = false): Promise<SignLinkRow | undefined> {
  const q = db.select().from(orderSignLinks).where(eq(orderSignLinks.token_hash, tokenHash)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function markLinkUsed(db: Queryable, id: number): Promise<void> {
  await db
    .update(orderSignLinks)
    .set({ used_at: sql`now()` })
    .where(eq(orderSignLinks.id, id));
}

/** The signer of a link: the prescriber's user row, if still active. */
export async function findSigner(db: Queryable, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, npi: users.npi, account_id: users.account_id, role: users.role, is_staff: users.is_staff })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  return row;
}
