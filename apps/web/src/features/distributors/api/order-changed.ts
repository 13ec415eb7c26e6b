import type { QueryClient } from '@tanstack/react-query';
import type { DistributionOrderDetail } from '@dme/contract';
import { distributorsKeys } from './keys';

/** Every call that changes an order answers it as it now is: the screen shows that, the lists refresh. */
export function orderChanged(queryClient: QueryClient, order: DistributionOrderDetail) {
  queryClient.setQueryData(distributorsKeys.order(order.id), order);
  // What is on order changes the with-stock proposals too.
  void queryClient.invalidateQueries({ queryKey: [...distributorsKeys.all, 'proposal'] });
  return queryClient.invalidateQueries({ queryKey: distributorsKeys.orderLists() });
}
