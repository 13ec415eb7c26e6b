import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { vendorOrders } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys } from './keys';

/** From Delivery on an order's items are out of the door: nothing is bought for it any more (the server's rule too). */
export const BUY_FOR_ORDERS_BEFORE = 70;

/**
 * `GET vendor/orders` (the orders list of the Order Activity screen): current orders matching a typed order number or
 * patient, newest first, keeping those before Delivery. Silent on errors: staff without `order view` see why.
 */
export const patientOrdersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: distributorsKeys.patientOrders(search),
    queryFn: async ({ signal }) => {
      const answer = await call(vendorOrders.list, {
        query: { page: 1, rowsPerPage: 50, sortBy: 'id', sortType: 'desc', status: 'all', ...(search ? { search } : {}) },
        signal,
        skipErrorAlert: true,
      });
      return answer.data.filter((o) => o.status < BUY_FOR_ORDERS_BEFORE && o.deleted_at === null);
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** `GET vendor/orders/{orderId}`: the chosen order with its lines (commons). */
export const patientOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: distributorsKeys.patientOrder(orderId),
    queryFn: async ({ signal }) => (await call(vendorOrders.get, { params: { orderId }, signal, skipErrorAlert: true })).data,
  });
