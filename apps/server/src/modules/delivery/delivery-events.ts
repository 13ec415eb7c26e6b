import { ROUTE_CHANGED_EVENT, type RouteChanged } from '@dme/contract';
import type { AppContext } from '../../app-context';
import { accountChannel } from '../shipping/shipping-events';

/** Tells the planner's open screens a route changed (ids and statuses only, no patient data). */
export async function announceRoute(app: AppContext, accountId: number, event: RouteChanged): Promise<void> {
  await app.realtime.broadcast(accountChannel(accountId), ROUTE_CHANGED_EVENT, event).catch((err: unknown) => app.log.warn({ err }, 'route broadcast failed'));
}
