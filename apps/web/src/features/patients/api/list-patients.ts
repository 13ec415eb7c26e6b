import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PatientsQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';
import { patientCalls, type PatientSide } from './side';

/** What the patients list sends (ARCHITECTURE rule 4): page, rowsPerPage, sortBy, sortType, search. */
export type PatientsListQuery = Pick<Partial<PatientsQuery>, 'page' | 'rowsPerPage' | 'sortBy' | 'sortType' | 'search' | 'tag_id'>;

/** `GET doctor/patients` or `vendor/patients`; the previous page stays on screen while the next one loads. */
export const patientsListQueryOptions = (side: PatientSide, query: PatientsListQuery) =>
  queryOptions({
    queryKey: patientsKeys.list(side, query),
    queryFn: ({ signal }) => call(patientCalls(side).list, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every patient of the current search, page after page (for the CSV export of the whole result). */
export async function fetchAllPatients(side: PatientSide, query: Omit<PatientsListQuery, 'page' | 'rowsPerPage'>) {
  const rowsPerPage = 100;
  const first = await call(patientCalls(side).list, { query: { ...query, page: 1, rowsPerPage } });
  const rows = [...first.data];
  const pages = Math.ceil(first.meta.total / rowsPerPage);
  for (let page = 2; page <= pages; page += 1)
    rows.push(...(await call(patientCalls(side).list, { query: { ...query, page, rowsPerPage } })).data);
  return rows;
}
