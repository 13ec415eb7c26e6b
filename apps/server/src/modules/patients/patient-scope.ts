import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { patients, patientVendors } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { forbidden } from '../../lib/app-error';

/**
 * The tenancy rule of patients, in one place:
 * - a patient record belongs to the account that created it: a doctor practice (doctor staff act for the
 *   owner's practice, since they carry its account id), or a supplier that created the patient itself;
 * - a doctor practice sees only the patients it owns;
 * - a supplier sees the patients linked to it in `patient_vendors`: the link is made when an order is sent to it,
 *   or when it creates the patient (so its own patients are linked too; migration 0005 linked older ones);
 * - everything under a patient (addresses, contacts, insurances, history, accidents, media) is reachable exactly
 *   when the patient is; another tenant's id answers 404, never the record;
 * - only the owner may delete a patient or merge records into or out of it.
 */
export interface PatientScope {
  accountId: number;
  side: 'doctor' | 'supplier';
}

export function patientScope(actor: Actor): PatientScope {
  if (actor.accountId === null || (actor.role !== 'doctor' && actor.role !== 'supplier')) throw forbidden('Your user does not belong to a practice or company.');
  return { accountId: actor.accountId, side: actor.role };
}

/** The supplier's link row of a patient (joined for `linked_at`). */
export const linkOf = (scope: PatientScope): SQL => and(eq(patientVendors.patient_id, patients.id), eq(patientVendors.vendor_id, scope.accountId))!;

/** Patients the scope can see: the WHERE every patient query starts from (`accountId`: a placeholder in a prepared list). */
export function visiblePatients(scope: PatientScope, accountId: number | Placeholder = scope.accountId): SQL {
  // One condition per side, not `own or linked`: an OR across tables keeps the planner from walking the list's
  // name index and probing the link per row (it would read every link of the supplier on each page instead).
  const reach =
    scope.side === 'doctor'
      ? eq(patients.account_id, accountId)
      : sql`exists (select 1 from ${patientVendors} where ${patientVendors.patient_id} = ${patients.id} and ${patientVendors.vendor_id} = ${accountId})`;
  return and(reach, isNull(patients.deleted_at))!;
}

export const isOwner = (scope: PatientScope, row: { account_id: number }): boolean => row.account_id === scope.accountId;
