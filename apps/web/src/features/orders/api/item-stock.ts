import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorItemStock, type Order, type OrderItem } from '@dme/contract';
import { call } from '../../../lib/http';
import { ordersKeys } from './keys';
import { useOrderChanged } from './update-order';

/** Puts the changed line into the cached order and refreshes the checklists (Ready For Service reads the SKUs). */
function useLineChanged(orderId: number) {
  const queryClient = useQueryClient();
  const changed = useOrderChanged('supplier', orderId);
  return async (item: OrderItem) => {
    queryClient.setQueryData<Order>(
      ordersKeys.order('supplier', orderId),
      (order) => order && { ...order, commons: order.commons.map((c) => (c.id === item.id ? item : c)) },
    );
    await changed();
  };
}

/**
 * `POST vendor/commons/{id}/set-sku` (`sku replace`): reserves the line's quantity of the SKU in a warehouse (the
 * one given, else the server's choice); a new SKU is other stock, so the server clears the serial.
 * The form shows the server's field errors itself.
 */
export function useSetSku(orderId: number) {
  const lineChanged = useLineChanged(orderId);
  return useMutation({
    mutationFn: async ({ commonId, sku, warehouseId }: { commonId: number; sku: string; warehouseId?: number }) =>
      (await call(vendorItemStock.setSku, { params: { commonId }, body: { sku, ...(warehouseId ? { warehouse_id: warehouseId } : {}) }, skipErrorAlert: true })).data,
    onSuccess: lineChanged,
  });
}

/** `POST vendor/commons/{id}/drop-sku` (`sku replace`): the SKU and its serial number go. */
export function useDropSku(orderId: number) {
  const lineChanged = useLineChanged(orderId);
  return useMutation({
    mutationFn: async (commonId: number) => (await call(vendorItemStock.dropSku, { params: { commonId } })).data,
    onSuccess: lineChanged,
  });
}

/** `PUT vendor/commons/{id}/serial`: '' clears the serial number. */
export function useSetSerial(orderId: number) {
  const lineChanged = useLineChanged(orderId);
  return useMutation({
    mutationFn: async ({ commonId, serial }: { commonId: number; serial: string }) =>
      (await call(vendorItemStock.serial, { params: { commonId }, body: { serial }, skipErrorAlert: true })).data,
    onSuccess: lineChanged,
  });
}
