import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  doctorDocumentRequests,
  vendorDocumentRequests,
  type AnswerDocumentRequestBody,
  type CreateDocumentRequestBody,
  type DocumentRequest,
  type F2fRequestBody,
} from '@dme/contract';
import { call } from '../../../lib/http';
import { orderDocumentsKeys } from './keys';
import type { DocumentSide } from './side';

/** The most requests one order shows (the practice's list is paged by the server; an order has a handful). */
const REQUESTS_PAGE = 100;

/**
 * The order's document requests, newest first: the supplier's `GET vendor/orders/{orderId}/document-requests`, the
 * practice's `GET doctor/document-requests?order_id=…`.
 */
export const documentRequestsQueryOptions = (side: DocumentSide, orderId: number) =>
  queryOptions({
    queryKey: orderDocumentsKeys.requests(side, orderId),
    queryFn: async ({ signal }): Promise<DocumentRequest[]> =>
      side === 'doctor'
        ? (await call(doctorDocumentRequests.list, { query: { order_id: orderId, rowsPerPage: REQUESTS_PAGE }, signal })).data
        : (await call(vendorDocumentRequests.list, { params: { orderId }, signal })).data,
  });

function useInvalidate(side: DocumentSide, orderId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderDocumentsKeys.order(side, orderId) });
}

export type NewRequest = ({ kind: 'document' } & CreateDocumentRequestBody) | ({ kind: 'f2f' } & F2fRequestBody);

/** Supplier: asks the practice for a document (`document-requests`) or for the F2F note (`f2f`). */
export function useCreateDocumentRequest(orderId: number) {
  const invalidate = useInvalidate('supplier', orderId);
  return useMutation({
    mutationFn: async ({ kind, ...body }: NewRequest) => {
      const params = { orderId };
      if (kind === 'f2f') return (await call(vendorDocumentRequests.f2f, { params, body, skipErrorAlert: true })).data;
      return (await call(vendorDocumentRequests.create, { params, body: body as CreateDocumentRequestBody, skipErrorAlert: true })).data;
    },
    onSuccess: invalidate,
  });
}

/** Supplier: withdraws a pending request. */
export function useCancelDocumentRequest(orderId: number) {
  const invalidate = useInvalidate('supplier', orderId);
  return useMutation({
    mutationFn: async (requestId: number) =>
      (await call(vendorDocumentRequests.cancel, { params: { requestId }, skipErrorAlert: true })).data,
    onSuccess: invalidate,
  });
}

/** Practice: fulfils a pending request with a document of the order, or declines it with a note. */
export function useAnswerDocumentRequest(orderId: number) {
  const invalidate = useInvalidate('doctor', orderId);
  return useMutation({
    mutationFn: async ({ requestId, body }: { requestId: number; body: AnswerDocumentRequestBody }) =>
      (await call(doctorDocumentRequests.answer, { params: { requestId }, body, skipErrorAlert: true })).data,
    onSuccess: invalidate,
  });
}
