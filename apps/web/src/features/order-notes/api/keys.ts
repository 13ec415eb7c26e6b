import type { NoteSide } from './side';

/** Query keys of the order notes feature; invalidate through these, never through literal arrays. */
export const orderNotesKeys = {
  all: ['order-notes'] as const,
  order: (side: NoteSide, orderId: number) => [...orderNotesKeys.all, side, orderId] as const,
  list: (side: NoteSide, orderId: number) => [...orderNotesKeys.order(side, orderId), 'list'] as const,
  persons: (side: NoteSide, orderId: number) => [...orderNotesKeys.order(side, orderId), 'persons'] as const,
};
