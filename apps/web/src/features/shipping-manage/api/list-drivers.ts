import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listDrivers } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { shippingManageKeys, type DriversListQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/delivery/drivers`: the company's drivers; the previous page stays while the next loads. */
export const driversQueryOptions = (query: DriversListQuery) =>
  queryOptions({
    queryKey: shippingManageKeys.drivers(query),
    queryFn: ({ signal }) => call(listDrivers, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every driver of the filters, page after page (the planner's driver columns). */
const fetchAllDrivers = (query: Omit<DriversListQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(listDrivers, { query: { ...query, page, rowsPerPage } }));

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const driversExport = (query: Omit<DriversListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listDrivers, query, fileName });

/** The active drivers by name: the scheduler's columns and the auto-scheduler's choice. */
export const activeDriversQueryOptions = () =>
  queryOptions({
    queryKey: [...shippingManageKeys.driverLists(), 'active-all'] as const,
    queryFn: () => fetchAllDrivers({ active: '1', sortBy: 'name', sortType: 'asc' }),
    staleTime: 30_000,
  });
