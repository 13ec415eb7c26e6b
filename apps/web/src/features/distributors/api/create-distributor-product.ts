import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDistributorProduct, type CreateDistributorProductBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys } from './keys';

/** `POST vendor/distributors/{distributorId}/products`: silent on errors, the modal shows a 422 (a SKU listed already). */
export function useCreateDistributorProduct(distributorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDistributorProductBody) =>
      (await call(createDistributorProduct, { params: { distributorId }, body, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributorsKeys.productLists(distributorId) }),
  });
}
