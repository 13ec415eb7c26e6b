import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorOrderDocuments, type MediaType, type OrderDocument } from '@dme/contract';
import { callDeclared } from '../../../lib/http';
import { orderDocumentsKeys } from './keys';
import { documentCalls, type DocumentSide } from './side';

export interface UploadDocumentsInput {
  files: readonly File[];
  type: MediaType | null;
  /** The date mask's text (mm/dd/yyyy), or '' for none. */
  expiresAt: string;
}

/**
 * `POST .../orders/{orderId}/media` as multipart form data (`file` parts, `type`, `expires_at`). A supplier's
 * prior-authorisation letter goes through its own call (`authorization-file`), which types it `pa_letter`.
 */
export function useUploadDocuments(side: DocumentSide, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, type, expiresAt }: UploadDocumentsInput) => {
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name);
      const authorization = side === 'supplier' && type === 'pa_letter';
      if (type && !authorization) form.append('type', type);
      if (expiresAt) form.append('expires_at', expiresAt);
      const declaration = authorization ? vendorOrderDocuments.authorizationFile : documentCalls(side).upload;
      // Multipart: the declaration types the text fields only, so the form goes through the untyped call.
      return (await callDeclared<{ data: OrderDocument[] }>(declaration, { params: { orderId }, body: form, skipErrorAlert: true })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderDocumentsKeys.order(side, orderId) }),
  });
}
