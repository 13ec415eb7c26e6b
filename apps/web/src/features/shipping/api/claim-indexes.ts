import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSuborderClaimIndexes, saveSuborderClaimIndexes, type ClaimIndexesBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { shippingKeys } from './keys';

/** `GET vendor/suborders/{id}/claim-indexes` (billing claim view): the items with their position on the claim. */
export const claimIndexesQueryOptions = (suborderId: number) =>
  queryOptions({
    queryKey: shippingKeys.claimIndexes(suborderId),
    queryFn: async ({ signal }) => (await call(getSuborderClaimIndexes, { params: { suborderId }, signal, skipErrorAlert: true })).data,
  });

/** `PUT vendor/suborders/{id}/claim-indexes`: 422 when two items share a position (the panel shows it). */
export function useSaveClaimIndexes(suborderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClaimIndexesBody) =>
      (await call(saveSuborderClaimIndexes, { params: { suborderId }, body, skipErrorAlert: true })).data,
    onSuccess: (items) => {
      queryClient.setQueryData(shippingKeys.claimIndexes(suborderId), items);
      return queryClient.invalidateQueries({ queryKey: shippingKeys.suborder(suborderId), exact: true });
    },
  });
}
