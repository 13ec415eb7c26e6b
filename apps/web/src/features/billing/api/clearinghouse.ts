import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { claimMdResponse, getClearinghouseSettings, saveClearinghouseSettings, type clearinghouseSettingsBody } from '@dme/contract';
import type { z } from 'zod';
import { call } from '../../../lib/http';
import { billingKeys } from './keys';

/** `GET vendor/billing/clearinghouse`: which clearinghouse, its folders and polling state (never the key). */
export const clearinghouseQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.clearinghouse(),
    queryFn: async ({ signal }) => (await call(getClearinghouseSettings, { signal })).data,
  });

/** `PUT vendor/billing/clearinghouse` (company owner only); an empty key keeps the stored one. */
export function useSaveClearinghouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof clearinghouseSettingsBody>) =>
      (await call(saveClearinghouseSettings, { body, skipErrorAlert: true })).data,
    onSuccess: (settings) => queryClient.setQueryData(billingKeys.clearinghouse(), settings),
  });
}

/** `GET vendor/claim-md/response`: fetches what the clearinghouse has now and imports it. */
export function useFetchNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(claimMdResponse, { skipErrorAlert: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
