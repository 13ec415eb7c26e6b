import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { orderDocumentsKeys } from './keys';
import { mediaCalls, type DocumentSide } from './side';

/** `DELETE .../media/{mediaId}`: only the uploader's account may delete, and never a signed PDF (409). */
export function useDeleteDocument(side: DocumentSide, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mediaId: number) => {
      await call(mediaCalls(side).remove, { params: { mediaId }, skipErrorAlert: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderDocumentsKeys.order(side, orderId) }),
  });
}
