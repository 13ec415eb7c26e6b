import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { hmacSha256Hex, randomDigits, randomSecret, safeEqual } from '../../lib/secrets';
import { queueMail } from '../../integrations/mail';
import { countResetAttempt, findLiveReset, findUserByEmail, findUserByLogin, insertPasswordReset, markResetUsed, type UserRow } from './auth.queries';
import { setPassword } from './auth.service';

const LINK_TTL_MINUTES = 60;
const CODE_TTL_MINUTES = 15;
const CODE_MAX_ATTEMPTS = 5;
export const LINK_SENT = 'If the address is registered, we have e-mailed a password reset link.';
export const CODE_SENT = 'If the account exists, we have e-mailed a reset code.';
const INVALID_CODE = 'The code is invalid or has expired.';

/** Reset secrets are stored as HMACs keyed by the app secret: a 6-digit code cannot be brute-forced offline. */
const secretHash = (secret: string, userId: number, value: string) => hmacSha256Hex(secret, `${userId}:${value}`);

export async function sendResetLink(db: Db, appSecret: string, publicUrl: string, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user?.email) return;
  const token = randomSecret(32);
  const link = `${publicUrl}/auth/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, { user_id: user.id, kind: 'link', secret_hash: secretHash(appSecret, user.id, token), expires_at: minutesFromNow(LINK_TTL_MINUTES) });
    await queueMail(tx, {
      to: user.email!,
      subject: 'Reset your password',
      body: `Open this link within ${LINK_TTL_MINUTES} minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this message.`,
      template: 'password-reset-link',
      userId: user.id,
      accountId: user.account_id,
    });
  });
}

export async function resetWithLink(db: Db, appSecret: string, input: { email: string; token: string; password: string }): Promise<void> {
  const user = await findUserByEmail(db, input.email);
  const reset = user ? await findLiveReset(db, user.id, 'link') : undefined;
  if (!user || !reset || !safeEqual(reset.secret_hash, secretHash(appSecret, user.id, input.token))) {
    throw fieldError('email', 'This password reset token is invalid.');
  }
  await setPassword(db, user, input.password, 'user.password_reset', (tx) => markResetUsed(tx, reset.id));
}

export async function sendResetCode(db: Db, appSecret: string, login: string): Promise<void> {
  const user = (await findUserByLogin(db, login)) ?? (await findUserByEmail(db, login));
  const to = user?.email ?? (user?.login.includes('@') ? user.login : null);
  if (!user || !to) return;
  const code = randomDigits(6);
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, { user_id: user.id, kind: 'code', secret_hash: secretHash(appSecret, user.id, code), expires_at: minutesFromNow(CODE_TTL_MINUTES) });
    await queueMail(tx, {
      to,
      subject: 'Your password reset code',
      body: `Your code is ${code}. It is valid for ${CODE_TTL_MINUTES} minutes.`,
      template: 'password-reset-code',
      userId: user.id,
      accountId: user.account_id,
    });
  });
}

/** Checks a code; every wrong try counts, and a code dies after five. */
export async function checkResetCode(db: Db, appSecret: string, login: string, code: string): Promise<{ user: UserRow; resetId: number }> {
  const user = (await findUserByLogin(db, login)) ?? (await findUserByEmail(db, login));
  const reset = user ? await findLiveReset(db, user.id, 'code') : undefined;
  if (!user || !reset) throw fieldError('code', INVALID_CODE);
  if (reset.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('too_many_requests', 'Too many attempts. Please ask for a new code.');
  if (!safeEqual(reset.secret_hash, secretHash(appSecret, user.id, code))) {
    await countResetAttempt(db, reset.id);
    throw fieldError('code', INVALID_CODE);
  }
  return { user, resetId: reset.id };
}

export async function resetWithCode(db: Db, appSecret: string, input: { login: string; code: string; password: string }): Promise<void> {
  const { user, resetId } = await checkResetCode(db, appSecret, input.login, input.code);
  await setPassword(db, user, input.password, 'user.password_reset', (tx) => markResetUsed(tx, resetId));
}

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);
