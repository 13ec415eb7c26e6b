import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDistributorProduct, type UpdateDistributorProductBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys } from './keys';

/** `PUT vendor/distributors/{distributorId}/products/{productId}`: silent on errors, the modal shows them. */
export function useUpdateDistributorProduct(distributorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, body }: { productId: number; body: UpdateDistributorProductBody }) =>
      (await call(updateDistributorProduct, { params: { distributorId, productId }, body, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributorsKeys.productLists(distributorId) }),
  });
}
