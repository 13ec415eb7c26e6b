// Without React Query: the standalone sign-in page (src/sign-in) signs in with it.
import { login, type CurrentUser } from '@dme/contract';
import type { z } from 'zod';
import { call } from '../../../lib/http';
import { session } from '../../../lib/session';
import { fetchCurrentUser } from './fetch-current-user';

export type LoginCredentials = z.input<typeof login.body>;

/** Text of the error catalogue for "user fetch fails after login" (spec §8, verbatim). */
export const USER_AFTER_LOGIN_ERROR = 'Auth {me} Error: User must be authenticated';

/** Login succeeded but `GET /api/user` did not: the token has been dropped again. */
export class UserAfterLoginError extends Error {
  constructor(cause: unknown) {
    super(USER_AFTER_LOGIN_ERROR, { cause });
    this.name = 'UserAfterLoginError';
  }
}

/**
 * Signs in: keeps the token, then fetches the user with it (clearing the token if that fails). `fetchUser` lets the
 * app go through its query cache; the standalone sign-in page (src/sign-in) fetches directly.
 */
export async function signInAndFetchUser(
  credentials: LoginCredentials,
  fetchUser: (token: string) => Promise<CurrentUser> = (token) => fetchCurrentUser(token, undefined, true),
): Promise<CurrentUser> {
  // The form shows the failure itself, so the error catalogue stays silent.
  const { token } = await call(login, { body: credentials, skipErrorAlert: true });
  session.setToken(token);
  try {
    return await fetchUser(token);
  } catch (error) {
    session.clear();
    throw new UserAfterLoginError(error);
  }
}
