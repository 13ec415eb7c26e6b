import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { vendorResupply } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientRequestsKeys, type ToPhoneQuery } from './keys';
import type { ListExport } from '../../../components';

/** `GET vendor/resupply/unanswered`: refills nobody answered after the reminders, to phone. */
export const refillsToPhoneQueryOptions = (query: ToPhoneQuery) =>
  queryOptions({
    queryKey: patientRequestsKeys.toPhone(query),
    queryFn: ({ signal }) => call(vendorResupply.toPhone, { query, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const refillsToPhoneExport = (query: Omit<ToPhoneQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: vendorResupply.toPhone, query, fileName });
