import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listDistributionOrders } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { distributorsKeys, type DistributionOrdersListQuery } from './keys';

/** `GET vendor/distribution-orders`: newest first unless sorted; the previous page stays while the next loads. */
export const distributionOrdersQueryOptions = (query: DistributionOrdersListQuery) =>
  queryOptions({
    queryKey: distributorsKeys.orderList(query),
    queryFn: ({ signal }) => call(listDistributionOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every order of the current search and filters (the CSV export of the whole result). */
export const fetchAllDistributionOrders = (query: Omit<DistributionOrdersListQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(listDistributionOrders, { query: { ...query, page, rowsPerPage } }));
