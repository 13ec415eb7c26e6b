import { queryOptions } from '@tanstack/react-query';
import { getPatientProfile } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientAppKeys } from './keys';
import { retryUnlessRefused } from './retry';

/** `GET patient/profile`: the patient's own record. */
export const profileQuery = () =>
  queryOptions({
    queryKey: patientAppKeys.profile(),
    queryFn: async ({ signal }) => (await call(getPatientProfile, { signal, skipErrorAlert: true })).data,
    retry: retryUnlessRefused,
  });
