import { BLOCKED_MESSAGE, isValidNpi, type CurrentUser } from '@dme/contract';
import type { Db, Tx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { dummyPasswordHash, hashPassword, safeEqual, sha256, verifyPassword } from '../../lib/secrets';
import type { Actor } from '../../http/actor';
import { findUserById, findUserByLogin, revokeToken, revokeUserTokens, updateUser, type UserRow } from './auth.queries';
import { presentCurrentUser } from './current-user';
import { ADDRESS_RULE, SIGN_IN_RULE, assertNotThrottled, recordFailure, resetFailures, signInKeys } from './throttle';
import { issueToken } from './tokens';

const BAD_CREDENTIALS = 'These credentials do not match our records.';

export interface SignedIn {
  token: string;
  data: CurrentUser;
}

export async function signIn(db: Db, input: { login: string; password: string; address: string }): Promise<SignedIn> {
  const { loginKey, addressKey } = signInKeys(input.login, input.address);
  await assertNotThrottled(db, loginKey, SIGN_IN_RULE);
  await assertNotThrottled(db, addressKey, ADDRESS_RULE);

  const user = await findUserByLogin(db, input.login);
  // Verify against a dummy hash for unknown logins so the answer time does not reveal which logins exist.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !user.password_hash || !ok) {
    await recordFailure(db, loginKey, SIGN_IN_RULE);
    await recordFailure(db, addressKey, ADDRESS_RULE);
    // A wrong password for a real account is on its company's activity log (unknown logins have no company).
    if (user) await audit(db, null, { action: 'user.sign_in_failed', entity: 'user', entityId: user.id, userId: user.id, accountId: user.account_id, ip: input.address });
    throw new AppError('validation', BAD_CREDENTIALS, { login: [BAD_CREDENTIALS] });
  }
  // Told only to someone who knows the password, so the answer reveals nothing to a stranger.
  if (user.blocked_at) throw new AppError('validation', BLOCKED_MESSAGE, { login: [BLOCKED_MESSAGE] });
  return db.transaction(async (tx) => {
    await resetFailures(tx, loginKey);
    await updateUser(tx, user.id, { last_login: new Date() });
    await audit(tx, null, { action: 'user.sign_in', entity: 'user', entityId: user.id, userId: user.id, accountId: user.account_id, ip: input.address });
    const token = await issueToken(tx, user.id, 'main');
    const fresh = (await findUserById(tx, user.id))!;
    return { token, data: await presentCurrentUser(tx, fresh, 'main') };
  });
}

export async function currentUser(db: Db, actor: Actor): Promise<CurrentUser> {
  const user = await findUserById(db, actor.userId);
  if (!user) throw new AppError('unauthenticated', 'Unauthenticated.');
  return presentCurrentUser(db, user, actor.scope);
}

export const signOut = (db: Db, actor: Actor) => revokeToken(db, actor.tokenId);

/** Sets a new password, ends every other session of the user and records it. */
export async function setPassword(
  db: Db,
  user: UserRow,
  password: string,
  action: string,
  alsoInTransaction?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const password_hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await alsoInTransaction?.(tx);
    await updateUser(tx, user.id, { password_hash });
    await revokeUserTokens(tx, user.id);
    await audit(tx, null, { action, entity: 'user', entityId: user.id, userId: user.id, accountId: user.account_id });
  });
}

/** Invited doctor proves the NPI on the invitation: answers a temporary token for the invitation steps. */
export async function signInByNpi(db: Db, userId: number, npi: string, code: string): Promise<SignedIn> {
  const key = `npi:${userId}`;
  await assertNotThrottled(db, key, SIGN_IN_RULE);
  if (!isValidNpi(npi)) throw fieldError('npi', 'The NPI is not valid.');
  const user = await findUserById(db, userId);
  if (!user || user.role !== 'doctor' || user.is_staff) throw new AppError('not_found', 'Invitation not found.');
  if (user.verified_at) throw new AppError('conflict', 'This invitation has already been completed. Please sign in.');
  if (!user.invite_code_hash || !safeEqual(sha256(code), user.invite_code_hash)) {
    await recordFailure(db, key, SIGN_IN_RULE);
    throw fieldError('code', 'The invitation link is not valid.');
  }
  if (!user.npi || !safeEqual(user.npi, npi)) {
    await recordFailure(db, key, SIGN_IN_RULE);
    throw fieldError('npi', 'The NPI does not match this invitation.');
  }
  await resetFailures(db, key);
  const token = await issueToken(db, user.id, 'invite');
  return { token, data: await presentCurrentUser(db, user, 'invite') };
}

/**
 * Staff (and invited patients') first login (/hello/{userId}). With the invitation code alone: a temporary token. With a password and
 * either the code or that temporary token: the password is set, the invitation used up, a main token issued.
 */
export async function firstLogin(
  db: Db,
  userId: number,
  input: { code?: string; password?: string },
  actor: Actor | null,
): Promise<SignedIn> {
  const key = `first-login:${userId}`;
  await assertNotThrottled(db, key, SIGN_IN_RULE);
  const user = await findUserById(db, userId);
  // Staff, the company's drivers (no staff: they work in the driver app) and patients invited to the patient app
  // (modules/patient-app) choose their first password here.
  if (!user || !(user.is_staff || user.role === 'driver' || user.role === 'patient') || !user.invite_code_hash) throw new AppError('not_found', 'Invitation not found.');
  if (user.blocked_at) throw new AppError('forbidden', BLOCKED_MESSAGE);
  const viaToken = actor?.scope === 'first-login' && actor.userId === userId;
  const viaCode = input.code !== undefined && safeEqual(sha256(input.code), user.invite_code_hash);
  if (!viaToken && !viaCode) {
    await recordFailure(db, key, SIGN_IN_RULE);
    throw fieldError('code', 'The invitation code is invalid.');
  }
  await resetFailures(db, key);
  if (input.password === undefined) {
    const token = await issueToken(db, user.id, 'first-login');
    return { token, data: await presentCurrentUser(db, user, 'first-login') };
  }
  const password_hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await updateUser(tx, user.id, { password_hash, invite_code_hash: null, last_login: new Date() });
    await revokeUserTokens(tx, user.id, ['first-login']);
    await audit(tx, null, { action: 'user.first_login', entity: 'user', entityId: user.id, userId: user.id, accountId: user.account_id });
    const token = await issueToken(tx, user.id, 'main');
    const fresh = (await findUserById(tx, user.id))!;
    return { token, data: await presentCurrentUser(tx, fresh, 'main') };
  });
}
