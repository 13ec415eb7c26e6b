import { queryOptions, useMutation } from '@tanstack/react-query';
import { doctorOrders, vendorOrders } from '@dme/contract';
import { call } from '../../../lib/http';
import { ordersKeys } from './keys';
import { orderCalls, type OrderSide } from './side';
import { useOrderChanged } from './update-order';

/** `GET doctor/orders/{orderId}/status`: the status as the doctor sees it, its action and what the action needs. */
export const doctorStatusQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ordersKeys.status('doctor', orderId),
    queryFn: async ({ signal }) => (await call(doctorOrders.status, { params: { orderId }, signal })).data,
  });

/** `GET vendor/orders/{orderId}/validate`: the status's checklist and where `status/next` would move the order. */
export const validationQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ordersKeys.status('supplier', orderId),
    queryFn: async ({ signal }) => (await call(vendorOrders.validate, { params: { orderId }, signal })).data,
  });

/** `GET .../orders/{orderId}/history`: every status change, oldest first, with who made it. */
export const historyQueryOptions = (side: OrderSide, orderId: number) =>
  queryOptions({
    queryKey: ordersKeys.history(side, orderId),
    queryFn: async ({ signal }) => (await call(orderCalls(side).history, { params: { orderId }, signal })).data,
  });

/**
 * `POST doctor/orders/{orderId}/status/{code}`: Send to Supplier, Send to Initial, and Sign CMN / Sign F2F with the
 * signature pad's image. A refusal (422 with `errors.checklist`, 409 when the order moved) is shown by the caller.
 */
export function useDoctorAction(orderId: number) {
  const changed = useOrderChanged('doctor', orderId);
  return useMutation({
    mutationFn: async ({ code, signature }: { code: number; signature?: string }) =>
      (await call(doctorOrders.act, { params: { orderId, code }, body: signature ? { signature } : {}, skipErrorAlert: true })).data,
    onSuccess: (order) => changed(order),
  });
}

/** `POST vendor/orders/{orderId}/status/next` with the status the user saw, so a second click cannot move it twice. */
export function useNextStatus(orderId: number) {
  const changed = useOrderChanged('supplier', orderId);
  return useMutation({
    mutationFn: async (from: number) => (await call(vendorOrders.next, { params: { orderId }, body: { from }, skipErrorAlert: true })).data,
    onSuccess: (order) => changed(order),
    // A refused or stale move still means the screen may be out of date.
    onError: () => changed(),
  });
}
