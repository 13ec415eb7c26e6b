import { useQuery } from '@tanstack/react-query';
import { getInventorySku, listInventory, listSerialNumbers } from '@dme/contract';
import { call } from '../../../lib/http';

/**
 * What the stock modal offers (issue 9): the company's SKUs of the line's catalogue item, the free units of the
 * chosen SKU per warehouse, and the units in stock there. They need the `stock` key; without it (`enabled` false)
 * the modal stays a plain SKU and serial form and the server still checks everything.
 */
export function useSkuOptions(equipmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['item-stock', 'skus', equipmentId],
    queryFn: async () =>
      (await call(listInventory, { query: { equipment_id: equipmentId, rowsPerPage: 100, page: 1 }, skipErrorAlert: true })).data,
    enabled,
    staleTime: 30_000,
  });
}

export function useSkuShelves(skuId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['item-stock', 'shelves', skuId],
    queryFn: async () => (await call(getInventorySku, { params: { inventoryId: skuId! }, skipErrorAlert: true })).data.storage,
    enabled: enabled && skuId !== undefined,
  });
}

export function useShelfSerials(skuId: number | undefined, warehouseId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['item-stock', 'serials', skuId, warehouseId],
    queryFn: async () =>
      (
        await call(listSerialNumbers, {
          params: { inventoryId: skuId! },
          query: { state: 'in_stock', warehouse_id: warehouseId, rowsPerPage: 100, page: 1 },
          skipErrorAlert: true,
        })
      ).data,
    enabled: enabled && skuId !== undefined && warehouseId !== undefined,
  });
}
