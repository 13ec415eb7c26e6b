import { queryOptions } from '@tanstack/react-query';
import { listPatientDuplicates } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';

/** `GET vendor/patients/{patientId}/duplicates`: same name and birth date, or the same Medicare, Medicaid or member id. */
export const duplicatesQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: patientsKeys.duplicates(patientId),
    queryFn: async ({ signal }) => (await call(listPatientDuplicates, { params: { patientId }, signal })).data,
  });
