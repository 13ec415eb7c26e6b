import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { parseUsDate } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { patientInsurances, patients, patientVendors } from '../../db/schema';
import { linkOf, visiblePatients, type PatientScope } from './patient-scope';

export type PatientRow = typeof patients.$inferSelect;
export interface VisiblePatient {
  patient: PatientRow;
  linked_at: Date | null;
}

export interface PatientFilter {
  search?: string;
  dob?: string;
  gender?: 'M' | 'F';
  memberId?: string;
}

export type PatientSort = 'last_name' | 'first_name' | 'dob' | 'created_at';

const selection = { patient: patients, linked_at: patientVendors.linked_at };

/** `%term%` with the LIKE wildcards of the term itself escaped. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const memberIdMatches = (id: string): SQL =>
  sql`exists (select 1 from ${patientInsurances} where ${patientInsurances.patient_id} = ${patients.id} and ${patientInsurances.deleted_at} is null and lower(${patientInsurances.member_id}) = lower(${id}))`;

function idMatches(raw: string): SQL | undefined {
  const id = raw.trim();
  if (!/^[A-Za-z0-9-]+$/.test(id) || !/\d/.test(id)) return undefined;
  const digits = id.replace(/-/g, '');
  return or(eq(patients.medicare_id, digits), eq(patients.medicaid_id, digits), memberIdMatches(id));
}

/** A search term matches every word against the names, or is a date of birth, or one of the ids. */
function searchMatches(term: string): SQL | undefined {
  const words = term.split(/\s+/).filter(Boolean);
  const byName = and(...words.map((w) => or(ilike(patients.first_name, contains(w)), ilike(patients.last_name, contains(w)), ilike(patients.middle_name, contains(w)))));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(term);
  const dob = parseUsDate(iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : term);
  return or(byName, dob ? eq(patients.dob, dob) : undefined, idMatches(term));
}

function conditions(scope: PatientScope, f: PatientFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [visiblePatients(scope)];
  if (f.dob) conds.push(eq(patients.dob, f.dob));
  if (f.gender) conds.push(eq(patients.gender, f.gender));
  if (f.memberId?.trim()) conds.push(idMatches(f.memberId) ?? sql`false`);
  const term = f.search?.trim();
  if (term) conds.push(searchMatches(term));
  return and(...conds);
}

export async function findPatients(
  db: Queryable,
  scope: PatientScope,
  f: PatientFilter,
  page: { limit: number; offset: number; sortBy?: PatientSort; sortType?: 'asc' | 'desc' },
): Promise<{ rows: VisiblePatient[]; total: number }> {
  const where = conditions(scope, f);
  const dir = page.sortType === 'desc' ? desc : asc;
  const order = page.sortBy ? [dir(patients[page.sortBy])] : [asc(patients.last_name), asc(patients.first_name)];
  const rows = await db
    .select(selection)
    .from(patients)
    .leftJoin(patientVendors, linkOf(scope))
    .where(where)
    .orderBy(...order, asc(patients.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(patients).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findVisiblePatient(db: Queryable, scope: PatientScope, id: number): Promise<VisiblePatient | undefined> {
  const [row] = await db
    .select(selection)
    .from(patients)
    .leftJoin(patientVendors, linkOf(scope))
    .where(and(eq(patients.id, id), visiblePatients(scope)))
    .limit(1);
  return row;
}

/** Locks the patient row until the transaction ends: writes that check per-patient rules run one at a time. */
export async function lockPatient(db: Queryable, id: number): Promise<void> {
  await db.select({ id: patients.id }).from(patients).where(eq(patients.id, id)).for('update');
}

export async function insertPatient(db: Queryable, values: typeof patients.$inferInsert): Promise<PatientRow> {
  const [row] = await db.insert(patients).values(values).returning();
  return row!;
}

export async function updatePatient(db: Queryable, id: number, values: Partial<typeof patients.$inferInsert>): Promise<void> {
  await db
    .update(patients)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(patients.id, id));
}

/** Gives a supplier access to a patient; a second link to the same supplier changes nothing. */
export async function insertVendorLink(db: Queryable, patientId: number, vendorId: number, linkedBy: number | null): Promise<boolean> {
  const rows = await db
    .insert(patientVendors)
    .values({ patient_id: patientId, vendor_id: vendorId, linked_by: linkedBy })
    .onConflictDoNothing()
    .returning({ id: patientVendors.id });
  return rows.length > 0;
}
