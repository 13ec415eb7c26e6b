import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DriverDashboard, ListQuery, RouteDetail, RoutePoint } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { deliveryRoutes, routePoints } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { forbidden, notFound } from '../../lib/app-error';
import { countUpTo, pageMeta, windowOf } from '../../lib/paging';
import { companyTimeZone, todayIn } from './clock';
import { findRouteSummaries, presentSummaries, routeDetailOf, routePointsOf } from './route-view';

/** A driver belongs to one company and sees only their own routes: every query below is scoped by both. */
export function driverScope(actor: Actor): { accountId: number; driverId: number } {
  if (actor.role !== 'driver' || actor.accountId === null) throw forbidden('Your user is not a driver of a company.');
  return { accountId: actor.accountId, driverId: actor.userId };
}

const mine = (s: { accountId: number; driverId: number }) => and(eq(deliveryRoutes.account_id, s.accountId), eq(deliveryRoutes.driver_id, s.driverId));

export async function driverDashboard(db: Queryable, actor: Actor): Promise<DriverDashboard> {
  const scope = driverScope(actor);
  const today = todayIn(await companyTimeZone(db, scope.accountId));
  const rows = await findRouteSummaries(db, and(mine(scope), gte(deliveryRoutes.date, today)), 'date_asc', { limit: 8, offset: 0 });
  const routes = await presentSummaries(db, rows);
  const todays = routes.find((r) => r.date === today) ?? null;
  return {
    today: todays,
    upcoming: routes.filter((r) => r.date !== today),
    stops_today: todays?.stops ?? 0,
    delivered_today: todays?.delivered ?? 0,
  };
}

export async function driverRoutes(db: Queryable, actor: Actor, q: ListQuery & { when?: 'upcoming' | 'past' }) {
  const scope = driverScope(actor);
  const today = todayIn(await companyTimeZone(db, scope.accountId));
  const past = q.when === 'past';
  const where = and(mine(scope), past ? lt(deliveryRoutes.date, today) : gte(deliveryRoutes.date, today));
  const page = windowOf(q);
  const rows = await findRouteSummaries(db, where, past ? 'date_desc' : 'date_asc', page);
  const total = await countUpTo(db, db.select({ one: sql`1` }).from(deliveryRoutes).where(where).$dynamic(), page);
  return { data: await presentSummaries(db, rows), meta: pageMeta(total, q) };
}

export async function driverRoute(db: Queryable, actor: Actor, routeId: number): Promise<RouteDetail> {
  const route = await routeDetailOf(db, and(mine(driverScope(actor)), eq(deliveryRoutes.id, routeId))!);
  if (!route) throw notFound('Route');
  return route;
}

/** One stop of the driver's own route; any other id answers 404 (never another driver's patient). */
export async function driverPoint(db: Queryable, actor: Actor, routeId: number, pointId: number): Promise<RoutePoint> {
  const scope = driverScope(actor);
  const [own] = await db
    .select({ id: routePoints.id })
    .from(routePoints)
    .innerJoin(deliveryRoutes, eq(deliveryRoutes.id, routePoints.route_id))
    .where(and(mine(scope), eq(routePoints.route_id, routeId), eq(routePoints.id, pointId)));
  if (!own) throw notFound('Stop');
  const point = (await routePointsOf(db, [routeId], pointId)).get(routeId)?.[0];
  if (!point) throw notFound('Stop');
  return point;
}
