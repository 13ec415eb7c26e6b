import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteClaim } from '@dme/contract';
import { call } from '../../../lib/http';
import { billingKeys } from './keys';

/** `DELETE vendor/billing/claims/{id}` (409 once the payer has it). */
export function useDeleteClaim(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(deleteClaim, { params: { claimId }, skipErrorAlert: true }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: billingKeys.claim(claimId) });
      return queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
