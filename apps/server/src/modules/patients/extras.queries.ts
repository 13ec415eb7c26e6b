import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countUpTo, rowsOf, type PageWindow } from '../../lib/paging';
import { auditLogs, media, patientAgents, patientHipaaConsents, patientWalletEntries, users } from '../../db/schema';

// --- wallet ------------------------------------------------------------------------------------------------

export type WalletRow = typeof patientWalletEntries.$inferSelect;

export async function findWalletEntries(db: Queryable, patientId: number, accountId: number): Promise<WalletRow[]> {
  return db
    .select()
    .from(patientWalletEntries)
    .where(and(eq(patientWalletEntries.patient_id, patientId), eq(patientWalletEntries.account_id, accountId)))
    .orderBy(desc(patientWalletEntries.created_at), desc(patientWalletEntries.id));
}

export async function walletBalance(db: Queryable, patientId: number, accountId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${patientWalletEntries.amount}), 0)::int` })
    .from(patientWalletEntries)
    .where(and(eq(patientWalletEntries.patient_id, patientId), eq(patientWalletEntries.account_id, accountId)));
  return row?.balance ?? 0;
}

export async function insertWalletEntry(db: Queryable, values: typeof patientWalletEntries.$inferInsert): Promise<WalletRow> {
  const [row] = await db.insert(patientWalletEntries).values(values).returning();
  return row!;
}

// --- agents ------------------------------------------------------------------------------------------------

export async function findAgents(db: Queryable, patientId: number, accountId: number) {
  return db
    .select({ id: patientAgents.id, user_id: patientAgents.user_id, name: users.name, assigned_by: patientAgents.assigned_by, created_at: patientAgents.created_at })
    .from(patientAgents)
    .innerJoin(users, eq(users.id, patientAgents.user_id))
    .where(and(eq(patientAgents.patient_id, patientId), eq(patientAgents.account_id, accountId)))
    .orderBy(asc(users.name), asc(patientAgents.id));
}

/** A live supplier user (owner or staff, not a driver) of the account. */
export async function findCompanyUser(db: Queryable, accountId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.account_id, accountId), eq(users.role, 'supplier'), isNull(users.deleted_at)))
    .limit(1);
  return row;
}

export async function insertAgent(db: Queryable, values: typeof patientAgents.$inferInsert): Promise<number | null> {
  const rows = await db.insert(patientAgents).values(values).onConflictDoNothing().returning({ id: patientAgents.id });
  return rows[0]?.id ?? null;
}

// --- logs --------------------------------------------------------------------------------------------------

/** Audit rows written by the account about the patient itself or a record under it (their snapshots name it). */
function patientLogConditions(accountId: number, patientId: number): SQL {
  const id = String(patientId);
  return and(
    eq(auditLogs.account_id, accountId),
    or(
      and(eq(auditLogs.entity, 'patient'), eq(auditLogs.entity_id, patientId)),
      and(ne(auditLogs.entity, 'patient'), or(sql`${auditLogs.after}->>'patient_id' = ${id}`, sql`${auditLogs.before}->>'patient_id' = ${id}`)),
    ),
  )!;
}

export async function findPatientLogs(db: Queryable, accountId: number, patientId: number, page: PageWindow & { sortType?: 'asc' | 'desc' }) {
  const where = patientLogConditions(accountId, patientId);
  const dir = page.sortType === 'asc' ? asc : desc;
  const rows = await db
    .select({ log: auditLogs, user_name: users.name })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.user_id))
    .where(where)
    .orderBy(dir(auditLogs.created_at), dir(auditLogs.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, auditLogs, where), page);
  return { rows, total };
}

// --- HIPAA -------------------------------------------------------------------------------------------------

export async function findLatestSignedConsent(db: Queryable, patientId: number) {
  const [row] = await db
    .select()
    .from(patientHipaaConsents)
    .where(and(eq(patientHipaaConsents.patient_id, patientId), isNotNull(patientHipaaConsents.signed_at)))
    .orderBy(desc(patientHipaaConsents.signed_at))
    .limit(1);
  return row;
}

export async function findLatestConsentRequest(db: Queryable, patientId: number, accountId: number) {
  const [row] = await db
    .select()
    .from(patientHipaaConsents)
    .where(and(eq(patientHipaaConsents.patient_id, patientId), eq(patientHipaaConsents.account_id, accountId)))
    .orderBy(desc(patientHipaaConsents.created_at), desc(patientHipaaConsents.id))
    .limit(1);
  return row;
}

/** A current uploaded consent document (a signed paper form counts as consent on file). */
export async function findConsentDocument(db: Queryable, patientId: number) {
  const [row] = await db
    .select({ id: media.id, created_at: media.created_at })
    .from(media)
    .where(and(eq(media.patient_id, patientId), eq(media.type, 'hipaa_consent'), isNull(media.deleted_at), isNull(media.archived_at)))
    .orderBy(desc(media.created_at))
    .limit(1);
  return row;
}

export async function insertConsentRequest(db: Queryable, values: typeof patientHipaaConsents.$inferInsert) {
  const [row] = await db.insert(patientHipaaConsents).values(values).returning();
  return row!;
}
