import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDistributionOrder, type UpdateDistributionOrderBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { orderChanged } from './order-changed';

/** `PUT vendor/distribution-orders/{orderId}`: a draft's lines (the full list), note, distributor or warehouse. */
export function useUpdateDistributionOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateDistributionOrderBody) =>
      (await call(updateDistributionOrder, { params: { orderId }, body, skipErrorAlert: true })).data,
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}
