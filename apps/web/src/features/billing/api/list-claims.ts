import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listClaims } from '@dme/contract';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { call } from '../../../lib/http';
import { billingKeys, type ClaimsListQuery } from './keys';

/** `GET vendor/billing/claims`: one page of a claims list; the previous page stays while the next loads. */
export const claimsQueryOptions = (query: ClaimsListQuery) =>
  queryOptions({
    queryKey: billingKeys.claimList(query),
    queryFn: ({ signal }) => call(listClaims, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every claim of the current filter, page after page (the CSV export holds the whole result). */
export const fetchAllClaims = (query: Omit<ClaimsListQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(listClaims, { query: { ...query, page, rowsPerPage } }));
