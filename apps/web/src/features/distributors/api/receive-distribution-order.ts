import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiveDistributionOrder, type ReceiveDistributionOrderBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { orderChanged } from './order-changed';

/** `POST vendor/distribution-orders/{orderId}/receive`: units arrive; silent on errors, the modal shows 422 and 409. */
export function useReceiveDistributionOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReceiveDistributionOrderBody) =>
      (await call(receiveDistributionOrder, { params: { orderId }, body, skipErrorAlert: true })).data,
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}
