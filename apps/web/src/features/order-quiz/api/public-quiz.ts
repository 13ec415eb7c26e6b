import { queryOptions, useMutation } from '@tanstack/react-query';
import { publicOrderQuiz, type PublicQuizBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { orderQuizKeys } from './keys';

export interface QuizLink {
  userId: number;
  orderId: number;
  token: string;
}

/**
 * `GET /api/signed/{userId}/order/{orderId}?token=…`: the questions for the link's holder. Silent for the error
 * catalogue (the page explains 404 and 410 itself), never retried on those, never kept once the page is gone.
 */
export const publicQuizQueryOptions = ({ userId, orderId, token }: QuizLink) =>
  queryOptions({
    queryKey: orderQuizKeys.publicQuiz(userId, orderId, token),
    queryFn: async ({ signal }) =>
      (await call(publicOrderQuiz.show, { params: { userId, orderId }, query: { token }, signal, skipErrorAlert: true })).data,
    staleTime: 0,
    gcTime: 0,
  });

/** `POST` the same path with the token and every item's answers; the link is then used up. */
export function useSubmitPublicQuiz(link: QuizLink) {
  return useMutation({
    mutationFn: async (items: PublicQuizBody['items']) =>
      (
        await call(publicOrderQuiz.submit, {
          params: { userId: link.userId, orderId: link.orderId },
          body: { token: link.token, items },
          skipErrorAlert: true,
        })
      ).data,
  });
}
