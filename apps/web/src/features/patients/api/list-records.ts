import { queryOptions } from '@tanstack/react-query';
import type { PatientAccident, PatientAddress, PatientContact, PatientHistoryEntry, PatientInsurance } from '@dme/contract';
import { callDeclared } from '../../../lib/http';
import { patientsKeys } from './keys';
import { patientCalls, type PatientSide, type RecordKind } from './side';

/** The record each kind's calls answer. */
export interface PatientRecords {
  addresses: PatientAddress;
  contacts: PatientContact;
  insurances: PatientInsurance;
  history: PatientHistoryEntry;
  accidents: PatientAccident;
}

/** `GET .../patients/{patientId}/{addresses|contacts|insurances|history|accidents}`. */
export const recordsQueryOptions = <K extends RecordKind>(side: PatientSide, patientId: number, kind: K) =>
  queryOptions({
    queryKey: patientsKeys.records(side, patientId, kind),
    // One declaration per kind and side, all of the same shape: the kind picks it at run time.
    queryFn: async ({ signal }) =>
      (await callDeclared<{ data: PatientRecords[K][] }>(patientCalls(side)[kind].list, { params: { patientId }, signal })).data,
  });
