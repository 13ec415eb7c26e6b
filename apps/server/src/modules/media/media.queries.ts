import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { containsPattern, countUpTo, rowsOf, type PageWindow, type Total } from '../../lib/paging';
import { media, orders, orderSignatures, patients, users } from '../../db/schema';
import { visiblePatients, type PatientScope } from '../patients/patient-scope';

export type MediaRow = typeof media.$inferSelect;
export interface MediaView {
  media: MediaRow;
  uploaded_by_name: string | null;
}

/**
 * Which files a caller reaches: those of a patient it can see (patients' tenancy rule), those of an order sent
 * by or to its account, and its own account's files attached to neither. Deleted files are never reached.
 */
export function visibleMedia(scope: PatientScope): SQL {
  const orderSide = scope.side === 'doctor' ? orders.doctor_account_id : orders.vendor_id;
  return and(
    isNull(media.deleted_at),
    or(
      and(isNotNull(media.patient_id), sql`exists (select 1 from ${patients} where ${patients.id} = ${media.patient_id} and ${visiblePatients(scope)})`),
      and(
        isNotNull(media.order_id),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${media.order_id} and ${orders.deleted_at} is null and ${orderSide} = ${scope.accountId})`,
      ),
      and(isNull(media.patient_id), isNull(media.order_id), eq(media.account_id, scope.accountId)),
    ),
  )!;
}

const selection = { media, uploaded_by_name: users.name };

export async function findVisibleMedia(db: Queryable, scope: PatientScope, id: number): Promise<MediaView | undefined> {
  const [row] = await db
    .select(selection)
    .from(media)
    .leftJoin(users, eq(users.id, media.uploaded_by))
    .where(and(eq(media.id, id), visibleMedia(scope)))
    .limit(1);
  return row;
}

export interface PatientMediaFilter {
  patientId: number;
  type?: string;
  archived?: boolean;
}

export async function findPatientMedia(
  db: Queryable,
  f: PatientMediaFilter,
  page: PageWindow & { sortBy?: 'created_at' | 'type' | 'original_name'; sortType?: 'asc' | 'desc'; search?: string },
): Promise<{ rows: MediaView[]; total: Total }> {
  const conds: (SQL | undefined)[] = [eq(media.patient_id, f.patientId), isNull(media.deleted_at)];
  if (!f.archived) conds.push(isNull(media.archived_at));
  if (f.type) conds.push(eq(media.type, f.type));
  const term = page.search?.trim();
  if (term) conds.push(sql`${media.original_name} ilike ${containsPattern(term)}`);
  const where = and(...conds);
  const sortBy = page.sortBy ?? 'created_at';
  const dir = page.sortType === 'asc' || (!page.sortType && sortBy !== 'created_at') ? asc : desc;
  const rows = await db
    .select(selection)
    .from(media)
    .leftJoin(users, eq(users.id, media.uploaded_by))
    .where(where)
    .orderBy(dir(media[sortBy]), desc(media.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, media, where), page);
  return { rows, total };
}

export async function insertMedia(db: Queryable, values: typeof media.$inferInsert): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning();
  return row!;
}

export async function updateMedia(db: Queryable, id: number, values: Partial<typeof media.$inferInsert>): Promise<MediaRow> {
  const [row] = await db
    .update(media)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(media.id, id))
    .returning();
  return row!;
}

/** Current (not archived, not deleted) files of a patient of one type, e.g. the signature being replaced. */
export async function findCurrentPatientMediaOfType(db: Queryable, patientId: number, type: string): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.patient_id, patientId), eq(media.type, type), isNull(media.archived_at), isNull(media.deleted_at)));
}

/** A PDF produced by a signature: it stays (archivable, never deleted), like the signature it records. */
export async function isSignedDocument(db: Queryable, mediaId: number): Promise<boolean> {
  const [row] = await db.select({ id: orderSignatures.id }).from(orderSignatures).where(eq(orderSignatures.media_id, mediaId)).limit(1);
  return Boolean(row);
}
