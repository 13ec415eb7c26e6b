import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findInsurances } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientAppKeys } from './keys';

/** `GET insurances?search=`: the payers list the supplier bills, searched by name (first 25 matches). */
export const payersQuery = (search: string) =>
  queryOptions({
    queryKey: patientAppKeys.payers(search),
    queryFn: async ({ signal }) =>
      (await call(findInsurances, { query: { page: 1, rowsPerPage: 25, ...(search ? { search } : {}) }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
