import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstLogin, type CurrentUser } from '@dme/contract';
import { call } from '../../../lib/http';
import { session } from '../../../lib/session';
import { authKeys } from '../../auth';

export interface FirstLoginStart {
  userId: number;
  code: string;
}

export interface FirstLoginPassword extends FirstLoginStart {
  password: string;
  password_confirmation: string;
}

/**
 * `POST first-login/{id}` with the invitation code: answers a temporary token and the staff member. Whoever was
 * signed in on this browser is signed out first: the link is the credential, and a token left from an earlier
 * visit (which the server would accept in place of the code) must not decide. The page shows failures itself.
 */
export function useStartFirstLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, code }: FirstLoginStart): Promise<CurrentUser> => {
      session.clear();
      const { token, data } = await call(firstLogin, { params: { id: userId }, body: { code }, skipErrorAlert: true });
      session.setTempToken(token);
      queryClient.setQueryData(authKeys.currentUser(token), data);
      return data;
    },
  });
}

/**
 * Sets the password (`POST first-login/{id}` again, authorised by the temporary token and the code) and keeps the
 * main token it answers in place of the temporary one.
 */
export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, ...body }: FirstLoginPassword): Promise<CurrentUser> => {
      const { token, data } = await call(firstLogin, { params: { id: userId }, body, skipErrorAlert: true });
      queryClient.setQueryData(authKeys.currentUser(token), data);
      session.setToken(token);
      session.setTempToken(null);
      return data;
    },
  });
}
