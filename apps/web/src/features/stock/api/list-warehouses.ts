import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { listWarehouses, type warehousesQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { stockKeys } from './keys';
import type { ListExport } from '../../../components';

/** As sent: the `active` filter travels as '1' / '0'. */
export type WarehousesListQuery = Partial<z.input<typeof warehousesQuery>>;

/** `GET vendor/warehouses`: the company's warehouses; the previous page stays while the next loads. */
export const warehousesQueryOptions = (query: WarehousesListQuery) =>
  queryOptions({
    queryKey: stockKeys.warehouseList(query),
    queryFn: ({ signal }) => call(listWarehouses, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const warehousesExport = (query: Omit<WarehousesListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listWarehouses, query, fileName });
