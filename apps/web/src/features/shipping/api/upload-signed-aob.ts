import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadSignedAob, type SuborderDetail } from '@dme/contract';
import { upload, type UploadTracking } from '../../../lib/upload';
import { orderDocumentsKeys } from '../../order-documents';
import { storeSuborder } from './get-suborder';

/**
 * `POST vendor/suborders/{id}/signed-aob` as multipart (`file`): the AOB joins the order's documents, and a
 * suborder pending AOB becomes delivered.
 */
export function useUploadSignedAob(suborderId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, ...tracking }: { file: File } & UploadTracking) =>
      (await upload<{ data: SuborderDetail }>(uploadSignedAob, { params: { suborderId }, files: [{ field: 'file', file }], ...tracking }))
        .data,
    onSuccess: (suborder) => {
      void queryClient.invalidateQueries({ queryKey: orderDocumentsKeys.order('supplier', orderId) });
      return storeSuborder(queryClient, suborder);
    },
  });
}
