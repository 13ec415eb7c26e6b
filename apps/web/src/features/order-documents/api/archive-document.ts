import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { orderDocumentsKeys } from './keys';
import { mediaCalls, type DocumentSide } from './side';

/** `POST .../media/{mediaId}/archive` (needs `order document archive`): kept, but hidden from current lists. */
export function useArchiveDocument(side: DocumentSide, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mediaId: number) => (await call(mediaCalls(side).archive, { params: { mediaId }, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderDocumentsKeys.order(side, orderId) }),
  });
}
