import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateInventorySku, type UpdateSkuBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { skuChanged } from './sku-changed';

/** `PUT vendor/inventory/{inventoryId}`: code, maker, model, cost, archive; silent on errors (the form shows them). */
export function useUpdateSku(skuId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateSkuBody) =>
      (await call(updateInventorySku, { params: { inventoryId: skuId }, body, skipErrorAlert: true })).data,
    onSuccess: (sku) => skuChanged(queryClient, sku),
  });
}
