import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listInventory } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys, type SkuOptionsQuery } from './keys';

/**
 * `GET vendor/inventory`: the company's live SKUs a picker offers — matching a typed code, maker, model or HCPCS; of
 * one catalogue item (`equipment_id`); or over the counter only (`otc`). Silent when it fails.
 */
export const skuOptionsQueryOptions = (query: SkuOptionsQuery, rowsPerPage: 25 | 50 | 100 = 25) =>
  queryOptions({
    queryKey: [...distributorsKeys.skuOptions(query), rowsPerPage],
    queryFn: async ({ signal }) =>
      (
        await call(listInventory, {
          query: { page: 1, rowsPerPage, sortBy: 'sku', sortType: 'asc', ...query },
          signal,
          skipErrorAlert: true,
        })
      ).data,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
