import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Media, MediaType } from '@dme/contract';
import { callDeclared } from '../../../lib/http';
import { patientsKeys } from './keys';
import { mediaCalls, type PatientSide } from './side';

export interface UploadInput {
  files: readonly File[];
  type: MediaType | null;
  /** The date mask's text (mm/dd/yyyy), or '' for none. */
  expiresAt: string;
}

/** `POST .../patients/{patientId}/media` as multipart form data: `file` parts plus the type and expiry fields. */
export function useUploadMedia(side: PatientSide, patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, type, expiresAt }: UploadInput) => {
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name);
      if (type) form.append('type', type);
      if (expiresAt) form.append('expires_at', expiresAt);
      // Multipart: the declaration's body types the text fields only, so the form goes through the untyped call.
      return (
        await callDeclared<{ data: Media[] }>(mediaCalls(side).uploadForPatient, {
          params: { patientId },
          body: form,
          skipErrorAlert: true,
        })
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientsKeys.mediaLists(side, patientId) }),
  });
}
