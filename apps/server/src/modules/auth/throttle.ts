import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addFailure, clearFailures, getFailures } from './auth.queries';

export interface ThrottleRule {
  maxFailures: number;
  windowSeconds: number;
}

/** Sign-in: five failures per login in 15 minutes, then 429 until the window runs out. */
export const SIGN_IN_RULE: ThrottleRule = { maxFailures: 5, windowSeconds: 15 * 60 };
/** Per client address, across logins, so one machine cannot walk through many accounts. */
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
