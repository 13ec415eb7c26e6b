import { queryOptions } from '@tanstack/react-query';
import { listSuborderClaims } from '@dme/contract';
import { call } from '../../../lib/http';
import { billingKeys } from './keys';

/** `GET vendor/suborders/{id}/claims`: the suborder's primary and secondary claims. */
export const suborderClaimsQueryOptions = (suborderId: number) =>
  queryOptions({
    queryKey: billingKeys.suborderClaims(suborderId),
    queryFn: async ({ signal }) => (await call(listSuborderClaims, { params: { suborderId }, signal })).data,
  });
