import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findInsurances } from '@dme/contract';
import { call } from '../../../lib/http';
import { companyKeys } from './keys';

/** `GET insurances?search=`: the shared payers list, searched by name or payer id (first 25 matches). */
export const payersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: companyKeys.payers(search),
    queryFn: async ({ signal }) =>
      (await call(findInsurances, { query: { page: 1, rowsPerPage: 25, ...(search ? { search } : {}) }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
