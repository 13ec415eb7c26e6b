import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listSuborders } from '@dme/contract';
import { call } from '../../../lib/http';
import { shippingKeys, type SubordersListQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/suborders`: one page of the company's suborders; the previous page stays while the next loads. */
export const subordersQueryOptions = (query: SubordersListQuery) =>
  queryOptions({
    queryKey: shippingKeys.list(query),
    queryFn: ({ signal }) => call(listSuborders, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const subordersExport = (query: Omit<SubordersListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listSuborders, query, fileName });
