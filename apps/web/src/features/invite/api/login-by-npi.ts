import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginByNpi, type CurrentUser } from '@dme/contract';
import type { z } from 'zod';
import { call } from '../../../lib/http';
import { session } from '../../../lib/session';
import { authKeys } from '../../auth';

export type NpiCheck = z.input<typeof loginByNpi.body> & { userId: number };

/**
 * The NPI check (`POST login-by-npi/{id}` with the invitation link's code): keeps the temporary token the
 * wizard runs on. Whoever was signed in on this browser is signed out first: the link is for this doctor.
 */
export function useLoginByNpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, ...body }: NpiCheck): Promise<CurrentUser> => {
      const { token, data } = await call(loginByNpi, { params: { id: userId }, body, skipErrorAlert: true });
      session.clear();
      // Known already: the wizard's guards need not ask the server again.
      queryClient.setQueryData(authKeys.currentUser(token), data);
      session.setTempToken(token);
      return data;
    },
  });
}
