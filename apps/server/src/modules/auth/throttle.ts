import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addFailure, clearFailures, getFailures } from './auth.queries';

export interface ThrottleRule {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * Sign-in: five failures per login *from one client address* in 15 minutes, then 429 for that address until the
 * window runs out. Keyed on the pair, not the login alone: otherwise anyone who knows a doctor's email could keep
 * the doctor out by failing five times from anywhere.
 */
export const SIGN_IN_RULE: ThrottleRule = { maxFailures: 5, windowSeconds: 15 * 60 };
/** Per client address, across logins (looser), so one machine cannot walk through many accounts. */
export const ADDRESS_RULE: ThrottleRule = { maxFailures: 30, windowSeconds: 15 * 60 };

export async function assertNotThrottled(db: Queryable, key: string, rule: ThrottleRule): Promise<void> {
  if ((await getFailures(db, key, rule.windowSeconds)) >= rule.maxFailures) {
    throw new AppError('too_many_requests', 'Too many attempts. Please try again later.', undefined, {
      'retry-after': String(rule.windowSeconds),
    });
  }
}

export const recordFailure = (db: Queryable, key: string, rule: ThrottleRule) => addFailure(db, key, rule.windowSeconds);
export const resetFailures = clearFailures;

/** The throttle keys of one sign-in attempt: the login from this address, and the address across logins. */
export function signInKeys(login: string, address: string): { loginKey: string; addressKey: string } {
  return { loginKey: `login:${login.toLowerCase()}|${address}`, addressKey: `address:${address}` };
}
