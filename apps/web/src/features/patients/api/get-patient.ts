import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';
import { patientCalls, type PatientSide } from './side';

/** `GET doctor/patients/{patientId}` or `vendor/patients/{patientId}` (404 when the caller cannot see it; the screen says so). */
export const patientQueryOptions = (side: PatientSide, patientId: number) =>
  queryOptions({
    queryKey: patientsKeys.patient(side, patientId),
    queryFn: async ({ signal }) => (await call(patientCalls(side).get, { params: { patientId }, signal, skipErrorAlert: true })).data,
    // A patient that is not there will not appear on a second try.
  });
