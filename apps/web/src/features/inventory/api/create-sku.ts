import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInventorySku, type CreateSkuBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { skuChanged } from './sku-changed';

/** `POST vendor/inventory`: silent on errors, the form shows a 422 under its fields. */
export function useCreateSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateSkuBody) => (await call(createInventorySku, { body, skipErrorAlert: true })).data,
    onSuccess: (sku) => skuChanged(queryClient, sku),
  });
}
