import type { DocumentSide } from './side';

/** Query keys of the order documents feature; invalidate through these, never through literal arrays. */
export const orderDocumentsKeys = {
  all: ['order-documents'] as const,
  side: (side: DocumentSide) => [...orderDocumentsKeys.all, side] as const,
  /** Everything about one order's documents (lists and requests): invalidating this reloads the panel. */
  order: (side: DocumentSide, orderId: number) => [...orderDocumentsKeys.side(side), 'order', orderId] as const,
  lists: (side: DocumentSide, orderId: number) => [...orderDocumentsKeys.order(side, orderId), 'list'] as const,
  list: (side: DocumentSide, orderId: number, query: object) => [...orderDocumentsKeys.lists(side, orderId), query] as const,
  requests: (side: DocumentSide, orderId: number) => [...orderDocumentsKeys.order(side, orderId), 'requests'] as const,
  file: (side: DocumentSide, mediaId: number) => [...orderDocumentsKeys.side(side), 'file', mediaId] as const,
};
