import { queryOptions } from '@tanstack/react-query';
import { listPatientInsurances } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientAppKeys } from './keys';
import { retryUnlessRefused } from './retry';

/** `GET patient/insurances`: active policies first. */
export const insurancesQuery = () =>
  queryOptions({
    queryKey: patientAppKeys.insurances(),
    queryFn: async ({ signal }) => (await call(listPatientInsurances, { signal, skipErrorAlert: true })).data,
    retry: retryUnlessRefused,
  });
