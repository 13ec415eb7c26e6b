import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listDistributorProducts } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { distributorsKeys, type DistributorProductsListQuery } from './keys';

/** `GET vendor/distributors/{distributorId}/products`: the distributor's price list, a page at a time. */
export const distributorProductsQueryOptions = (distributorId: number, query: DistributorProductsListQuery) =>
  queryOptions({
    queryKey: distributorsKeys.products(distributorId, query),
    queryFn: ({ signal }) => call(listDistributorProducts, { params: { distributorId }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** The whole price list of the current search (its CSV export). */
export const fetchAllDistributorProducts = (distributorId: number, query: Omit<DistributorProductsListQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) =>
    call(listDistributorProducts, { params: { distributorId }, query: { ...query, page, rowsPerPage } }),
  );
