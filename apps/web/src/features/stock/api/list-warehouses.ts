import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { listWarehouses, type warehousesQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { stockKeys } from './keys';

/** As sent: the `active` filter travels as '1' / '0'. */
export type WarehousesListQuery = Partial<z.input<typeof warehousesQuery>>;

/** `GET vendor/warehouses`: the company's warehouses; the previous page stays while the next loads. */
export const warehousesQueryOptions = (query: WarehousesListQuery) =>
  queryOptions({
    queryKey: stockKeys.warehouseList(query),
    queryFn: ({ signal }) => call(listWarehouses, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every warehouse of the current search, page after page (for the CSV export of the whole result). */
export async function fetchAllWarehouses(query: Omit<WarehousesListQuery, 'page' | 'rowsPerPage'>) {
  const rowsPerPage = 100;
  const first = await call(listWarehouses, { query: { ...query, page: 1, rowsPerPage } });
  const rows = [...first.data];
  for (let page = 2; page <= Math.ceil(first.meta.total / rowsPerPage); page += 1)
    rows.push(...(await call(listWarehouses, { query: { ...query, page, rowsPerPage } })).data);
  return rows;
}
