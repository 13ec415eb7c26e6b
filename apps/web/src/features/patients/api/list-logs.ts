import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listPatientLogs } from '@dme/contract';
import { call } from '../../../lib/http';
import type { ListExport } from '../../../components';
import { patientsKeys } from './keys';

export interface LogsQuery {
  page: number;
  rowsPerPage: number;
  sortType?: 'asc' | 'desc';
}

/** `GET vendor/patients/{patientId}/logs` (needs `logs`): the company's audit rows about the patient, newest first. */
export const logsQueryOptions = (patientId: number, query: LogsQuery) =>
  queryOptions({
    queryKey: patientsKeys.logs(patientId, query),
    queryFn: ({ signal }) => call(listPatientLogs, { params: { patientId }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const logsExport = (patientId: number, query: Omit<LogsQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listPatientLogs, params: { patientId }, query, fileName });
