/** Query keys of the order quiz feature; invalidate through these, never through literal arrays. */
export const orderQuizKeys = {
  all: ['order-quiz'] as const,
  /** The doctor's view of one order's items (the summary). */
  order: (orderId: number) => [...orderQuizKeys.all, 'order', orderId] as const,
  item: (commonId: number) => [...orderQuizKeys.all, 'item', commonId] as const,
  /** The public page: keyed by the link, never shared with a signed-in view. */
  publicQuiz: (userId: number, orderId: number, token: string) => [...orderQuizKeys.all, 'public', userId, orderId, token] as const,
};
