import { SUBORDER_CHANGED_EVENT, type SuborderChanged } from '@dme/contract';
import type { AppContext } from '../../app-context';
import type { MoveResult } from './suborder-status';

export const accountChannel = (accountId: number): string => `private-account.${accountId}`;

/**
 * Tells the company's open screens that a suborder moved (ids and status only: no patient data on the wire). Sent
 * after the commit; a failed broadcast is logged, never undoes the write.
 */
export async function announceMove(app: AppContext, result: MoveResult | null): Promise<void> {
  if (!result) return;
  const s = result.suborder;
  const event: SuborderChanged = { suborder_id: s.id, order_id: s.order_id, status: s.status, order_completed: result.orderCompleted };
  await app.realtime.broadcast(accountChannel(s.account_id), SUBORDER_CHANGED_EVENT, event).catch((err: unknown) => app.log.warn({ err }, 'suborder broadcast failed'));
}
