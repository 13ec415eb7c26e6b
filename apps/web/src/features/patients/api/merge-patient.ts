import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergePatient } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';

/**
 * `POST vendor/patients/{survivorId}/merge` with `duplicate_id`: every record of the duplicate moves to the survivor
 * and the duplicate is deleted. Both patients' screens and the list are read again.
 */
export function useMergePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ survivorId, duplicateId }: { survivorId: number; duplicateId: number }) =>
      (await call(mergePatient, { params: { patientId: survivorId }, body: { duplicate_id: duplicateId } })).data,
    onSuccess: (_, { survivorId, duplicateId }) => {
      queryClient.removeQueries({ queryKey: patientsKeys.detail('supplier', duplicateId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: patientsKeys.detail('supplier', survivorId) }),
        queryClient.invalidateQueries({ queryKey: patientsKeys.lists('supplier') }),
      ]);
    },
  });
}
