import { and, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { PRE_DELIVERY_STATUSES, type CreateRouteBody, type RouteDetail, type RoutesQuery, type Suborder } from '@dme/contract';
import type { Db, Queryable, Tx } from '../../db/client';
import { deliveryRoutes, routePoints, suborderItems, orderItems, suborders, warehouses } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { countUpTo, pageMeta, windowOf } from '../../lib/paging';
import { suborderViews } from '../shipping/suborder-view';
import { conflict } from '../shipping/suborder-status';
import { accountOf } from '../shipping/suborders.service';
import { companyTimeZone, zonedInstant } from './clock';
import { driverPlans, type DriverPlan } from './drivers.service';
import { buildProblem, evaluateSequence, type PlanDepot, type PlanStop } from './plan-problem';
import { findRouteSummaries, presentSummaries, routeDetailOf } from './route-view';

const preDelivery = () => inArray(suborders.status, [...PRE_DELIVERY_STATUSES]);
/** `suborders.id` spelled out: drizzle leaves a single table's columns unqualified, which a correlated subquery would misread. */
const SUBORDER_ID = sql.raw('"suborders"."id"');

/** Driver suborders a day can take: agreed for that day, or with no agreed window yet. */
function dayWhere(accountId: number, dayStart: Date, dayEnd: Date): SQL {
  return and(
    eq(suborders.account_id, accountId),
    isNull(suborders.replaced_at),
    eq(suborders.method, 'driver'),
    preDelivery(),
    or(isNull(suborders.slot_starts_at), and(gte(suborders.slot_starts_at, dayStart), lt(suborders.slot_starts_at, dayEnd))),
  )!;
}

async function dayBounds(db: Queryable, accountId: number, date: string) {
  const zone = await companyTimeZone(db, accountId);
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { zone, start: zonedInstant(date, '00:00', zone), end: zonedInstant(next.toISOString().slice(0, 10), '00:00', zone) };
}

export async function deliverySuborders(db: Queryable, actor: Actor, q: { date: string; state?: 'unassigned' | 'all' }): Promise<Suborder[]> {
  const accountId = accountOf(actor);
  const { start, end } = await dayBounds(db, accountId, q.date);
  const unassigned = sql`not exists (select 1 from ${routePoints} rp where rp.suborder_id = ${SUBORDER_ID} and rp.status <> 'failed')`;
  const onThatDay = sql`exists (select 1 from ${routePoints} rp join ${deliveryRoutes} r on r.id = rp.route_id where rp.suborder_id = ${SUBORDER_ID} and r.date = ${q.date})`;
  const rows = await db
    .select({ id: suborders.id })
    .from(suborders)
    .where(and(dayWhere(accountId, start, end), q.state === 'all' ? or(unassigned, onThatDay) : unassigned))
    .orderBy(sql`${suborders.slot_starts_at} asc nulls last`, suborders.id)
    .limit(1000);
  return suborderViews(
    db,
    rows.map((r) => r.id),
  );
}

export async function listRoutes(db: Queryable, actor: Actor, q: RoutesQuery) {
  const accountId = accountOf(actor);
  const where = and(
    eq(deliveryRoutes.account_id, accountId),
    q.date ? eq(deliveryRoutes.date, q.date) : undefined,
    q.driver_id ? eq(deliveryRoutes.driver_id, q.driver_id) : undefined,
    q.status ? eq(deliveryRoutes.status, q.status) : undefined,
  );
  const page = windowOf(q);
  const rows = await findRouteSummaries(db, where, q.sortType === 'asc' ? 'date_asc' : 'date_desc', page);
  const total = await countUpTo(db, db.select({ one: sql`1` }).from(deliveryRoutes).where(where).$dynamic(), page);
  return { data: await presentSummaries(db, rows), meta: pageMeta(total, q) };
}

export async function getRoute(db: Queryable, actor: Actor, id: number): Promise<RouteDetail> {
  const route = await routeDetailOf(db, and(eq(deliveryRoutes.id, id), eq(deliveryRoutes.account_id, accountOf(actor)))!);
  if (!route) throw notFound('Route');
  return route;
}

/** What planning needs of suborders: position, units, skills, window, warehouse. */
export async function planStops(tx: Queryable, ids: readonly number[]): Promise<PlanStop[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ s: suborders, units: sql<number>`coalesce((select sum(oi.quantity)::int from ${suborderItems} si join ${orderItems} oi on oi.id = si.order_item_id where si.suborder_id = ${SUBORDER_ID}), 0)` })
    .from(suborders)
    .where(inArray(suborders.id, [...ids]));
  const byId = new Map(
    rows.map(({ s, units }) => [
      s.id,
      {
        suborderId: s.id,
        warehouseId: s.warehouse_id,
        lat: s.lat,
        lng: s.lng,
        zip: s.zip,
        units: Math.max(1, units),
        skills: s.required_skills,
        slot: s.slot_starts_at && s.slot_ends_at ? { starts: s.slot_starts_at, ends: s.slot_ends_at } : null,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function companyDepots(tx: Queryable, accountId: number): Promise<PlanDepot[]> {
  const rows = await tx
    .select({ warehouseId: warehouses.id, zip: warehouses.zip })
    .from(warehouses)
    .where(and(eq(warehouses.account_id, accountId), isNull(warehouses.deleted_at), isNull(warehouses.doctor_location_id)));
  return rows;
}

export interface SavedRoute {
  driver: DriverPlan;
  date: string;
  suborderIds: number[];
  optimized: boolean;
}

/**
 * Writes a driver's route of a day as given (replacing its pending stops): the stops in order, their planned
 * arrival and lateness and the route's totals, computed on the same travel model as the optimiser.
 */
export async function saveRoute(tx: Tx, actor: Actor, accountId: number, r: SavedRoute): Promise<number | null> {
  const stops = await planStops(tx, r.suborderIds);
  if (stops.length !== r.suborderIds.length) throw fieldError('suborder_ids', 'A suborder is not one of your company’s.');
  const zone = await companyTimeZone(tx, accountId);
  const built = await buildProblem(tx, { date: r.date, zone, drivers: [r.driver], stops, depots: await companyDepots(tx, accountId) });
  if (built.unroutable.length) throw fieldError('suborder_ids', `Suborder ${built.unroutable[0]} has no map position (check its ZIP).`);
  const [existing] = await tx.select().from(deliveryRoutes).where(and(eq(deliveryRoutes.driver_id, r.driver.id), eq(deliveryRoutes.date, r.date))).for('update');
  const kept = existing ? await tx.select().from(routePoints).where(and(eq(routePoints.route_id, existing.id), sql`${routePoints.status} <> 'pending'`)) : [];
  if (existing) await tx.delete(routePoints).where(and(eq(routePoints.route_id, existing.id), eq(routePoints.status, 'pending')));
  if (stops.length === 0 && kept.length === 0) {
    if (existing) await tx.delete(deliveryRoutes).where(eq(deliveryRoutes.id, existing.id));
    return null;
  }
  const jobIndex = new Map(built.problem.jobs.map((j, i) => [Number(j.id), i]));
  const plan = evaluateSequence(built.problem, 0, stops.map((s) => jobIndex.get(s.suborderId)!));
  const at = (sec: number) => new Date(built.dayStart.getTime() + sec * 1000);
  const values = {
    warehouse_id: built.vehicleDepot[0] ?? null,
    distance_m: Math.round(plan.distance),
    duration_s: Math.round(plan.duration),
    load: plan.load,
    lateness_s: Math.round(plan.lateness),
    optimized: r.optimized,
    starts_at: at(plan.start),
    ends_at: at(plan.end),
    updated_at: sql`now()`,
  };
  const [route] = existing
    ? await tx.update(deliveryRoutes).set(values).where(eq(deliveryRoutes.id, existing.id)).returning()
    : await tx.insert(deliveryRoutes).values({ account_id: accountId, driver_id: r.driver.id, date: r.date, created_by: actor.userId, ...values }).returning();
  if (stops.length) {
    const taken = await tx
      .select({ suborder_id: routePoints.suborder_id })
      .from(routePoints)
      .where(and(inArray(routePoints.suborder_id, r.suborderIds), sql`${routePoints.status} <> 'failed'`));
    if (taken.length) throw conflict(`Suborder ${taken[0]!.suborder_id} is already on another route; take it off that route first.`);
    await tx.insert(routePoints).values(
      stops.map((s, i) => ({
        route_id: route!.id,
        suborder_id: s.suborderId,
        seq: kept.length + i + 1,
        eta: at(plan.stops[i]!.begin),
        lateness_s: Math.round(plan.stops[i]!.lateness),
      })),
    );
  }
  return route!.id;
}

/** `create-route`: the scheduler's hand planning, one driver and day at a time. */
export async function createRoute(db: Db, actor: Actor, body: CreateRouteBody): Promise<RouteDetail | null> {
  const accountId = accountOf(actor);
  const routeId = await db.transaction(async (tx) => {
    const [driver] = await driverPlans(tx, accountId, [body.driver_id]);
    if (!driver) throw fieldError('driver_id', 'The driver is not one of your company’s.');
    if (new Set(body.suborder_ids).size !== body.suborder_ids.length) throw fieldError('suborder_ids', 'A suborder is listed twice.');
    const { start, end } = await dayBounds(tx, accountId, body.date);
    const open = body.suborder_ids.length
      ? await tx.select({ id: suborders.id }).from(suborders).where(and(dayWhere(accountId, start, end), inArray(suborders.id, body.suborder_ids))).for('update')
      : [];
    if (open.length !== body.suborder_ids.length) {
      const missing = body.suborder_ids.find((id) => !open.some((o) => o.id === id));
      throw conflict(`Suborder ${missing} cannot go on this route: it is not a driver delivery of ${body.date} that is still to go out.`);
    }
    const planner = { ...driver, home_warehouse_id: body.warehouse_id ?? driver.home_warehouse_id };
    const id = await saveRoute(tx, actor, accountId, { driver: planner, date: body.date, suborderIds: body.suborder_ids, optimized: false });
    await audit(tx, actor, { action: 'delivery.route', entity: 'delivery_route', entityId: id, after: body });
    return id;
  });
  return routeId === null ? null : getRoute(db, actor, routeId);
}
