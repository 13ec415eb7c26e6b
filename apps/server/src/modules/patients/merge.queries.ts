import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  media,
  orders,
  patientAccidents,
  patientAddresses,
  patientAgents,
  patientContacts,
  patientHipaaConsents,
  patientHistory,
  patientInsurances,
  patients,
  patientVendors,
  patientWalletEntries,
} from '../../db/schema';
import { linkOf, visiblePatients, type PatientScope } from './patient-scope';
import type { PatientRow, VisiblePatient } from './patients.queries';

// --- duplicates --------------------------------------------------------------------------------------------

/** Visible patients other than `p` with its name and date of birth, or one of its ids (Medicare, Medicaid, member). */
export async function findDuplicateCandidates(db: Queryable, scope: PatientScope, p: PatientRow, memberIds: string[]): Promise<VisiblePatient[]> {
  const matches: (SQL | undefined)[] = [
    and(sql`lower(${patients.last_name}) = lower(${p.last_name})`, sql`lower(${patients.first_name}) = lower(${p.first_name})`, eq(patients.dob, p.dob)),
    p.medicare_id ? eq(patients.medicare_id, p.medicare_id) : undefined,
    p.medicaid_id ? eq(patients.medicaid_id, p.medicaid_id) : undefined,
  ];
  if (memberIds.length > 0) {
    matches.push(
      sql`exists (select 1 from ${patientInsurances} where ${patientInsurances.patient_id} = ${patients.id} and ${patientInsurances.deleted_at} is null and lower(${patientInsurances.member_id}) in ${memberIds})`,
    );
  }
  return db
    .select({ patient: patients, linked_at: patientVendors.linked_at })
    .from(patients)
    .leftJoin(patientVendors, linkOf(scope))
    .where(and(visiblePatients(scope), ne(patients.id, p.id), or(...matches)))
    .orderBy(patients.id)
    .limit(50);
}

/** Lower-cased member ids of the live insurances of some patients. */
export async function findMemberIds(db: Queryable, patientIds: number[]): Promise<{ patient_id: number; member_id: string }[]> {
  if (patientIds.length === 0) return [];
  return db
    .select({ patient_id: patientInsurances.patient_id, member_id: sql<string>`lower(${patientInsurances.member_id})` })
    .from(patientInsurances)
    .where(and(inArray(patientInsurances.patient_id, patientIds), isNull(patientInsurances.deleted_at)));
}

// --- merge -------------------------------------------------------------------------------------------------

/**
 * The duplicate's active policies whose type the survivor already has active end yesterday, so that after the
 * merge there is still at most one active policy of each type. Answers their ids (for the audit row).
 */
export async function endConflictingInsurances(db: Queryable, fromId: number, toId: number, today: string, yesterday: string): Promise<number[]> {
  const rows = await db
    .update(patientInsurances)
    .set({ termination_date: yesterday, updated_at: sql`now()` })
    .where(
      and(
        eq(patientInsurances.patient_id, fromId),
        isNull(patientInsurances.deleted_at),
        sql`(${patientInsurances.termination_date} is null or ${patientInsurances.termination_date} >= ${today})`,
        sql`exists (select 1 from ${patientInsurances} s where s.patient_id = ${toId} and s.type = ${patientInsurances.type} and s.deleted_at is null and (s.termination_date is null or s.termination_date >= ${today}))`,
      ),
    )
    .returning({ id: patientInsurances.id });
  return rows.map((r) => r.id);
}

/** Keeps a single billing address: the survivor's wins. */
export async function unmarkBillingIfTaken(db: Queryable, fromId: number, toId: number): Promise<void> {
  await db
    .update(patientAddresses)
    .set({ is_billing: false })
    .where(
      and(
        eq(patientAddresses.patient_id, fromId),
        eq(patientAddresses.is_billing, true),
        sql`exists (select 1 from ${patientAddresses} s where s.patient_id = ${toId} and s.is_billing and s.deleted_at is null)`,
      ),
    );
}

const MOVABLE = {
  addresses: patientAddresses,
  contacts: patientContacts,
  insurances: patientInsurances,
  history: patientHistory,
  accidents: patientAccidents,
  media,
  wallet_entries: patientWalletEntries,
  hipaa_consents: patientHipaaConsents,
  orders,
} as const;

/** Re-points every row of the duplicate to the survivor; answers how many rows of each kind moved. */
export async function moveRecords(db: Queryable, fromId: number, toId: number): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  for (const [kind, table] of Object.entries(MOVABLE)) {
    const rows = await db
      .update(table)
      .set({ patient_id: toId })
      .where(eq(table.patient_id, fromId))
      .returning({ id: table.id });
    moved[kind] = rows.length;
  }
  // Links and agents are unique per patient: copy the ones the survivor lacks, then drop the duplicate's.
  await db.execute(
    sql`insert into ${patientVendors} (patient_id, vendor_id, linked_by, linked_at) select ${toId}, vendor_id, linked_by, linked_at from ${patientVendors} where patient_id = ${fromId} on conflict do nothing`,
  );
  moved.vendor_links = (await db.delete(patientVendors).where(eq(patientVendors.patient_id, fromId)).returning({ id: patientVendors.id })).length;
  await db.execute(
    sql`insert into ${patientAgents} (patient_id, account_id, user_id, assigned_by, created_at) select ${toId}, account_id, user_id, assigned_by, created_at from ${patientAgents} where patient_id = ${fromId} on conflict do nothing`,
  );
  moved.agents = (await db.delete(patientAgents).where(eq(patientAgents.patient_id, fromId)).returning({ id: patientAgents.id })).length;
  return moved;
}
