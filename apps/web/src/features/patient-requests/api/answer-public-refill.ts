import { useMutation } from '@tanstack/react-query';
import { publicRefillLink, type RefillAnswerBody } from '@dme/contract';
import { call } from '../../../lib/http';

/** `POST refill/{hash}`: confirms or declines the refill without signing in; the link then stops working. */
export function useAnswerPublicRefill(hash: string) {
  return useMutation({
    mutationFn: async (body: RefillAnswerBody) =>
      (await call(publicRefillLink.answer, { params: { hash }, body, skipErrorAlert: true })).data,
  });
}
