import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addInventoryStorage,
  moveInventoryStorage,
  updateInventoryStorage,
  type AddStorageBody,
  type MoveStorageBody,
  type UpdateStorageBody,
} from '@dme/contract';
import { call } from '../../../lib/http';
import { skuChanged } from './sku-changed';

// Each answers the SKU with its shelves as they now are; errors stay silent, the action's modal shows them.

/** `POST vendor/inventory/{inventoryId}/storage`: units received into a warehouse (a receipt movement). */
export function useReceiveUnits(skuId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddStorageBody) =>
      (await call(addInventoryStorage, { params: { inventoryId: skuId }, body, skipErrorAlert: true })).data,
    onSuccess: (sku) => skuChanged(queryClient, sku),
  });
}

/** `PUT vendor/inventory/storage/{storageId}`: a count, PAR level, reorder quantity, bin, or units retired. */
export function useUpdateShelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ storageId, body }: { storageId: number; body: UpdateStorageBody }) =>
      (await call(updateInventoryStorage, { params: { storageId }, body, skipErrorAlert: true })).data,
    onSuccess: (sku) => skuChanged(queryClient, sku),
  });
}

/** `POST vendor/inventory/storage/{storageId}/move`: free units to another warehouse (409 when fewer are free). */
export function useMoveUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ storageId, body }: { storageId: number; body: MoveStorageBody }) =>
      (await call(moveInventoryStorage, { params: { storageId }, body, skipErrorAlert: true })).data,
    onSuccess: (sku) => skuChanged(queryClient, sku),
  });
}
