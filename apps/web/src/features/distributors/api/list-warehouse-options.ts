import { queryOptions } from '@tanstack/react-query';
import { listWarehouses } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { distributorsKeys } from './keys';

/** `GET vendor/warehouses`, every page: the company's warehouses for the order screens' selects, by name. */
export const warehouseOptionsQueryOptions = () =>
  queryOptions({
    queryKey: distributorsKeys.warehouses(),
    queryFn: () =>
      fetchEveryPage((page, rowsPerPage) => call(listWarehouses, { query: { page, rowsPerPage, sortBy: 'name', sortType: 'asc' } })),
    staleTime: 60_000,
  });
