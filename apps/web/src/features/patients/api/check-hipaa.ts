import { queryOptions } from '@tanstack/react-query';
import { checkPatientHipaa } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';

/** `GET doctor/patients/hipaa/{id}/check`: whether a signed HIPAA consent is on file, and the last link sent. */
export const hipaaQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: patientsKeys.hipaa(patientId),
    queryFn: async ({ signal }) => (await call(checkPatientHipaa, { params: { id: patientId }, signal })).data,
  });
