import { useMutation } from '@tanstack/react-query';
import { invitePatientToApp } from '@dme/contract';
import { call } from '../../../lib/http';

/** `POST vendor/patients/{id}/invite-app` (supplier): the invitation mail to the patient. */
export function useInviteToApp(patientId: number) {
  return useMutation({
    mutationFn: async (email: string | undefined) =>
      (await call(invitePatientToApp, { params: { patientId }, body: email ? { email } : {}, skipErrorAlert: true })).data,
  });
}
