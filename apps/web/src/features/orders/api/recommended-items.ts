import { queryOptions } from '@tanstack/react-query';
import { doctorItemQuiz } from '@dme/contract';
import { call } from '../../../lib/http';
import { ordersKeys } from './keys';

/** `GET doctor/orders/{id}/commons/recommended-items`: supplies that go with the order's items, not on it yet. */
export const recommendedItemsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...ordersKeys.detail('doctor', orderId), 'recommended'] as const,
    queryFn: async ({ signal }) => (await call(doctorItemQuiz.recommended, { params: { orderId }, signal })).data,
  });
