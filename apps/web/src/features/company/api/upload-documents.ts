import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadSupplierDocuments, type CompanyDocumentType, type Media } from '@dme/contract';
import { upload, type UploadTracking } from '../../../lib/upload';
import { companyKeys } from './keys';

export interface UploadDocumentsInput extends UploadTracking {
  files: readonly File[];
  type: CompanyDocumentType | null;
  /** The date mask's text (mm/dd/yyyy), or '' for none. */
  expiresAt: string;
}

/** `POST vendor/profile/docs` as multipart form data (owner only): `file` parts plus the type and expiry fields. */
export function useUploadDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, type, expiresAt, ...tracking }: UploadDocumentsInput) =>
      (
        await upload<{ data: Media[] }>(uploadSupplierDocuments, {
          files: files.map((file) => ({ field: 'file', file })),
          fields: { type, expires_at: expiresAt },
          ...tracking,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.documentLists() }),
  });
}
