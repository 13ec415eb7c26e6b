import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDistributor, type UpdateDistributorBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys } from './keys';

/** `PUT vendor/distributors/{distributorId}`: silent on errors, the form shows a 422 under its fields. */
export function useUpdateDistributor(distributorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateDistributorBody) =>
      (await call(updateDistributor, { params: { distributorId }, body, skipErrorAlert: true })).data,
    onSuccess: (distributor) => {
      queryClient.setQueryData(distributorsKeys.distributor(distributorId), distributor);
      void queryClient.invalidateQueries({ queryKey: distributorsKeys.options() });
      return queryClient.invalidateQueries({ queryKey: distributorsKeys.lists() });
    },
  });
}
