import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorMedia } from '@dme/contract';
import { call } from '../../../lib/http';
import { companyKeys } from './keys';

/** `DELETE vendor/media/{mediaId}`: company documents are media of no patient, served by the media calls. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mediaId: number) => {
      await call(vendorMedia.remove, { params: { mediaId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.documentLists() }),
  });
}
