import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Media, MediaType } from '@dme/contract';
import { upload, type UploadTracking } from '../../../lib/upload';
import { patientsKeys } from './keys';
import { mediaCalls, type PatientSide } from './side';

export interface UploadInput extends UploadTracking {
  files: readonly File[];
  type: MediaType | null;
  /** The date mask's text (mm/dd/yyyy), or '' for none. */
  expiresAt: string;
}

/** `POST .../patients/{patientId}/media` as multipart form data: `file` parts plus the type and expiry fields. */
export function useUploadMedia(side: PatientSide, patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, type, expiresAt, ...tracking }: UploadInput) => {
      const answer = await upload<{ data: Media[] }>(mediaCalls(side).uploadForPatient, {
        params: { patientId },
        files: files.map((file) => ({ field: 'file', file })),
        fields: { type, expires_at: expiresAt },
        ...tracking,
      });
      return answer.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientsKeys.mediaLists(side, patientId) }),
  });
}
