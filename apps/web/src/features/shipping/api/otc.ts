import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addSuborderOtc, listInventory, type SuborderOtcBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { shippingKeys } from './keys';

/**
 * `GET vendor/inventory?otc=1`: over-the-counter SKUs a delivery may sell, in the suborder's warehouse when it has
 * one (their free units are counted there); the server matches the typed code, maker, model or HCPCS. Silent on errors.
 */
export const otcSkuOptionsQueryOptions = (warehouseId: number | null, search: string) =>
  queryOptions({
    queryKey: shippingKeys.otcSkus(warehouseId, search),
    queryFn: async ({ signal }) =>
      (
        await call(listInventory, {
          query: {
            page: 1,
            rowsPerPage: 25,
            sortBy: 'sku',
            sortType: 'asc',
            otc: '1',
            ...(warehouseId ? { warehouse_id: warehouseId } : {}),
            ...(search ? { search } : {}),
          },
          signal,
          skipErrorAlert: true,
        })
      ).data,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** `POST vendor/suborders/{id}/otc`: the item joins the suborder (its units reserved); 409 when not enough are free. */
export function useAddSuborderOtc(suborderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SuborderOtcBody) => (await call(addSuborderOtc, { params: { suborderId }, body, skipErrorAlert: true })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shippingKeys.lists() });
      return queryClient.invalidateQueries({ queryKey: shippingKeys.suborder(suborderId) });
    },
  });
}
