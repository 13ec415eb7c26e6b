import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDistributionOrder } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys } from './keys';

/** `DELETE vendor/distribution-orders/{orderId}`: only a draft (409 once sent). */
export function useDeleteDistributionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: number) => {
      await call(deleteDistributionOrder, { params: { orderId }, skipErrorAlert: true });
    },
    onSuccess: (_, orderId) => {
      queryClient.removeQueries({ queryKey: distributorsKeys.order(orderId) });
      return queryClient.invalidateQueries({ queryKey: distributorsKeys.orderLists() });
    },
  });
}
