import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDistributor } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys } from './keys';

/** `DELETE vendor/distributors/{distributorId}`: silent on errors, the screen shows a 409 (orders still open). */
export function useDeleteDistributor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (distributorId: number) => {
      await call(deleteDistributor, { params: { distributorId }, skipErrorAlert: true });
    },
    onSuccess: (_, distributorId) => {
      queryClient.removeQueries({ queryKey: distributorsKeys.distributor(distributorId) });
      void queryClient.invalidateQueries({ queryKey: distributorsKeys.options() });
      return queryClient.invalidateQueries({ queryKey: distributorsKeys.lists() });
    },
  });
}
