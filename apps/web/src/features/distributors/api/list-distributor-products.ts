import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listDistributorProducts } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys, type DistributorProductsListQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/distributors/{distributorId}/products`: the distributor's price list, a page at a time. */
export const distributorProductsQueryOptions = (distributorId: number, query: DistributorProductsListQuery) =>
  queryOptions({
    queryKey: distributorsKeys.products(distributorId, query),
    queryFn: ({ signal }) => call(listDistributorProducts, { params: { distributorId }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const distributorProductsExport = (
  distributorId: number,
  query: Omit<DistributorProductsListQuery, 'page' | 'rowsPerPage'>,
  fileName: string,
): ListExport => ({ endpoint: listDistributorProducts, params: { distributorId }, query, fileName });
