import { queryOptions } from '@tanstack/react-query';
import { getInventorySku } from '@dme/contract';
import { call } from '../../../lib/http';
import { inventoryKeys } from './keys';

/** `GET vendor/inventory/{inventoryId}`: a SKU with its shelves (404 for another company's: the screen says so). */
export const inventorySkuQueryOptions = (skuId: number) =>
  queryOptions({
    queryKey: inventoryKeys.sku(skuId),
    queryFn: async ({ signal }) => (await call(getInventorySku, { params: { inventoryId: skuId }, signal, skipErrorAlert: true })).data,
  });
