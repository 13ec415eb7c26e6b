import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getEra, listEras, MEDIA_MAX_BYTES, uploadEra, type EraSummary } from '@dme/contract';
import { call } from '../../../lib/http';
import { upload, type UploadRules, type UploadTracking } from '../../../lib/upload';
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

/** An 835 is text under any of these names; the server reads the content, within the one upload size limit. */
export const ERA_FILE_TYPES = ['.835', '.txt', '.edi', '.x12', 'text/plain'] as const;
const ERA_UPLOAD: UploadRules = { maxBytes: MEDIA_MAX_BYTES, maxFiles: 1 };

/** `POST vendor/billing/era` as multipart (`file`): imports an 835 and posts it to its claims. */
export function useUploadEra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, ...tracking }: { file: File } & UploadTracking) =>
      (await upload<{ data: EraSummary[] }>(uploadEra, { files: [{ field: 'file', file }], rules: ERA_UPLOAD, ...tracking })).data,
    // Posting moves money on claims too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
