import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addClaimCoins,
  addManualPayment,
  appealClaim,
  markClaimPaid,
  markClaimUnpaid,
  setClaimPending,
  setClaimPriority,
  updateClaim,
  type ClaimDetail,
} from '@dme/contract';
import type { z } from 'zod';
import { callDeclared } from '../../../lib/http';
import { storeClaim } from './get-claim';

/** The claim's writes that answer the whole claim, by what the screen calls them. */
const CLAIM_WRITES = {
  update: updateClaim,
  priority: setClaimPriority,
  paid: markClaimPaid,
  unpaid: markClaimUnpaid,
  coins: addClaimCoins,
  manualPayment: addManualPayment,
  pending: setClaimPending,
  appeal: appealClaim,
} as const;
type ClaimWrites = typeof CLAIM_WRITES;
export type ClaimWrite = keyof ClaimWrites;
export type ClaimWriteBody<W extends ClaimWrite> = z.input<NonNullable<ClaimWrites[W]['body']>>;

/**
 * One of the claim's writes (`PUT claims/{id}`, `/priority`, `POST /paid`, `/unpaid`, `/coins`, `/manual-payment`,
 * `/pending`, `/appeal`); silent on errors: the form shows the 409 / 422 in place.
 */
export function useClaimWrite<W extends ClaimWrite>(claimId: number, write: W) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClaimWriteBody<W>) =>
      (await callDeclared<{ data: ClaimDetail }>(CLAIM_WRITES[write], { params: { claimId }, body, skipErrorAlert: true })).data,
    onSuccess: (claim) => storeClaim(queryClient, claim),
  });
}
