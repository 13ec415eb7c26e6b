import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listInventory } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { inventoryKeys, type InventoryListQuery } from './keys';

/** `GET vendor/inventory`: the company's SKUs with quantities; the previous page stays while the next loads. */
export const inventoryQueryOptions = (query: InventoryListQuery) =>
  queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => call(listInventory, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every SKU of the current search and filters (the CSV export of the whole result). */
export const fetchAllInventory = (query: Omit<InventoryListQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(listInventory, { query: { ...query, page, rowsPerPage } }));

/** SKUs matching a typed code, maker, model or HCPCS (a filter's search select); silent when it fails. */
export const skuOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: inventoryKeys.skuOptions(search),
    queryFn: async ({ signal }) =>
      (
        await call(listInventory, {
          query: { page: 1, rowsPerPage: 25, sortBy: 'sku', sortType: 'asc', archived: '1', ...(search ? { search } : {}) },
          signal,
          skipErrorAlert: true,
        })
      ).data,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
