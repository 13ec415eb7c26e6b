import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PatientsQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';
import { patientCalls, type PatientSide } from './side';
import type { ListExport } from '../../../components';

/** What the patients list sends (ARCHITECTURE rule 4): page, rowsPerPage, sortBy, sortType, search. */
export type PatientsListQuery = Pick<Partial<PatientsQuery>, 'page' | 'rowsPerPage' | 'sortBy' | 'sortType' | 'search' | 'tag_id'>;

/** `GET doctor/patients` or `vendor/patients`; the previous page stays on screen while the next one loads. */
export const patientsListQueryOptions = (side: PatientSide, query: PatientsListQuery) =>
  queryOptions({
    queryKey: patientsKeys.list(side, query),
    queryFn: ({ signal }) => call(patientCalls(side).list, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const patientsExport = (side: PatientSide, query: Omit<PatientsListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: patientCalls(side).list, query, fileName });
