import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteDoctorPreview, inviteDoctorSign } from '@dme/contract';
import { call } from '../../../lib/http';
import { inviteKeys } from './keys';

/** `GET doctor/invite/preview`: the agreement text, its content hash and the latest signature. */
export const agreementPreviewQueryOptions = () =>
  queryOptions({
    queryKey: inviteKeys.preview(),
    queryFn: async ({ signal }) => (await call(inviteDoctorPreview, { signal })).data,
  });

/** `POST doctor/invite/sign` with the pad's image and the hash of the text that was shown. */
export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { signature: string; content_hash: string }) =>
      (await call(inviteDoctorSign, { body, skipErrorAlert: true })).data,
    // A 409 means the text changed: read it again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: inviteKeys.preview() }),
  });
}
