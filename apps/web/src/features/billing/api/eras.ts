import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getEra, listEras, uploadEra, type EraSummary } from '@dme/contract';
import { call, callDeclared } from '../../../lib/http';
import { billingKeys, type ErasListQuery } from './keys';

/** `GET vendor/billing/era`: one page of remittances. */
export const erasQueryOptions = (query: ErasListQuery) =>
  queryOptions({
    queryKey: billingKeys.eraList(query),
    queryFn: ({ signal }) => call(listEras, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** `GET vendor/billing/era/{id}`: one remittance with its claims, services and the balance check. */
export const eraQueryOptions = (eraId: number) =>
  queryOptions({
    queryKey: billingKeys.era(eraId),
    queryFn: async ({ signal }) => (await call(getEra, { params: { eraId }, signal, skipErrorAlert: true })).data,
  });

/** `POST vendor/billing/era` as multipart (`file`): imports an 835 and posts it to its claims. */
export function useUploadEra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      // Multipart: the declaration has no body schema, so the form goes through the untyped call.
      return (await callDeclared<{ data: EraSummary[] }>(uploadEra, { body: form, skipErrorAlert: true })).data;
    },
    // Posting moves money on claims too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
