import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorOrders, vendorOrders, type DoctorOrderBody, type Order, type VendorOrderBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { ordersKeys } from './keys';
import type { OrderSide } from './side';

/** What a form sends: masked dates and numbers as typed ('' clears a field); the server reads the masks. */
export type OrderUpdateInput = { [K in keyof (DoctorOrderBody & VendorOrderBody)]?: string | number | boolean | null };

/** Puts a changed order into the cache and refreshes what depends on it (lists, the status checklists). */
export function useOrderChanged(side: OrderSide, orderId: number) {
  const queryClient = useQueryClient();
  return async (order?: Order) => {
    if (order) queryClient.setQueryData(ordersKeys.order(side, orderId), order);
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: ordersKeys.detail(side, orderId),
        predicate: (q) => !order || q.queryKey.at(-1) !== 'order',
      }),
      queryClient.invalidateQueries({ queryKey: ordersKeys.lists(side) }),
    ]);
  };
}

/** `PUT doctor|vendor/orders/{orderId}`: fields not sent stay; 422 names the fields, 409 when the status forbids it. */
export function useUpdateOrder(side: OrderSide, orderId: number) {
  const changed = useOrderChanged(side, orderId);
  return useMutation({
    mutationFn: async (body: OrderUpdateInput) =>
      side === 'doctor'
        ? (await call(doctorOrders.update, { params: { orderId }, body: body as DoctorOrderBody, skipErrorAlert: true })).data
        : (await call(vendorOrders.update, { params: { orderId }, body: body as VendorOrderBody, skipErrorAlert: true })).data,
    onSuccess: (order) => changed(order),
  });
}
