import type { Patient, PatientBody, PatientsQuery, PatientUpdateBody } from '@dme/contract';
import { pageMeta, windowOf } from '../../lib/paging';
import { RawJson } from '../../lib/raw-json';
import type { Db, Queryable } from '../../db/client';
import type { patients } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { forbidden, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isOwner, patientScope, type PatientScope } from './patient-scope';
import { findPatientsJson, findVisiblePatient, insertPatient, insertVendorLink, lockPatient, updatePatient, type PatientRow, type VisiblePatient } from './patients.queries';
import { requireOwnTag } from '../settings/tags.service';

export function presentPatient(scope: PatientScope, { patient: p, linked_at }: VisiblePatient): Patient {
  return {
    id: p.id,
    account_id: p.account_id,
    is_owner: isOwner(scope, p),
    first_name: p.first_name,
    last_name: p.last_name,
    middle_name: p.middle_name,
    full_name: [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' '),
    dob: p.dob,
    gender: p.gender,
    language: p.language,
    phone: p.phone,
    email: p.email,
    ssn_last4: p.ssn_last4,
    medicare_id: p.medicare_id,
    medicaid_id: p.medicaid_id,
    height_in: p.height_in,
    weight_lb: p.weight_lb,
    notes: p.notes,
    created_by: p.created_by,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
    linked_at: linked_at ? linked_at.toISOString() : null,
  };
}

/** What the audit log keeps of a patient: everything but the SSN digits, which are never logged. */
export function patientSnapshot(p: PatientRow): Record<string, unknown> {
  const { ssn_last4, ...rest } = p;
  return { ...rest, patient_id: p.id, has_ssn: ssn_last4 !== null };
}

/** The patient as the caller sees it, or 404 (also for another tenant's id: its existence is not revealed). */
export async function visiblePatientOr404(db: Queryable, scope: PatientScope, id: number): Promise<VisiblePatient> {
  const found = await findVisiblePatient(db, scope, id);
  if (!found) throw notFound('Patient');
  return found;
}

/** Inside a transaction: checks the caller can see the patient and locks it against concurrent rule checks. */
export async function lockVisiblePatient(tx: Queryable, scope: PatientScope, id: number): Promise<VisiblePatient> {
  await lockPatient(tx, id);
  return visiblePatientOr404(tx, scope, id);
}

export async function listPatients(db: Queryable, actor: Actor, query: PatientsQuery) {
  const scope = patientScope(actor);
  if (query.tag_id) await requireOwnTag(db, scope.accountId, query.tag_id);
  const { rows, total } = await findPatientsJson(
    db,
    scope,
    { search: query.search, dob: query.dob, gender: query.gender, memberId: query.member_id, tagId: query.tag_id },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  // Rows rendered by PostgreSQL as presentPatient would (patient-json.ts): sent as they are.
  return RawJson.page(rows, pageMeta(total, query));
}

export async function getPatient(db: Queryable, actor: Actor, id: number): Promise<Patient> {
  const scope = patientScope(actor);
  const patient = presentPatient(scope, await visiblePatientOr404(db, scope, id));
  // Every read of a patient's record is on the reader's company log (HIPAA access audit); nothing of the record.
  await audit(db, actor, { action: 'patient.read', entity: 'patient', entityId: id, accountId: scope.accountId });
  return patient;
}

/** Body -> columns: cleared text columns that are NOT NULL become ''; absent keys stay absent (unchanged). */
function columnsOf(body: PatientUpdateBody): Partial<typeof patients.$inferInsert> {
  const { middle_name, notes, ...rest } = body;
  return {
    ...rest,
    ...(middle_name !== undefined ? { middle_name: middle_name ?? '' } : {}),
    ...(notes !== undefined ? { notes: notes ?? '' } : {}),
  };
}

/** A patient belongs to the caller's account; a supplier that creates one is also linked to it. */
export async function createPatient(db: Db, actor: Actor, body: PatientBody): Promise<Patient> {
  const scope = patientScope(actor);
  return db.transaction(async (tx) => {
    const row = await insertPatient(tx, { ...columnsOf(body), first_name: body.first_name, last_name: body.last_name, dob: body.dob, gender: body.gender, account_id: scope.accountId, created_by: actor.userId });
    if (scope.side === 'supplier') await insertVendorLink(tx, row.id, scope.accountId, actor.userId);
    await audit(tx, actor, { action: 'patient.create', entity: 'patient', entityId: row.id, after: patientSnapshot(row) });
    return presentPatient(scope, (await findVisiblePatient(tx, scope, row.id))!);
  });
}

export async function updatePatientRecord(db: Db, actor: Actor, id: number, body: PatientUpdateBody): Promise<Patient> {
  const scope = patientScope(actor);
  return db.transaction(async (tx) => {
    const before = await lockVisiblePatient(tx, scope, id);
    await updatePatient(tx, id, columnsOf(body));
    const after = (await findVisiblePatient(tx, scope, id))!;
    await audit(tx, actor, { action: 'patient.update', entity: 'patient', entityId: id, before: patientSnapshot(before.patient), after: patientSnapshot(after.patient) });
    return presentPatient(scope, after);
  });
}

/** Soft delete by the owner; a supplier that only has a link cannot delete a practice's record. */
export async function deletePatient(db: Db, actor: Actor, id: number): Promise<void> {
  const scope = patientScope(actor);
  await db.transaction(async (tx) => {
    const found = await lockVisiblePatient(tx, scope, id);
    if (!isOwner(scope, found.patient)) throw forbidden('Only the practice or company that created the patient can delete it.');
    await updatePatient(tx, id, { deleted_at: new Date() });
    await audit(tx, actor, { action: 'patient.delete', entity: 'patient', entityId: id, before: patientSnapshot(found.patient) });
  });
}

/**
 * Gives a supplier access to a patient (the orders module calls this when an order is sent to the supplier),
 * inside the caller's transaction; audited only when the link is new.
 */
export async function linkPatientToVendor(tx: Queryable, actor: Actor | null, patientId: number, vendorId: number): Promise<void> {
  if (await insertVendorLink(tx, patientId, vendorId, actor?.userId ?? null)) {
    await audit(tx, actor, { action: 'patient.link_vendor', entity: 'patient', entityId: patientId, after: { patient_id: patientId, vendor_id: vendorId } });
  }
}
