import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteDoctorFinish, type CurrentUser } from '@dme/contract';
import { call } from '../../../lib/http';
import { session } from '../../../lib/session';
import { authKeys } from '../../auth';

/**
 * `POST doctor/invite/finish`: the doctor is verified and the invitation token ends; the main token it answers
 * replaces the temporary one. A 422 lists what is still missing (the page shows it).
 */
export function useFinishInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CurrentUser> => {
      const { token, data } = await call(inviteDoctorFinish, { skipErrorAlert: true });
      queryClient.setQueryData(authKeys.currentUser(token), data);
      session.setToken(token);
      session.setTempToken(null);
      return data;
    },
  });
}
