import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attachVendorDoctorAgent } from '@dme/contract';
import { call } from '../../../lib/http';
import { directoryKeys } from './keys';

/** `POST vendor/doctors/{doctorId}/agents` with a user of the company; answers the agents, which replace the cached ones. */
export function useAttachDoctorAgent(doctorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => (await call(attachVendorDoctorAgent, { params: { doctorId }, body: { user_id: userId } })).data,
    onSuccess: (agents) => {
      queryClient.setQueryData(directoryKeys.doctorAgents(doctorId), agents);
    },
  });
}
