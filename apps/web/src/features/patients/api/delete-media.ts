import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';
import { mediaCalls, type PatientSide } from './side';

/** `DELETE .../media/{mediaId}`: only the account that uploaded a document may delete it. */
export function useDeleteMedia(side: PatientSide, patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mediaId: number) => {
      await call(mediaCalls(side).remove, { params: { mediaId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientsKeys.mediaLists(side, patientId) }),
  });
}
