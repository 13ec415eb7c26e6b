import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { publicSigning, type PublicSignBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { signingKeys } from './keys';

export interface SigningLink {
  userId: number;
  orderId: number;
  token: string;
}

/**
 * `GET /api/sign/doc-order/{userId}/{orderId}?token=…`: the documents the link's holder signs. Silent for the error
 * catalogue (the page explains 404 and 410 itself) and never retried on those.
 */
export const publicSignPreviewQueryOptions = ({ userId, orderId, token }: SigningLink) =>
  queryOptions({
    queryKey: signingKeys.publicPreview(userId, orderId, token),
    queryFn: async ({ signal }) =>
      (await call(publicSigning.show, { params: { userId, orderId }, query: { token }, signal, skipErrorAlert: true })).data,
    staleTime: 0,
    gcTime: 0,
  });

/** `POST` the same path with the token, the pad's image and the preview's hash; the link is then used up. */
export function usePublicSign(link: SigningLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<PublicSignBody, 'token'>) =>
      (
        await call(publicSigning.sign, {
          params: { userId: link.userId, orderId: link.orderId },
          body: { ...body, token: link.token },
          skipErrorAlert: true,
        })
      ).data,
    // A refusal as stale (409) shows the current text; a success leaves the preview behind.
    onError: () => queryClient.invalidateQueries({ queryKey: signingKeys.publicPreview(link.userId, link.orderId, link.token) }),
  });
}
