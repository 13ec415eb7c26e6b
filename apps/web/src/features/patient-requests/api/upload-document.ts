import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientRequests, type PatientRequest } from '@dme/contract';
import { callDeclared } from '../../../lib/http';
import { patientRequestsKeys } from './keys';

/** `POST patient/requests/{requestId}/upload` as multipart form data: the one photo or PDF the request asks for. */
export function useUploadRequestDocument(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      // Multipart: the declaration has no JSON body, so the form goes through the untyped call.
      return (await callDeclared<{ data: PatientRequest }>(patientRequests.upload, { params: { requestId }, body: form, skipErrorAlert: true })).data;
    },
    onSuccess: (request) => {
      queryClient.setQueryData(patientRequestsKeys.one(requestId), request);
      return queryClient.invalidateQueries({ queryKey: patientRequestsKeys.lists() });
    },
  });
}
