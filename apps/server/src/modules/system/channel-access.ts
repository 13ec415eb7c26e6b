import type { Actor } from '../../http/actor';

/**
 * Who may join which realtime channel. Private user channels carry one user's events (note mentions);
 * account channels carry a practice's or company's events to everyone in it.
 *   private-user.{userId}        that user only
 *   private-account.{accountId}  users of that account
 *   presence-account.{accountId} users of that account, with their name and role as member info
 */
export function mayJoinChannel(actor: Actor, channel: string): boolean {
  const m = /^(private|presence)-(user|account)\.(\d+)$/.exec(channel);
  if (!m) return false;
  const [, kind, scope, id] = m;
  if (scope === 'user') return kind === 'private' && Number(id) === actor.userId;
  return actor.accountId !== null && Number(id) === actor.accountId;
}
