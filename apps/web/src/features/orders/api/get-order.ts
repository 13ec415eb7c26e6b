import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ordersKeys } from './keys';
import { orderCalls, type OrderSide } from './side';

/** `GET doctor|vendor/orders/{orderId}`: the order with its items and diagnoses (404 for someone else's; the screen says so). */
export const orderQueryOptions = (side: OrderSide, orderId: number) =>
  queryOptions({
    queryKey: ordersKeys.order(side, orderId),
    queryFn: async ({ signal }) => (await call(orderCalls(side).get, { params: { orderId }, signal, skipErrorAlert: true })).data,
  });
