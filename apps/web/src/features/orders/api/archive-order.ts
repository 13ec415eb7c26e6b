import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ordersKeys } from './keys';
import { orderCalls, type OrderSide } from './side';

/**
 * `POST .../orders/{orderId}/archive|restore`. A doctor archives drafts (and Pend HIPAA); a supplier until the
 * order is out for delivery; only the side that archived an order restores it. Refusals show the server's message.
 */
export function useArchiveOrder(side: OrderSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, restore = false }: { orderId: number; restore?: boolean }) =>
      (await call(restore ? orderCalls(side).restore : orderCalls(side).archive, { params: { orderId } })).data,
    onSuccess: async (order) => {
      queryClient.setQueryData(ordersKeys.order(side, order.id), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.lists(side) }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.detail(side, order.id), predicate: (q) => q.queryKey.at(-1) !== 'order' }),
      ]);
    },
  });
}
