import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/client';
import { accounts, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { randomSecret, sha256 } from '../../lib/secrets';
import { queueMail } from '../../integrations/mail';
import { findAccount, findUserByLogin } from '../auth/auth.queries';
import { upsertDoctorProfile } from '../doctor-profile/profile.queries';
import { companyText } from '../settings/texts.service';

export interface NewPractice {
  npi: string;
  name: string;
  email: string;
  practiceName?: string;
  specialty?: string;
  phone?: string;
}

/**
 * Creates an unverified practice and its prescriber, and e-mails the invitation the invite flow completes:
 * `/invite/{userId}?code=...`, where the doctor proves the NPI (`/api/login-by-npi`), fills the profile and
 * signs the agreement. Only the code's SHA-256 is stored; the doctor has no password until the wizard.
 * Runs inside the caller's transaction, so a failed link leaves no practice and sends no mail.
 */
export async function createInvitedPractice(
  tx: Queryable,
  config: Pick<AppConfig, 'publicUrl'>,
  actor: Actor,
  input: NewPractice,
): Promise<number> {
  if (await findUserByLogin(tx, input.email)) throw fieldError('email', 'This e-mail address already belongs to a user of the portal.');
  const [practice] = await tx
    .insert(accounts)
    .values({ type: 'doctor', name: input.practiceName || input.name })
    .returning();
  const code = randomSecret(16);
  const [doctor] = await tx
    .insert(users)
    .values({
      account_id: practice!.id,
      name: input.name,
      login: input.email,
      email: input.email,
      role: 'doctor',
      npi: input.npi,
      invite_code_hash: sha256(code),
    })
    .returning();
  await upsertDoctorProfile(tx, doctor!.id, {
    specialty: input.specialty ?? '',
    phones: input.phone ? [{ phone: input.phone, label: 'Office' }] : [],
  });
  const supplier = actor.accountId === null ? undefined : await findAccount(tx, actor.accountId);
  const text = await companyText(tx, actor.accountId, 'doctor-invitation', {
    company_name: supplier?.name ?? 'A supplier',
    doctor_name: input.name,
    link: `${config.publicUrl}/invite/${doctor!.id}?code=${code}`,
  });
  await queueMail(tx, {
    to: input.email,
    ...text,
    template: 'doctor-invitation',
    userId: doctor!.id,
    accountId: actor.accountId,
  });
  await audit(tx, actor, {
    action: 'doctor.invite',
    entity: 'user',
    entityId: doctor!.id,
    after: {
      practice_id: practice!.id,
      practice: practice!.name,
      doctor_id: doctor!.id,
      name: input.name,
      npi: input.npi,
      email: input.email,
    },
  });
  return doctor!.id;
}
