import type { QueryClient } from '@tanstack/react-query';
import type { InventorySkuDetail } from '@dme/contract';
import { inventoryKeys } from './keys';

/**
 * After a call that answered the SKU as it now is: the screen takes the answer, and every list that shows its
 * quantities, movements or serial numbers loads again.
 */
export function skuChanged(queryClient: QueryClient, sku: InventorySkuDetail) {
  queryClient.setQueryData(inventoryKeys.sku(sku.id), sku);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: inventoryKeys.logLists() }),
    queryClient.invalidateQueries({ queryKey: inventoryKeys.defaultLists() }),
    queryClient.invalidateQueries({ queryKey: inventoryKeys.serialLists(sku.id) }),
    queryClient.invalidateQueries({ queryKey: [...inventoryKeys.all, 'sku-options'] }),
  ]);
}
