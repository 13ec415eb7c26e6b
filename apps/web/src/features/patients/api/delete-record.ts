import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callDeclared } from '../../../lib/http';
import { patientsKeys } from './keys';
import { recordParams } from './save-record';
import { patientCalls, type PatientSide, type RecordKind } from './side';

/** `DELETE .../{kind}/{id}` (a soft delete; insurances need `patient_insurance delete`). */
export function useDeleteRecord(side: PatientSide, patientId: number, kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await callDeclared(patientCalls(side)[kind].remove, { params: recordParams(kind, patientId, id) });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientsKeys.records(side, patientId, kind) }),
  });
}
