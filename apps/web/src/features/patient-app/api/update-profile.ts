import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePatientProfile, type PatientProfileBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientAppKeys } from './keys';

/** `PUT patient/profile`: phone, e-mail, language. The form shows field errors itself. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PatientProfileBody) => (await call(updatePatientProfile, { body, skipErrorAlert: true })).data,
    onSuccess: (profile) => queryClient.setQueryData(patientAppKeys.profile(), profile),
  });
}
