import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MediaType, OrderDocumentsQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { orderDocumentsKeys } from './keys';
import { documentCalls, type DocumentSide } from './side';

export type DocumentListParams = Pick<Partial<OrderDocumentsQuery>, 'page' | 'rowsPerPage' | 'sortBy' | 'sortType'> & {
  type?: MediaType;
  /** '1' lists archived documents too. */
  archived?: '1';
};

/** `GET .../orders/{orderId}/media`: the order's documents, newest first; signed ones carry their signature. */
export const orderDocumentsQueryOptions = (side: DocumentSide, orderId: number, query: DocumentListParams) =>
  queryOptions({
    queryKey: orderDocumentsKeys.list(side, orderId, query),
    queryFn: ({ signal }) => call(documentCalls(side).list, { params: { orderId }, query, signal }),
    placeholderData: keepPreviousData,
  });
