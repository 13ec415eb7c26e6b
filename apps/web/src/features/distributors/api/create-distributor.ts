import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDistributor, type CreateDistributorBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys } from './keys';

/** `POST vendor/distributors`: silent on errors, the form shows a 422 under its fields. */
export function useCreateDistributor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDistributorBody) => (await call(createDistributor, { body, skipErrorAlert: true })).data,
    onSuccess: (distributor) => {
      queryClient.setQueryData(distributorsKeys.distributor(distributor.id), distributor);
      void queryClient.invalidateQueries({ queryKey: distributorsKeys.options() });
      return queryClient.invalidateQueries({ queryKey: distributorsKeys.lists() });
    },
  });
}
