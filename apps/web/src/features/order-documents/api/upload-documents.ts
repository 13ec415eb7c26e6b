import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorOrderDocuments, type MediaType, type OrderDocument } from '@dme/contract';
import { upload, type UploadTracking } from '../../../lib/upload';
import { orderDocumentsKeys } from './keys';
import { documentCalls, type DocumentSide } from './side';

export interface UploadDocumentsInput extends UploadTracking {
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
    mutationFn: async ({ files, type, expiresAt, ...tracking }: UploadDocumentsInput) => {
      const authorization = side === 'supplier' && type === 'pa_letter';
      const declaration = authorization ? vendorOrderDocuments.authorizationFile : documentCalls(side).upload;
      const answer = await upload<{ data: OrderDocument[] }>(declaration, {
        params: { orderId },
        files: files.map((file) => ({ field: 'file', file })),
        fields: { type: authorization ? null : type, expires_at: expiresAt },
        ...tracking,
      });
      return answer.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderDocumentsKeys.order(side, orderId) }),
  });
}
