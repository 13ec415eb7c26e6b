import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorItemQuiz, type ItemQuiz } from '@dme/contract';
import { call } from '../../../lib/http';
import { orderQuizKeys } from './keys';

/** `GET doctor/commons/{commonId}/quiz/answers`: the item's questions with the answers given so far. */
export const itemQuizQueryOptions = (commonId: number) =>
  queryOptions({
    queryKey: orderQuizKeys.item(commonId),
    queryFn: async ({ signal }) => (await call(doctorItemQuiz.answers, { params: { commonId }, signal, skipErrorAlert: true })).data,
  });

/** Keeps the item's cached quiz and re-reads the order's summary after a change. */
function useQuizChanged(commonId: number, orderId: number) {
  const queryClient = useQueryClient();
  return (quiz: ItemQuiz) => {
    queryClient.setQueryData(orderQuizKeys.item(commonId), quiz);
    return queryClient.invalidateQueries({ queryKey: orderQuizKeys.order(orderId) });
  };
}

/** `POST …/quiz/answers`: answers by key (null clears one); any change withdraws a passed quiz. */
export function useSaveQuizAnswers(commonId: number, orderId: number) {
  const changed = useQuizChanged(commonId, orderId);
  return useMutation({
    mutationFn: async (answers: Record<string, boolean | null>) =>
      (await call(doctorItemQuiz.saveAnswers, { params: { commonId }, body: { answers }, skipErrorAlert: true })).data,
    onSuccess: changed,
  });
}

/** `POST …/quiz/passed`: 422 with the open questions (`errors.answers`) until every required answer is yes. */
export function useMarkQuizPassed(commonId: number, orderId: number) {
  const changed = useQuizChanged(commonId, orderId);
  return useMutation({
    mutationFn: async () => (await call(doctorItemQuiz.passed, { params: { commonId }, skipErrorAlert: true })).data,
    onSuccess: changed,
  });
}
