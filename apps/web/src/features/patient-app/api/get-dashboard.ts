import { queryOptions } from '@tanstack/react-query';
import { getPatientDashboard } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientAppKeys } from './keys';
import { retryUnlessRefused } from './retry';

/** `GET patient/dashboard`: requests, refills and deliveries waiting, then the newest orders. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: patientAppKeys.dashboard(),
    queryFn: async ({ signal }) => (await call(getPatientDashboard, { signal, skipErrorAlert: true })).data,
    retry: retryUnlessRefused,
  });
