import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDistributorProduct } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys } from './keys';

/** `DELETE vendor/distributors/{distributorId}/products/{productId}`: orders already made keep their lines. */
export function useDeleteDistributorProduct(distributorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: number) => {
      await call(deleteDistributorProduct, { params: { distributorId, productId }, skipErrorAlert: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributorsKeys.productLists(distributorId) }),
  });
}
