import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listInventory } from '@dme/contract';
import { call } from '../../../lib/http';
import { inventoryKeys, type InventoryListQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/inventory`: the company's SKUs with quantities; the previous page stays while the next loads. */
export const inventoryQueryOptions = (query: InventoryListQuery) =>
  queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => call(listInventory, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const inventoryExport = (query: Omit<InventoryListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listInventory, query, fileName });

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
