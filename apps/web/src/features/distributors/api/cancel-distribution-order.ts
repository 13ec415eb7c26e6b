import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelDistributionOrder } from '@dme/contract';
import { call } from '../../../lib/http';
import { orderChanged } from './order-changed';

/** `POST vendor/distribution-orders/{orderId}/cancel`: a draft or sent order (409 once anything arrived). */
export function useCancelDistributionOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(cancelDistributionOrder, { params: { orderId }, body: {}, skipErrorAlert: true })).data,
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}
