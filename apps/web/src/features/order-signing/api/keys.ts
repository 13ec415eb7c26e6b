/** Query keys of the order signing feature; invalidate through these, never through literal arrays. */
export const signingKeys = {
  all: ['order-signing'] as const,
  order: (orderId: number) => [...signingKeys.all, 'order', orderId] as const,
  preview: (orderId: number) => [...signingKeys.order(orderId), 'preview'] as const,
  /** The public page: keyed by the link, never shared with a signed-in view. */
  publicPreview: (userId: number, orderId: number, token: string) => [...signingKeys.all, 'public', userId, orderId, token] as const,
};
