import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { stockLogs } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { inventoryKeys, type StockLogsListQuery } from './keys';

/** `GET vendor/inventory/logs`: the movements, newest first; the previous page stays while the next loads. */
export const stockLogsQueryOptions = (query: StockLogsListQuery) =>
  queryOptions({
    queryKey: inventoryKeys.logs(query),
    queryFn: ({ signal }) => call(stockLogs, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every movement of the current filters (the CSV export). */
export const fetchAllStockLogs = (query: Omit<StockLogsListQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(stockLogs, { query: { ...query, page, rowsPerPage } }));
