import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { vendorResupply } from '@dme/contract';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { call } from '../../../lib/http';
import { patientRequestsKeys, type ToPhoneQuery } from './keys';

/** `GET vendor/resupply/unanswered`: refills nobody answered after the reminders, to phone. */
export const refillsToPhoneQueryOptions = (query: ToPhoneQuery) =>
  queryOptions({
    queryKey: patientRequestsKeys.toPhone(query),
    queryFn: ({ signal }) => call(vendorResupply.toPhone, { query, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });

/** Every row, page after page, for the CSV export. */
export const fetchAllRefillsToPhone = (query: Omit<ToPhoneQuery, 'page' | 'rowsPerPage'>) =>
  fetchEveryPage((page, rowsPerPage) => call(vendorResupply.toPhone, { query: { ...query, page, rowsPerPage } }));
