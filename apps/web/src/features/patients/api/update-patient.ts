import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatientUpdateBody } from '@dme/contract';
import { call } from '../../../lib/http';
import type { PatientInput } from './create-patient';
import { patientsKeys } from './keys';
import { patientCalls, type PatientSide } from './side';

/** `PUT .../patients/{patientId}`: fields not sent stay as they are. */
export function useUpdatePatient(side: PatientSide, patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PatientInput) =>
      (await call(patientCalls(side).update, { params: { patientId }, body: body as PatientUpdateBody, skipErrorAlert: true })).data,
    onSuccess: (patient) => {
      queryClient.setQueryData(patientsKeys.patient(side, patientId), patient);
      return queryClient.invalidateQueries({ queryKey: patientsKeys.lists(side) });
    },
  });
}
