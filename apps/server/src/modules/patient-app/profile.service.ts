import { and, eq, isNull } from 'drizzle-orm';
import type { PatientProfile, PatientProfileBody } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import { patientAddresses, patients } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../lib/audit';
import { fullAddress } from '../patients/records.service';
import { lockOwnPatient, ownPatient, type OwnPatient } from './own-patient';

async function present(db: Queryable, p: OwnPatient): Promise<PatientProfile> {
  const [home] = await db
    .select()
    .from(patientAddresses)
    .where(and(eq(patientAddresses.patient_id, p.id), eq(patientAddresses.is_billing, true), isNull(patientAddresses.deleted_at)))
    .limit(1);
  return {
    id: p.id,
    first_name: p.first_name,
    middle_name: p.middle_name,
    last_name: p.last_name,
    dob: p.dob,
    gender: p.gender,
    language: p.language,
    phone: p.phone,
    email: p.email,
    address: home ? fullAddress(home) : null,
  };
}

export async function getProfile(db: Queryable, actor: Actor): Promise<PatientProfile> {
  return present(db, await ownPatient(db, actor));
}

/** Contact details only; the record's owner and the supplier see the change (audited with the patient as the user). */
export async function updateProfile(db: Db, actor: Actor, body: PatientProfileBody): Promise<PatientProfile> {
  return db.transaction(async (tx) => {
    const before = await lockOwnPatient(tx, actor);
    const changes: Partial<typeof patients.$inferInsert> = {};
    if (body.phone !== undefined) changes.phone = body.phone;
    if (body.email !== undefined) changes.email = body.email;
    if (body.language !== undefined) changes.language = body.language;
    if (Object.keys(changes).length === 0) return present(tx, before);
    const [after] = await tx
      .update(patients)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(patients.id, before.id))
      .returning();
    await audit(tx, actor, {
      action: 'patient.update_own',
      entity: 'patient',
      entityId: before.id,
      accountId: before.account_id,
      before: { phone: before.phone, email: before.email, language: before.language },
      after: changes,
    });
    return present(tx, after!);
  });
}
