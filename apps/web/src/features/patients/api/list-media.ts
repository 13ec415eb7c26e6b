import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MediaListQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';
import { mediaCalls, type PatientSide } from './side';

export type MediaListParams = Pick<Partial<MediaListQuery>, 'page' | 'rowsPerPage' | 'sortBy' | 'sortType'> & {
  /** '1' lists archived documents too; without it only current ones. */
  archived?: '1';
};

/** `GET .../patients/{patientId}/media`: the patient's documents, newest first (archived ones when asked). */
export const mediaListQueryOptions = (side: PatientSide, patientId: number, query: MediaListParams) =>
  queryOptions({
    queryKey: patientsKeys.media(side, patientId, query),
    queryFn: ({ signal }) => call(mediaCalls(side).listForPatient, { params: { patientId }, query, signal }),
    placeholderData: keepPreviousData,
  });
