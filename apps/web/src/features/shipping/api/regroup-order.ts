import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { regroupOrder, vendorOrders, type RegroupingBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { shippingKeys } from './keys';

/** `GET vendor/orders/{id}`, for its items (`commons`): what the regrouping dialog distributes. */
export const orderItemsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: shippingKeys.orderItems(orderId),
    queryFn: async ({ signal }) =>
      (await call(vendorOrders.get, { params: { orderId }, signal, skipErrorAlert: true })).data.commons.filter((item) => !item.archived_at),
  });

/** `POST vendor/orders/{id}/regrouping`: replaces the order's suborders not yet gone; 409 / 422 shown by the dialog. */
export function useRegroupOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegroupingBody) => (await call(regroupOrder, { params: { orderId }, body, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingKeys.all }),
  });
}
