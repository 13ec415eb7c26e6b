import type { DoctorProfile, SaveDoctorProfileBody } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/secrets';
import { updateUser } from '../auth/auth.queries';
import { SIGN_IN_RULE, assertNotThrottled, recordFailure, resetFailures } from '../auth/throttle';
import { assertPracticeOwner, practiceAccountId, practiceOwnerId } from './practice-rules';
import { findPractitioner, revokeOtherTokens, upsertDoctorProfile } from './profile.queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function loadProfile(db: Queryable, userId: number, accountId: number): Promise<DoctorProfile> {
  const row = await findPractitioner(db, userId, accountId);
  if (!row) throw notFound('Profile');
  const { user, profile, practice } = row;
  return {
    id: user.id,
    name: user.name,
    login: user.login,
    email: user.email,
    npi: user.npi,
    specialty: profile?.specialty ?? '',
    fax: profile?.fax ?? '',
    time_zone: user.time_zone,
    phones: profile?.phones ?? [],
    emails: profile?.emails ?? [],
    verified_at: iso(user.verified_at),
    practice,
    can_edit: false,
  };
}

/** The practice's prescriber profile; staff read their owner's. */
export async function getDoctorProfile(db: Queryable, actor: Actor): Promise<DoctorProfile> {
  const profile = await loadProfile(db, practiceOwnerId(actor), practiceAccountId(actor));
  return { ...profile, can_edit: !actor.isStaff };
}

/** Saves the profile (owner only); phones and e-mails, when present, replace the lists. */
export async function saveDoctorProfile(db: Db, actor: Actor, input: Partial<SaveDoctorProfileBody>): Promise<DoctorProfile> {
  const accountId = assertPracticeOwner(actor);
  return db.transaction(async (tx) => {
    const before = await loadProfile(tx, actor.userId, accountId);
    const userValues = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.time_zone !== undefined && { time_zone: input.time_zone }),
    };
    if (Object.keys(userValues).length) await updateUser(tx, actor.userId, userValues);
    const profileValues: Parameters<typeof upsertDoctorProfile>[2] = {};
    if (input.specialty !== undefined) profileValues.specialty = input.specialty;
    if (input.fax !== undefined) profileValues.fax = input.fax;
    if (input.phones !== undefined) profileValues.phones = input.phones;
    if (input.emails !== undefined) profileValues.emails = input.emails;
    await upsertDoctorProfile(tx, actor.userId, profileValues);
    const after = await loadProfile(tx, actor.userId, accountId);
    await audit(tx, actor, { action: 'doctor_profile.update', entity: 'user', entityId: actor.userId, before, after });
    return { ...after, can_edit: true };
  });
}

/**
 * Changes the caller's password. The current one is required whenever one exists; only an invited doctor who
 * never had one sets it without. Every other session ends, the one in use stays.
 */
export async function changeDoctorPassword(db: Db, actor: Actor, input: { current_password?: string; password: string }): Promise<void> {
  const accountId = practiceAccountId(actor);
  const row = await findPractitioner(db, actor.userId, accountId);
  if (!row) throw notFound('User');
  const { user } = row;
  if (user.password_hash) {
    const key = `password-change:${user.id}`;
    await assertNotThrottled(db, key, SIGN_IN_RULE);
    if (!input.current_password || !(await verifyPassword(user.password_hash, input.current_password))) {
      await recordFailure(db, key, SIGN_IN_RULE);
      throw fieldError('current_password', 'The current password is incorrect.');
    }
    await resetFailures(db, key);
  }
  const password_hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { password_hash });
    await revokeOtherTokens(tx, user.id, actor.tokenId);
    await audit(tx, actor, { action: 'user.password_change', entity: 'user', entityId: user.id });
  });
}
