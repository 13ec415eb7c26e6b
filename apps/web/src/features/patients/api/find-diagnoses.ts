import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findDiagnoses } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';

/** `GET diagnoses?search=`: ICD-10-CM codes by code prefix or words (first 25 matches). */
export const diagnosesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: patientsKeys.diagnoses(search),
    queryFn: async ({ signal }) => (await call(findDiagnoses, { query: { page: 1, rowsPerPage: 25, search }, signal })).data,
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
