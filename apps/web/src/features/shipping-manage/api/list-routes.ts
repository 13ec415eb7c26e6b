import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listRoutes } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { shippingManageKeys, type RoutesListQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/delivery/routes`: routes, newest day first; the previous page stays while the next loads. */
export const routesQueryOptions = (query: RoutesListQuery) =>
  queryOptions({
    queryKey: shippingManageKeys.routes(query),
    queryFn: ({ signal }) => call(listRoutes, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every route of the current filters (CSV export, a day's routes). */
export const fetchAllRoutes = (query: Omit<RoutesListQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(listRoutes, { query: { ...query, page, rowsPerPage } }));

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const routesExport = (query: Omit<RoutesListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listRoutes, query, fileName });

/** Every route of one day (mark items: the vans to load). */
export const dayRoutesQueryOptions = (date: string) =>
  queryOptions({
    queryKey: shippingManageKeys.routes({ date, sortBy: 'date' }),
    queryFn: () => fetchAllRoutes({ date }),
    enabled: date !== '',
  });
