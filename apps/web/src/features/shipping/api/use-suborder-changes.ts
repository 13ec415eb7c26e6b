import { useQueryClient } from '@tanstack/react-query';
import { SUBORDER_CHANGED_EVENT, type SuborderChanged } from '@dme/contract';
import { accountChannel, useChannelEvent } from '../../realtime/use-channel-event';
import { ordersKeys } from '../../orders/api/keys';
import { shippingKeys } from './keys';

/**
 * A suborder moved somewhere else (a driver's delivery, a colleague's status change): the shipping lists and that
 * suborder read again, and its order too, which moves to Billing by itself when its last suborder is delivered.
 */
export function useSuborderChanges(accountId: number | null) {
  const queryClient = useQueryClient();
  useChannelEvent<SuborderChanged>(accountId ? accountChannel(accountId) : null, SUBORDER_CHANGED_EVENT, (change) => {
    void queryClient.invalidateQueries({ queryKey: shippingKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: shippingKeys.suborder(change.suborder_id) });
    if (change.order_completed) void queryClient.invalidateQueries({ queryKey: ordersKeys.detail('supplier', change.order_id) });
  });
}
