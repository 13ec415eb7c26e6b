import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientRequests, type RefillAnswerBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientRequestsKeys } from './keys';

/** `POST patient/requests/{requestId}/answer`: confirm (creates the refill order) or decline a refill. */
export function useAnswerRequest(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RefillAnswerBody) => (await call(patientRequests.answer, { params: { requestId }, body, skipErrorAlert: true })).data,
    onSuccess: (request) => {
      queryClient.setQueryData(patientRequestsKeys.one(requestId), request);
      return queryClient.invalidateQueries({ queryKey: patientRequestsKeys.lists() });
    },
  });
}
