import { and, asc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { patientAccidents, patientAddresses, patientContacts, patientHistory, patientInsurances, payers } from '../../db/schema';

/** The kinds of record kept under a patient; each table has `id`, `patient_id`, timestamps and `deleted_at`. */
export const RECORD_TABLES = {
  addresses: patientAddresses,
  contacts: patientContacts,
  insurances: patientInsurances,
  history: patientHistory,
  accidents: patientAccidents,
} as const;
export type RecordKind = keyof typeof RECORD_TABLES;
export type RecordRow<K extends RecordKind> = (typeof RECORD_TABLES)[K]['$inferSelect'];
export type RecordInsert<K extends RecordKind> = (typeof RECORD_TABLES)[K]['$inferInsert'];
type AnyRecordTable = (typeof RECORD_TABLES)[RecordKind];

// The tables differ only in their own columns: one implementation serves them all, typed at the edges.
const tableOf = (kind: RecordKind): AnyRecordTable => RECORD_TABLES[kind];

export async function findRecords<K extends RecordKind>(db: Queryable, kind: K, patientId: number): Promise<RecordRow<K>[]> {
  const t = tableOf(kind);
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.patient_id, patientId), isNull(t.deleted_at)))
    .orderBy(asc(t.id));
  return rows as RecordRow<K>[];
}

export async function findRecord<K extends RecordKind>(db: Queryable, kind: K, patientId: number, id: number): Promise<RecordRow<K> | undefined> {
  const t = tableOf(kind);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.patient_id, patientId), isNull(t.deleted_at)))
    .limit(1);
  return row as RecordRow<K> | undefined;
}

export async function insertRecord<K extends RecordKind>(db: Queryable, kind: K, values: RecordInsert<K>): Promise<RecordRow<K>> {
  const [row] = await db
    .insert(tableOf(kind))
    .values(values as RecordInsert<'contacts'>)
    .returning();
  return row as RecordRow<K>;
}

export async function updateRecord<K extends RecordKind>(db: Queryable, kind: K, id: number, values: Partial<RecordInsert<K>>): Promise<RecordRow<K>> {
  const t = tableOf(kind);
  const [row] = await db
    .update(t)
    .set({ ...(values as Partial<RecordInsert<'contacts'>>), updated_at: sql`now()` })
    .where(eq(t.id, id))
    .returning();
  return row as RecordRow<K>;
}

export async function softDeleteRecord(db: Queryable, kind: RecordKind, id: number): Promise<void> {
  const t = tableOf(kind);
  await db.update(t).set({ deleted_at: sql`now()` }).where(eq(t.id, id));
}

/** Active policies of a type (no termination date, or one not passed on `today`), other than `exceptId`. */
export async function findActiveInsurances(db: Queryable, patientId: number, type: 'primary' | 'secondary', today: string, exceptId: number | null) {
  const t = patientInsurances;
  return db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.patient_id, patientId),
        eq(t.type, type),
        isNull(t.deleted_at),
        or(isNull(t.termination_date), gte(t.termination_date, today)),
        exceptId === null ? undefined : ne(t.id, exceptId),
      ),
    );
}

/** Unmarks every other billing address of the patient (one billing address per patient). */
export async function clearOtherBillingAddresses(db: Queryable, patientId: number, keepId: number): Promise<void> {
  await db
    .update(patientAddresses)
    .set({ is_billing: false, updated_at: sql`now()` })
    .where(and(eq(patientAddresses.patient_id, patientId), ne(patientAddresses.id, keepId), eq(patientAddresses.is_billing, true)));
}

/** A payer of the reference list by its electronic payer id. */
export async function findPayer(db: Queryable, payerId: string): Promise<{ name: string } | undefined> {
  const [row] = await db.select({ name: payers.name }).from(payers).where(eq(payers.payer_id, payerId)).limit(1);
  return row;
}
