import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { orderNotesKeys } from './keys';
import { noteCalls, type NoteSide } from './side';

/** `GET .../orders/{orderId}/persons`: the people a note on the order may mention (practice and supplier). */
export const orderPersonsQueryOptions = (side: NoteSide, orderId: number) =>
  queryOptions({
    queryKey: orderNotesKeys.persons(side, orderId),
    queryFn: async ({ signal }) => (await call(noteCalls(side).persons, { params: { orderId }, signal })).data,
    staleTime: 5 * 60_000,
  });
