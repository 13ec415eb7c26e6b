import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';
import { patientCalls, type PatientSide } from './side';

/** `DELETE .../patients/{patientId}`: a soft delete, only by the practice or company that created the patient. */
export function useDeletePatient(side: PatientSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patientId: number) => {
      await call(patientCalls(side).remove, { params: { patientId } });
    },
    onSuccess: (_, patientId) => {
      queryClient.removeQueries({ queryKey: patientsKeys.detail(side, patientId) });
      return queryClient.invalidateQueries({ queryKey: patientsKeys.lists(side) });
    },
  });
}
