import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { insurancesToCheck } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientAppKeys } from './keys';

/** `GET vendor/billing/eligibility/to-check` (supplier): insurances changed with no check since. */
export const toCheckQuery = (page: number, rowsPerPage: number) =>
  queryOptions({
    queryKey: patientAppKeys.toCheck(page, rowsPerPage),
    queryFn: ({ signal }) => call(insurancesToCheck, { query: { page, rowsPerPage }, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });
