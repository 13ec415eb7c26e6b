import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login, type CurrentUser } from '@dme/contract';
import type { z } from 'zod';
import { call } from '../../../lib/http';
import { session } from '../../../lib/session';
import { currentUserQueryOptions } from './get-user';

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

/** Signs in: keeps the token, then fetches the user with it (clearing the token if that fails). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginCredentials): Promise<CurrentUser> => {
      // The form shows the failure itself, so the error catalogue stays silent.
      const { token } = await call(login, { body: credentials, skipErrorAlert: true });
      session.setToken(token);
      try {
        return await queryClient.fetchQuery(currentUserQueryOptions(token, { quiet: true }));
      } catch (error) {
        session.clear();
        throw new UserAfterLoginError(error);
      }
    },
  });
}
