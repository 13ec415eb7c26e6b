import { queryOptions } from '@tanstack/react-query';
import { publicRefillLink } from '@dme/contract';
import { call } from '../../../lib/http';
import { patientRequestsKeys } from './keys';

/** `GET refill/{hash}`: what a refill link asks to confirm (404 unknown, 410 used or expired). */
export const publicRefillQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: patientRequestsKeys.link(hash),
    queryFn: async ({ signal }) => (await call(publicRefillLink.show, { params: { hash }, signal, skipErrorAlert: true })).data,
    // 404 and 410 are answers the page explains; only a failed server is worth a second try.
    staleTime: 0,
    gcTime: 0,
  });
