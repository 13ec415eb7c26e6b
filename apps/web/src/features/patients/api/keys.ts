import type { PatientsQuery } from '@dme/contract';
import type { PatientSide, RecordKind } from './side';

/** Query keys of the patients feature; invalidate through these, never through literal arrays. */
export const patientsKeys = {
  all: ['patients'] as const,
  side: (side: PatientSide) => [...patientsKeys.all, side] as const,
  lists: (side: PatientSide) => [...patientsKeys.side(side), 'list'] as const,
  list: (side: PatientSide, query: Partial<PatientsQuery>) => [...patientsKeys.lists(side), query] as const,
  /** The patient and everything under it: invalidating this reloads the whole patient screen. */
  detail: (side: PatientSide, patientId: number) => [...patientsKeys.side(side), 'detail', patientId] as const,
  patient: (side: PatientSide, patientId: number) => [...patientsKeys.detail(side, patientId), 'patient'] as const,
  records: (side: PatientSide, patientId: number, kind: RecordKind) => [...patientsKeys.detail(side, patientId), kind] as const,
  mediaLists: (side: PatientSide, patientId: number) => [...patientsKeys.detail(side, patientId), 'media'] as const,
  media: (side: PatientSide, patientId: number, query: object) => [...patientsKeys.mediaLists(side, patientId), query] as const,
  mediaFile: (side: PatientSide, mediaId: number) => [...patientsKeys.side(side), 'media-file', mediaId] as const,
  wallet: (patientId: number) => [...patientsKeys.detail('supplier', patientId), 'wallet'] as const,
  duplicates: (patientId: number) => [...patientsKeys.detail('supplier', patientId), 'duplicates'] as const,
  agents: (patientId: number) => [...patientsKeys.detail('supplier', patientId), 'agents'] as const,
  logs: (patientId: number, query: { page: number; rowsPerPage: number; sortType?: 'asc' | 'desc' }) =>
    [...patientsKeys.detail('supplier', patientId), 'logs', query] as const,
  hipaa: (patientId: number) => [...patientsKeys.detail('doctor', patientId), 'hipaa'] as const,
  payers: (search: string) => [...patientsKeys.all, 'payers', search] as const,
  cities: (zip: string) => [...patientsKeys.all, 'cities', zip] as const,
  diagnoses: (search: string) => [...patientsKeys.all, 'diagnoses', search] as const,
};
