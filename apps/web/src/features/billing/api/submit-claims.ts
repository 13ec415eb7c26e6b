import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimMdUpload } from '@dme/contract';
import { call } from '../../../lib/http';
import { billingKeys } from './keys';

/** `POST vendor/claim-md/upload`: ready claims out as one 837P; 409 names the claims that are not ready. */
export function useSubmitClaims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (claimIds: number[]) => (await call(claimMdUpload, { body: { claim_ids: claimIds }, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.claims() }),
  });
}
