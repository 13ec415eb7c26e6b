import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorOrders, vendorOrders, type AddOrderItemsBody, type Order, type OrderItem } from '@dme/contract';
import { call } from '../../../lib/http';
import { ordersKeys } from './keys';
import { orderCalls, type OrderSide } from './side';
import { useOrderChanged } from './update-order';

/** `GET doctor/orders/{orderId}/commons/tree`: the cart, items under their category and subcategory. */
export const itemsTreeQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ordersKeys.tree(orderId),
    queryFn: async ({ signal }) => (await call(doctorOrders.itemsTree, { params: { orderId }, signal })).data,
  });

/** Writes the order's new items into the cached order and refreshes the rest of the screen. */
function useItemsChanged(side: OrderSide, orderId: number) {
  const queryClient = useQueryClient();
  const changed = useOrderChanged(side, orderId);
  return async (commons?: OrderItem[]) => {
    if (commons) queryClient.setQueryData<Order>(ordersKeys.order(side, orderId), (order) => order && { ...order, commons });
    await changed();
  };
}

/** `POST .../orders/{orderId}/commons`: adds items (one already there gains the quantity); answers all items. */
export function useAddItems(side: OrderSide, orderId: number) {
  const itemsChanged = useItemsChanged(side, orderId);
  return useMutation({
    mutationFn: async (items: AddOrderItemsBody['items']) =>
      (await call(orderCalls(side).addItems, { params: { orderId }, body: { items } })).data,
    onSuccess: (commons) => itemsChanged(commons),
  });
}

/** `DELETE doctor/commons/{commonId}` (a draft's item). */
export function useRemoveItem(orderId: number) {
  const itemsChanged = useItemsChanged('doctor', orderId);
  return useMutation({
    mutationFn: async (commonId: number) => {
      await call(doctorOrders.removeItem, { params: { commonId } });
    },
    onSuccess: () => itemsChanged(),
  });
}

/**
 * The item's new quantity: the doctor sets it (`PUT doctor/commons/{id}/qty/{n}`), the supplier only lowers it
 * (`POST vendor/commons/{id}/reduce`). Both need `commons qty change`.
 */
export function useItemQuantity(side: OrderSide, orderId: number) {
  const itemsChanged = useItemsChanged(side, orderId);
  return useMutation({
    mutationFn: async ({ commonId, quantity }: { commonId: number; quantity: number }) =>
      side === 'doctor'
        ? (await call(doctorOrders.setQuantity, { params: { commonId, n: quantity } })).data
        : (await call(vendorOrders.reduceItem, { params: { commonId }, body: { quantity } })).data,
    onSuccess: () => itemsChanged(),
  });
}

/** `POST vendor/orders/{orderId}/commons/confirm`: the supplier confirms the lines as they are. */
export function useConfirmItems(orderId: number) {
  const changed = useOrderChanged('supplier', orderId);
  return useMutation({
    mutationFn: async () => (await call(vendorOrders.confirmItems, { params: { orderId } })).data,
    onSuccess: (order) => changed(order),
  });
}
