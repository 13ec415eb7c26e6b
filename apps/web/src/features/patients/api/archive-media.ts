import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';
import { mediaCalls, type PatientSide } from './side';

/** `POST .../media/{mediaId}/archive` (needs `order document archive`): kept, but hidden from current lists. */
export function useArchiveMedia(side: PatientSide, patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mediaId: number) => (await call(mediaCalls(side).archive, { params: { mediaId } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientsKeys.mediaLists(side, patientId) }),
  });
}
