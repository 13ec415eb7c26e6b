import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadSupplierDocuments, type CompanyDocumentType, type Media } from '@dme/contract';
import { callDeclared } from '../../../lib/http';
import { companyKeys } from './keys';

export interface UploadDocumentsInput {
  files: readonly File[];
  type: CompanyDocumentType | null;
  /** The date mask's text (mm/dd/yyyy), or '' for none. */
  expiresAt: string;
}

/** `POST vendor/profile/docs` as multipart form data (owner only): `file` parts plus the type and expiry fields. */
export function useUploadDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, type, expiresAt }: UploadDocumentsInput) => {
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name);
      if (type) form.append('type', type);
      if (expiresAt) form.append('expires_at', expiresAt);
      // Multipart: the declaration's body types the text fields only, so the form goes through the untyped call.
      return (await callDeclared<{ data: Media[] }>(uploadSupplierDocuments, { body: form, skipErrorAlert: true })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.documentLists() }),
  });
}
