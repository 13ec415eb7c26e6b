import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listClaims } from '@dme/contract';
import { call } from '../../../lib/http';
import { billingKeys, type ClaimsListQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/billing/claims`: one page of a claims list; the previous page stays while the next loads. */
export const claimsQueryOptions = (query: ClaimsListQuery) =>
  queryOptions({
    queryKey: billingKeys.claimList(query),
    queryFn: ({ signal }) => call(listClaims, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const claimsExport = (query: Omit<ClaimsListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listClaims, query, fileName });
