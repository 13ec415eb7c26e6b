import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listSuborders } from '@dme/contract';
import { call } from '../../../lib/http';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { shippingKeys, type SubordersListQuery } from './keys';

/** `GET vendor/suborders`: one page of the company's suborders; the previous page stays while the next loads. */
export const subordersQueryOptions = (query: SubordersListQuery) =>
  queryOptions({
    queryKey: shippingKeys.list(query),
    queryFn: ({ signal }) => call(listSuborders, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every suborder of the current filters, page after page (the CSV export holds the whole result). */
export const fetchAllSuborders = (query: Omit<SubordersListQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(listSuborders, { query: { ...query, page, rowsPerPage } }));
