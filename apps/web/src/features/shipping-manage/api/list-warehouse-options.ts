import { queryOptions } from '@tanstack/react-query';
import { listWarehouses } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { shippingManageKeys } from './keys';

/** `GET vendor/warehouses`, every page, by name: the driver's home warehouse select. */
export const warehouseOptionsQueryOptions = () =>
  queryOptions({
    queryKey: shippingManageKeys.warehouses(),
    queryFn: () =>
      fetchEveryPage((page, rowsPerPage) =>
        call(listWarehouses, { query: { page, rowsPerPage, sortBy: 'name', sortType: 'asc' }, skipErrorAlert: true }),
      ),
    staleTime: 60_000,
  });
