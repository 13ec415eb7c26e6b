import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addClaimNote, listClaimNotes } from '@dme/contract';
import { call } from '../../../lib/http';
import { billingKeys } from './keys';

/** `GET vendor/billing/claims/{id}/notes`, newest first. */
export const claimNotesQueryOptions = (claimId: number) =>
  queryOptions({
    queryKey: billingKeys.notes(claimId),
    queryFn: async ({ signal }) => (await call(listClaimNotes, { params: { claimId }, signal })).data,
  });

/** `POST vendor/billing/claims/{id}/notes`. */
export function useAddClaimNote(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await call(addClaimNote, { params: { claimId }, body: { text }, skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.notes(claimId) }),
  });
}
