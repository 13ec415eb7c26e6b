import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendDistributionOrder } from '@dme/contract';
import { call } from '../../../lib/http';
import { orderChanged } from './order-changed';

/** `POST vendor/distribution-orders/{orderId}/send`: a draft goes to the distributor (422 without lines, 409 otherwise). */
export function useSendDistributionOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(sendDistributionOrder, { params: { orderId }, body: {}, skipErrorAlert: true })).data,
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}
