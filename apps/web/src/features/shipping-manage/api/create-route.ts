import { createRoute, type CreateRouteBody, type RouteDetail } from '@dme/contract';
import { call } from '../../../lib/http';

/**
 * `POST vendor/delivery/create-route`: sets a driver's stops of the day in this order; the server recomputes
 * distance and ETAs and answers the route, or null when the emptied route was removed. Silent: the board rolls
 * back and says what failed.
 */
export async function saveDriverRoute(body: CreateRouteBody): Promise<RouteDetail | null> {
  return (await call(createRoute, { body, skipErrorAlert: true })).data;
}
