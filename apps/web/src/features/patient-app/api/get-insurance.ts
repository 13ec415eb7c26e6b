import { queryOptions } from '@tanstack/react-query';
import { getPatientInsurance } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientAppKeys } from './keys';
import { retryUnlessRefused } from './retry';

/** `GET patient/insurances/{id}`: one of the patient's policies. */
export const insuranceQuery = (insuranceId: number) =>
  queryOptions({
    queryKey: patientAppKeys.insurance(insuranceId),
    queryFn: async ({ signal }) => (await call(getPatientInsurance, { params: { insuranceId }, signal, skipErrorAlert: true })).data,
    retry: retryUnlessRefused,
    enabled: Number.isInteger(insuranceId) && insuranceId > 0,
  });
