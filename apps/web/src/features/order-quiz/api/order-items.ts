import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorItemQuiz, doctorOrders } from '@dme/contract';
import { call } from '../../../lib/http';
import { orderQuizKeys } from './keys';

/** `GET doctor/orders/{orderId}`, read for its items (`commons`, with `quiz_passed`). */
export const orderQuizItemsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderQuizKeys.order(orderId),
    queryFn: async ({ signal }) => (await call(doctorOrders.get, { params: { orderId }, signal, skipErrorAlert: true })).data.commons,
  });

/** `POST doctor/orders/{orderId}/commons/proceed`: confirms the cart and lists the quizzes still open. */
export function useProceedItems(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(doctorItemQuiz.proceed, { params: { orderId }, skipErrorAlert: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQuizKeys.order(orderId) }),
  });
}
