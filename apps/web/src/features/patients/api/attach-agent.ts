import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attachPatientAgent } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';

/** `POST vendor/patients/{patientId}/agents` with a user of the caller's company; answers the agents. */
export function useAttachAgent(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => (await call(attachPatientAgent, { params: { patientId }, body: { user_id: userId } })).data,
    onSuccess: (agents) => {
      queryClient.setQueryData(patientsKeys.agents(patientId), agents);
    },
  });
}
