import type { Actor } from '../../http/actor';
import { forbidden } from '../../lib/app-error';

/** The account every catalog and preset query is scoped by; doctors and suppliers (and their staff) have one. */
export function accountOf(actor: Actor): number {
  if (actor.accountId === null) throw forbidden('Your user belongs to no account.');
  return actor.accountId;
}
