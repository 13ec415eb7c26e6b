import { queryOptions } from '@tanstack/react-query';
import { patientRequests } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientRequestsKeys } from './keys';

/** `GET patient/requests/{requestId}`: one of the caller's requests (another patient's is a 404). */
export const requestQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: patientRequestsKeys.one(requestId),
    queryFn: async ({ signal }) => (await call(patientRequests.get, { params: { requestId }, signal, skipErrorAlert: true })).data,
  });
