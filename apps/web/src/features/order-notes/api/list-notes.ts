import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { orderNotesKeys } from './keys';
import { noteCalls, type NoteSide } from './side';

export const NOTES_PAGE_SIZE = 25;

/** `GET .../notes?order_id=…`: the order's notes the caller may read, newest first, a page at a time. */
export const orderNotesQueryOptions = (side: NoteSide, orderId: number) =>
  infiniteQueryOptions({
    queryKey: orderNotesKeys.list(side, orderId),
    queryFn: ({ pageParam, signal }) =>
      call(noteCalls(side).list, { query: { order_id: orderId, page: pageParam, rowsPerPage: NOTES_PAGE_SIZE, sortType: 'desc' }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page * last.meta.rowsPerPage < last.meta.total ? last.meta.page + 1 : undefined),
  });
