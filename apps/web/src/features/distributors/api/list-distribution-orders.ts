import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listDistributionOrders } from '@dme/contract';
import { call } from '../../../lib/http';
import { distributorsKeys, type DistributionOrdersListQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/distribution-orders`: newest first unless sorted; the previous page stays while the next loads. */
export const distributionOrdersQueryOptions = (query: DistributionOrdersListQuery) =>
  queryOptions({
    queryKey: distributorsKeys.orderList(query),
    queryFn: ({ signal }) => call(listDistributionOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const distributionOrdersExport = (query: Omit<DistributionOrdersListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listDistributionOrders, query, fileName });
