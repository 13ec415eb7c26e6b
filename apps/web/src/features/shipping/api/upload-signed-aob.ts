import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadSignedAob, type SuborderDetail } from '@dme/contract';
import { callDeclared } from '../../../lib/http';
import { orderDocumentsKeys } from '../../order-documents';
import { storeSuborder } from './get-suborder';

/**
 * `POST vendor/suborders/{id}/signed-aob` as multipart (`file`): the AOB joins the order's documents, and a
 * suborder pending AOB becomes delivered.
 */
export function useUploadSignedAob(suborderId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      // Multipart: the declaration has no body schema, so the form goes through the untyped call.
      return (await callDeclared<{ data: SuborderDetail }>(uploadSignedAob, { params: { suborderId }, body: form, skipErrorAlert: true })).data;
    },
    onSuccess: (suborder) => {
      void queryClient.invalidateQueries({ queryKey: orderDocumentsKeys.order('supplier', orderId) });
      return storeSuborder(queryClient, suborder);
    },
  });
}
