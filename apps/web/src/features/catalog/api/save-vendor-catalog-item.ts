import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addVendorCatalogItem, type AddVendorCatalogItemBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { catalogKeys } from './keys';

/** `POST vendor/catalog`: adds an item to the company catalog (201) or sets its price and state (200). */
export function useSaveVendorCatalogItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddVendorCatalogItemBody) => (await call(addVendorCatalogItem, { body, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.vendorItems() }),
  });
}
