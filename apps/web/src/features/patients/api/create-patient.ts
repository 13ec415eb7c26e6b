import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatientBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';
import { patientCalls, type PatientSide } from './side';

/** Form values as typed (masked dates, phones and ids); the server reads the masks. */
export type PatientInput = { [K in keyof PatientBody]?: string | number | null };

/** `POST doctor/patients` or `vendor/patients`; the form shows the server's field errors itself. */
export function useCreatePatient(side: PatientSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PatientInput) =>
      (await call(patientCalls(side).create, { body: body as PatientBody, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientsKeys.lists(side) }),
  });
}
