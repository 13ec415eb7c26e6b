import { toIsoDate, type PatientDuplicate } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isOwner, patientScope } from './patient-scope';
import { lockPatient, findVisiblePatient, updatePatient } from './patients.queries';
import { patientSnapshot, presentPatient, visiblePatientOr404 } from './patients.service';
import { endConflictingInsurances, findDuplicateCandidates, findMemberIds, moveRecords, unmarkBillingIfTaken } from './merge.queries';

type Reason = PatientDuplicate['reasons'][number];

/**
 * Possible duplicates among the patients the caller can see: same last name, first name and date of birth, or
 * the same Medicare, Medicaid or insurance member id. `can_merge` says whether the caller may merge the pair.
 */
export async function listDuplicates(db: Queryable, actor: Actor, patientId: number): Promise<PatientDuplicate[]> {
  const scope = patientScope(actor);
  const { patient: p } = await visiblePatientOr404(db, scope, patientId);
  const own = new Set((await findMemberIds(db, [p.id])).map((m) => m.member_id));
  const candidates = await findDuplicateCandidates(db, scope, p, [...own]);
  const theirs = await findMemberIds(
    db,
    candidates.map((c) => c.patient.id),
  );
  return candidates.map((c) => {
    const q = c.patient;
    const reasons: Reason[] = [];
    if (q.last_name.toLowerCase() === p.last_name.toLowerCase() && q.first_name.toLowerCase() === p.first_name.toLowerCase() && q.dob === p.dob) reasons.push('name_dob');
    if (p.medicare_id && q.medicare_id === p.medicare_id) reasons.push('medicare_id');
    if (p.medicaid_id && q.medicaid_id === p.medicaid_id) reasons.push('medicaid_id');
    if (theirs.some((m) => m.patient_id === q.id && own.has(m.member_id))) reasons.push('member_id');
    return { patient: presentPatient(scope, c), reasons, can_merge: isOwner(scope, p) && isOwner(scope, q) };
  });
}

/**
 * Merges `duplicateId` into `survivorId` in one transaction: every record under the duplicate (addresses,
 * contacts, insurances, history, accidents, media, wallet rows, HIPAA consents, vendor links, agents, orders) moves
 * to the survivor, the duplicate is soft-deleted with `merged_into`, and both get an audit row. Only patients the
 * caller's account owns can be merged: a practice's record never absorbs or loses data because of a supplier.
 */
export async function mergePatients(db: Db, actor: Actor, survivorId: number, duplicateId: number) {
  const scope = patientScope(actor);
  if (survivorId === duplicateId) throw fieldError('duplicate_id', 'A patient cannot be merged into itself.');
  return db.transaction(async (tx) => {
    // Lock in id order so two opposite merges cannot deadlock.
    for (const id of [survivorId, duplicateId].sort((a, b) => a - b)) await lockPatient(tx, id);
    const survivor = await visiblePatientOr404(tx, scope, survivorId);
    const duplicate = await visiblePatientOr404(tx, scope, duplicateId);
    if (!isOwner(scope, survivor.patient) || !isOwner(scope, duplicate.patient)) {
      throw fieldError('duplicate_id', 'Only patients your company created can be merged; records of another practice or company stay theirs.');
    }
    const now = new Date();
    const today = toIsoDate(now);
    const yesterday = toIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
    const endedInsuranceIds = await endConflictingInsurances(tx, duplicateId, survivorId, today, yesterday);
    await unmarkBillingIfTaken(tx, duplicateId, survivorId);
    const moved = await moveRecords(tx, duplicateId, survivorId);
    await updatePatient(tx, duplicateId, { deleted_at: now, merged_into: survivorId });
    await audit(tx, actor, { action: 'patient.merge', entity: 'patient', entityId: survivorId, after: { patient_id: survivorId, duplicate_id: duplicateId, moved, ended_insurance_ids: endedInsuranceIds } });
    await audit(tx, actor, { action: 'patient.merged_into', entity: 'patient', entityId: duplicateId, before: patientSnapshot(duplicate.patient), after: { patient_id: duplicateId, merged_into: survivorId } });
    return { patient: presentPatient(scope, (await findVisiblePatient(tx, scope, survivorId))!), moved };
  });
}
