import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendPatientHipaaLink } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';

/** `POST doctor/patients/hipaa/{id}/send-link`: mails the consent link (to `email`, else the patient's own). */
export function useSendHipaaLink(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      (await call(sendPatientHipaaLink, { params: { id: patientId }, body: email ? { email } : {}, skipErrorAlert: true })).data,
    onSuccess: (state) => {
      queryClient.setQueryData(patientsKeys.hipaa(patientId), state);
    },
  });
}
