import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getClaim, type ClaimDetail } from '@dme/contract';
import { call } from '../../../lib/http';
import { billingKeys } from './keys';

/** `GET vendor/billing/claims/{id}`: the claim with its lines, money, history and the caller's actions. */
export const claimQueryOptions = (claimId: number) =>
  queryOptions({
    queryKey: billingKeys.claim(claimId),
    queryFn: async ({ signal }) => (await call(getClaim, { params: { claimId }, signal, skipErrorAlert: true })).data,
  });

/** A write answered the whole claim: show it at once, and let the lists catch up. */
export function storeClaim(queryClient: QueryClient, claim: ClaimDetail) {
  queryClient.setQueryData(billingKeys.claim(claim.id), claim);
  // Everything else about claims (lists, the suborder's claims) refetches; this claim is already fresh.
  return queryClient.invalidateQueries({
    queryKey: billingKeys.claims(),
    predicate: (q) => !(q.queryKey[2] === 'one' && q.queryKey[3] === claim.id),
  });
}
