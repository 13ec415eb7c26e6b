import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { stockLogs } from '@dme/contract';
import { call } from '../../../lib/http';
import { inventoryKeys, type StockLogsListQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/inventory/logs`: the movements, newest first; the previous page stays while the next loads. */
export const stockLogsQueryOptions = (query: StockLogsListQuery) =>
  queryOptions({
    queryKey: inventoryKeys.logs(query),
    queryFn: ({ signal }) => call(stockLogs, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const stockLogsExport = (query: Omit<StockLogsListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: stockLogs, query, fileName });
