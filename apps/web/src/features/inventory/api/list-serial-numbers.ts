import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listSerialNumbers } from '@dme/contract';
import { call } from '../../../lib/http';
import type { ListExport } from '../../../components';
import { inventoryKeys, type SerialNumbersListQuery } from './keys';

/** `GET vendor/inventory/{inventoryId}/serial_numbers`: the SKU's units with state, warehouse and order. */
export const serialNumbersQueryOptions = (skuId: number, query: SerialNumbersListQuery) =>
  queryOptions({
    queryKey: inventoryKeys.serials(skuId, query),
    queryFn: ({ signal }) => call(listSerialNumbers, { params: { inventoryId: skuId }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const serialNumbersExport = (skuId: number, query: SerialNumbersListQuery, fileName: string): ListExport => ({
  endpoint: listSerialNumbers,
  params: { inventoryId: skuId },
  query,
  fileName,
});
