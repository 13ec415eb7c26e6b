import { useMutation, useQuery } from '@tanstack/react-query';
import { listInventory, vendorItemActions } from '@dme/contract';
import { call } from '../../../lib/http';
import { useOrderChanged } from './update-order';

/** The company's over-the-counter SKUs with free units (`GET vendor/inventory?otc=1`; needs the `stock` key). */
export function useOtcStock(search: string) {
  return useQuery({
    queryKey: ['orders', 'otc-stock', search],
    queryFn: async ({ signal }) =>
      (
        await call(listInventory, {
          query: { otc: '1', page: 1, rowsPerPage: 100, ...(search ? { search } : {}) },
          signal,
          skipErrorAlert: true,
        })
      ).data,
  });
}

/**
 * `POST vendor/commons/{id}/otc` with a SKU: the OTC item joins the order beside the line `withItemId`, its units
 * reserved from the company's stock (the order's warehouse, else the one with the most free units).
 */
export function useAddOtcFromStock(orderId: number) {
  const changed = useOrderChanged('supplier', orderId);
  return useMutation({
    mutationFn: async (v: { withItemId: number; equipmentId: number; skuId: number; quantity: number }) =>
      (
        await call(vendorItemActions.otc, {
          params: { commonId: v.withItemId },
          body: { equipment_id: v.equipmentId, sku_id: v.skuId, quantity: v.quantity },
          skipErrorAlert: true,
        })
      ).data,
    onSuccess: () => changed(),
  });
}
