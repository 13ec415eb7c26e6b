import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { findDiagnoses, type Order, type OrderDiagnosis } from '@dme/contract';
import { call } from '../../../lib/http';
import { ordersKeys } from './keys';
import { orderCalls, type OrderSide } from './side';
import { useOrderChanged } from './update-order';

/** `GET diagnoses?search=` (shared call): ICD-10-CM codes by code prefix or words. */
export const diagnosisSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ordersKeys.diagnoses(search),
    queryFn: async ({ signal }) => (await call(findDiagnoses, { query: { page: 1, rowsPerPage: 25, search }, signal })).data,
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/** `POST .../orders/{orderId}/diagnoses/attach|detach`; the answer is the order's new list. */
export function useOrderDiagnoses(side: OrderSide, orderId: number) {
  const queryClient = useQueryClient();
  const changed = useOrderChanged(side, orderId);
  return useMutation({
    mutationFn: async ({ ids, detach = false }: { ids: number[]; detach?: boolean }) => {
      const calls = orderCalls(side);
      return (await call(detach ? calls.detachDiagnoses : calls.attachDiagnoses, { params: { orderId }, body: { diagnosis_ids: ids } }))
        .data;
    },
    onSuccess: async (diagnoses: OrderDiagnosis[]) => {
      queryClient.setQueryData<Order>(ordersKeys.order(side, orderId), (order) => order && { ...order, diagnoses });
      await changed();
    },
  });
}
