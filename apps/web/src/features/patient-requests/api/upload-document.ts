import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientRequests, type PatientRequest } from '@dme/contract';
import { upload, type UploadTracking } from '../../../lib/upload';
import { patientRequestsKeys } from './keys';

/** `POST patient/requests/{requestId}/upload` as multipart form data: the one photo or PDF the request asks for. */
export function useUploadRequestDocument(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, ...tracking }: { file: File } & UploadTracking) =>
      (
        await upload<{ data: PatientRequest }>(patientRequests.upload, {
          params: { requestId },
          files: [{ field: 'file', file }],
          ...tracking,
        })
      ).data,
    onSuccess: (request) => {
      queryClient.setQueryData(patientRequestsKeys.one(requestId), request);
      return queryClient.invalidateQueries({ queryKey: patientRequestsKeys.lists() });
    },
  });
}
