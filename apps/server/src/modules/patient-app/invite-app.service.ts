import { and, eq, ne } from 'drizzle-orm';
import { href, type inviteToAppBody, type patientAppInvite } from '@dme/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db/client';
import { patients, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError, fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { randomSecret, sha256 } from '../../lib/secrets';
import { queueMail } from '../../integrations/mail';
import { findAccount, findUserById, findUserByLogin, updateUser, type UserRow } from '../auth/auth.queries';
import { patientScope } from '../patients/patient-scope';
import { lockVisiblePatient } from '../patients/patients.service';
import { fullName } from './own-patient';

type Invite = z.infer<typeof patientAppInvite>;

/** The patient's sign-in for this e-mail: the one already linked, one made for them before, or a new one. */
async function userFor(tx: Queryable, patient: typeof patients.$inferSelect, email: string): Promise<UserRow> {
  const linked = patient.user_id ? await findUserById(tx, patient.user_id) : undefined;
  if (linked && linked.login.toLowerCase() === email) return linked;
  if (linked && linked.password_hash) throw new AppError('conflict', `The patient already uses the app with ${linked.login}.`);
  const existing = await findUserByLogin(tx, email);
  if (existing) {
    if (existing.role !== 'patient') throw fieldError('email', 'This e-mail address belongs to another user of the portal.');
    const [other] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.user_id, existing.id), ne(patients.id, patient.id)))
      .limit(1);
    if (other) throw new AppError('conflict', 'This e-mail address is already linked to another patient record.');
    return existing;
  }
  if (linked) {
    // Invited before under another address and never signed in: the invitation moves to the new address.
    await updateUser(tx, linked.id, { login: email, email });
    return { ...linked, login: email, email };
  }
  const [created] = await tx
    .insert(users)
    .values({ name: fullName(patient), login: email, email, role: 'patient' })
    .returning();
  return created!;
}

/**
 * "Invite to the patient app" on the supplier's patient screen: a `patient` user for the e-mail (created, or reused
 * when the patient was invited before), linked to the record, and a mail with the staff first-login page's link
 * (`/hello/{userId}?code=`, one-time code, only its hash kept) to set a password. A patient who already has a
 * password gets a mail saying to sign in instead. One transaction: a refusal sends nothing.
 */
export async function inviteToApp(
  db: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  actor: Actor,
  patientId: number,
  body: z.infer<typeof inviteToAppBody>,
): Promise<Invite> {
  const scope = patientScope(actor);
  return db.transaction(async (tx) => {
    const { patient } = await lockVisiblePatient(tx, scope, patientId);
    const email = (body.email ?? patient.email ?? '').trim().toLowerCase();
    if (!email) throw fieldError('email', 'The patient has no e-mail address: enter one to send the invitation to.');
    const user = await userFor(tx, patient, email);
    const active = user.password_hash !== null && user.invite_code_hash === null;
    await tx
      .update(patients)
      .set({ user_id: user.id, email: patient.email ?? email, updated_at: new Date() })
      .where(eq(patients.id, patient.id));
    const company = actor.accountId === null ? undefined : await findAccount(tx, actor.accountId);
    const from = company?.name ?? 'Your equipment supplier';
    let link = `${config.publicUrl}${href('auth.login')}`;
    if (!active) {
      const code = randomSecret(16);
      await updateUser(tx, user.id, { invite_code_hash: sha256(code) });
      link = `${config.publicUrl}${href('hello', { userId: user.id })}?code=${code}`;
    }
    await queueMail(tx, {
      to: email,
      subject: `${from} invites you to the patient app`,
      body: [
        `${from} invites you to follow your equipment orders online: where each order stands, your deliveries, your insurance cards and what the supplier needs from you.`,
        active ? `You already have a password. Sign in here:\n${link}` : `Open this link to choose your password:\n${link}`,
        'If you did not expect this message, ignore it.',
      ].join('\n\n'),
      template: 'patient-app-invitation',
      userId: user.id,
    });
    await audit(tx, actor, {
      action: 'patient.invite_app',
      entity: 'patient',
      entityId: patient.id,
      after: { user_id: user.id, email, already_active: active },
    });
    return { user_id: user.id, email, already_active: active };
  });
}
