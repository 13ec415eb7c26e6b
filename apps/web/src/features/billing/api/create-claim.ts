import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createClaim, createSuborderClaim, type CreateClaimBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { storeClaim } from './get-claim';
import { billingKeys } from './keys';

/** `POST vendor/billing/claims`: a secondary claim from its primary (or a primary from a suborder). */
export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateClaimBody) => (await call(createClaim, { body, skipErrorAlert: true })).data,
    onSuccess: (claim) => storeClaim(queryClient, claim),
  });
}

/** `POST vendor/suborders/{id}/claims`: the claim of a delivered suborder, for one of the patient's insurances. */
export function useCreateSuborderClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ suborderId, insuranceId }: { suborderId: number; insuranceId?: number }) =>
      (
        await call(createSuborderClaim, {
          params: { suborderId },
          body: insuranceId ? { insurance_id: insuranceId } : {},
          skipErrorAlert: true,
        })
      ).data,
    onSuccess: (claim) => {
      void queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'unbilled'] });
      return storeClaim(queryClient, claim);
    },
  });
}
