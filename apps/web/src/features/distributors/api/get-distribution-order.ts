import { queryOptions } from '@tanstack/react-query';
import { getDistributionOrder } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys } from './keys';

/** `GET vendor/distribution-orders/{orderId}`: lines, distributor, warehouse and history (404: the screen says so). */
export const distributionOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: distributorsKeys.order(orderId),
    queryFn: async ({ signal }) => (await call(getDistributionOrder, { params: { orderId }, signal, skipErrorAlert: true })).data,
  });
