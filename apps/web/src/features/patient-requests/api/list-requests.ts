import { queryOptions } from '@tanstack/react-query';
import { patientRequests } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientRequestsKeys, type RequestsListQuery } from './keys';

/** `GET patient/requests`: the caller's requests, open ones first. */
export const requestsQueryOptions = (query: RequestsListQuery = {}) =>
  queryOptions({
    queryKey: patientRequestsKeys.list(query),
    queryFn: ({ signal }) => call(patientRequests.list, { query, signal, skipErrorAlert: true }),
  });
