import { queryOptions } from '@tanstack/react-query';
import { listPatientDoctors } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientAppKeys } from './keys';
import { retryUnlessRefused } from './retry';

/** `GET patient/doctors`: the prescribers of the patient's orders. */
export const doctorsQuery = () =>
  queryOptions({
    queryKey: patientAppKeys.doctors(),
    queryFn: async ({ signal }) => (await call(listPatientDoctors, { signal, skipErrorAlert: true })).data,
    retry: retryUnlessRefused,
  });
