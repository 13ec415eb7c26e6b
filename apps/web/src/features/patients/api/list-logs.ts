import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listPatientLogs } from '@dme/contract';
import { call } from '../../../lib/http';
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
