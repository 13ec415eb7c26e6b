import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPTIMIZE_PROGRESS_EVENT, type OptimizeBody, type OptimizedPlan, type OptimizeProgress, type RouteDetail } from '@dme/contract';
import type { AppContext } from '../../app-context';
import { deliveryRoutes, routePoints } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { solveInWorker } from '../routing/solver/run-in-worker';
import type { Solution } from '../routing/solver/model';
import { suborderViews } from '../shipping/suborder-view';
import { accountOf } from '../shipping/suborders.service';
import { companyTimeZone } from './clock';
import { driverPlans, type DriverPlan } from './drivers.service';
import { buildProblem, type BuiltProblem } from './plan-problem';
import { companyDepots, deliverySuborders, getRoute, planStops, saveRoute } from './planning.service';

const DEFAULT_SECONDS = 5;

/** A proposal's route as the screens show it before it is saved: same shape as a saved route, ids 0. */
async function previewRoutes(app: AppContext, built: BuiltProblem, drivers: DriverPlan[], date: string, solution: Solution): Promise<RouteDetail[]> {
  const at = (sec: number) => new Date(built.dayStart.getTime() + sec * 1000).toISOString();
  const all = solution.routes.flatMap((r) => r.jobIds.map(Number));
  const views = new Map((await suborderViews(app.db, all)).map((s) => [s.id, s]));
  return solution.routes.map((r) => {
    const driver = drivers.find((d) => d.id === built.vehicleDriver[r.vehicleIndex])!;
    return {
      id: 0,
      date,
      driver: { id: driver.id, name: driver.name },
      warehouse: null,
      status: 'planned',
      stops: r.jobIds.length,
      delivered: 0,
      failed: 0,
      distance_m: Math.round(r.distance),
      duration_s: Math.round(r.duration),
      load: r.load[0] ?? 0,
      lateness_s: Math.round(r.lateness),
      optimized: true,
      starts_at: at(r.start),
      ends_at: at(r.end),
      created_at: new Date().toISOString(),
      points: r.stops.map((stop, i) => {
        const s = views.get(Number(stop.jobId))!;
        return {
          id: 0,
          seq: i + 1,
          status: 'pending',
          eta: at(stop.begin),
          lateness_s: Math.round(stop.lateness),
          suborder: { id: s.id, number: s.number, order_id: s.order_id, patient_name: s.patient.full_name, phone: s.patient.phone, address: s.address, agreed_slot: s.agreed_slot, status: s.status },
          items: [],
          delivered_at: null,
          failed_reason: null,
          proof_of_delivery_media_id: null,
        };
      }),
    };
  });
}

/** Why the solver left a stop out, in the planner's words. */
function reasonFor(built: BuiltProblem, drivers: DriverPlan[], jobId: string): string {
  const job = built.problem.jobs.find((j) => j.id === jobId);
  const skills = job?.skills ?? [];
  if (skills.length && !drivers.some((d) => skills.every((s) => d.skills.includes(s as never)))) return `No chosen driver has the skill ${skills.join(', ')}.`;
  if ((job?.demand[0] ?? 0) > Math.max(...drivers.map((d) => d.capacity_count))) return 'Larger than any vehicle.';
  return 'Does not fit in the shifts and windows.';
}

/**
 * `create-optimized-routes`: the day's unplanned driver suborders over the chosen drivers. The solver runs in a
 * worker thread (the server keeps answering) and reports progress on the caller's channel. With `plan`, the
 * proposal the planner accepted is saved as it is.
 */
export async function optimizeRoutes(app: AppContext, actor: Actor, body: OptimizeBody): Promise<OptimizedPlan> {
  const accountId = accountOf(actor);
  const drivers = await driverPlans(app.db, accountId, body.driver_ids);
  if (drivers.length !== new Set(body.driver_ids).size) throw fieldError('driver_ids', 'A driver is not one of your company’s.');
  if (body.plan) return savePlan(app, actor, body, drivers);

  const open = (await deliverySuborders(app.db, actor, { date: body.date, state: 'unassigned' })).map((s) => s.id);
  const wanted = body.suborder_ids ? body.suborder_ids.filter((id) => open.includes(id)) : open;
  if (body.suborder_ids && wanted.length !== body.suborder_ids.length) throw fieldError('suborder_ids', 'Some suborders are not unplanned driver deliveries of that day.');
  const zone = await companyTimeZone(app.db, accountId);
  const built = await buildProblem(app.db, { date: body.date, zone, drivers, stops: await planStops(app.db, wanted), depots: await companyDepots(app.db, accountId) });
  if (built.problem.depots.length === 0) throw fieldError('driver_ids', 'No warehouse has a map position (check the warehouses’ ZIP codes).');

  const budgetMs = Math.round((body.seconds ?? DEFAULT_SECONDS) * 1000);
  const seed = body.seed ?? 1;
  const channel = `private-user.${actor.userId}`;
  const solution = await solveInWorker(built.problem, { seed, timeLimitMs: budgetMs }, (p) => {
    const event: OptimizeProgress = { iteration: p.iteration, elapsed_ms: p.elapsedMs, budget_ms: budgetMs, best_cost: Math.round(p.bestCost), unassigned: p.unassigned };
    void app.realtime.broadcast(channel, OPTIMIZE_PROGRESS_EVENT, event).catch(() => undefined);
  });

  const unassignedIds = [...built.unroutable.map(String), ...solution.unassigned];
  const numbers = new Map((await suborderViews(app.db, unassignedIds.map(Number))).map((s) => [s.id, s.number]));
  const unassigned = unassignedIds.map((id) => ({
    suborder_id: Number(id),
    number: numbers.get(Number(id)) ?? id,
    reason: built.unroutable.includes(Number(id)) ? 'No map position (check the ZIP code).' : reasonFor(built, drivers, id),
  }));
  const solver = { seconds: solution.elapsedMs / 1000, iterations: solution.iterations, seed };

  if (body.save === false) {
    const routes = await previewRoutes(app, built, drivers, body.date, solution);
    return { saved: false, routes, unassigned, totals: totalsOf(routes), solver };
  }
  const plan = solution.routes.map((r) => ({ driver_id: built.vehicleDriver[r.vehicleIndex]!, suborder_ids: r.jobIds.map(Number) }));
  const saved = await savePlan(app, actor, { ...body, plan }, drivers);
  return { ...saved, unassigned, solver };
}

function totalsOf(routes: RouteDetail[]) {
  return {
    distance_m: routes.reduce((n, r) => n + r.distance_m, 0),
    duration_s: routes.reduce((n, r) => n + r.duration_s, 0),
    lateness_s: routes.reduce((n, r) => n + r.lateness_s, 0),
    stops: routes.reduce((n, r) => n + r.stops, 0),
  };
}

/** Saves one route per driver of the plan in one transaction: all of the day's plan or none of it. */
async function savePlan(app: AppContext, actor: Actor, body: OptimizeBody, drivers: DriverPlan[]): Promise<OptimizedPlan> {
  const accountId = accountOf(actor);
  const plan = body.plan!;
  const all = plan.flatMap((r) => r.suborder_ids);
  if (new Set(all).size !== all.length) throw fieldError('plan', 'A suborder is in two routes.');
  const open = new Set((await deliverySuborders(app.db, actor, { date: body.date, state: 'all' })).map((s) => s.id));
  const stray = all.find((id) => !open.has(id));
  if (stray !== undefined) throw fieldError('plan', `Suborder ${stray} is not a driver delivery of ${body.date} still to go out.`);
  const ids = await app.db.transaction(async (tx) => {
    const out: number[] = [];
    for (const r of plan) {
      const driver = drivers.find((d) => d.id === r.driver_id);
      if (!driver) throw fieldError('plan', `Driver ${r.driver_id} is not among the chosen drivers.`);
      // Stops of this plan that another driver's pending route of the day holds move over.
      await tx
        .delete(routePoints)
        .where(
          and(
            inArray(routePoints.suborder_id, r.suborder_ids.length ? r.suborder_ids : [0]),
            eq(routePoints.status, 'pending'),
            sql`${routePoints.route_id} in (select id from ${deliveryRoutes} where date = ${body.date} and account_id = ${accountId})`,
          ),
        );
      const id = await saveRoute(tx, actor, accountId, { driver, date: body.date, suborderIds: r.suborder_ids, optimized: true });
      if (id !== null) out.push(id);
    }
    await audit(tx, actor, { action: 'delivery.optimized_routes', entity: 'delivery_route', after: { date: body.date, routes: out } });
    return out;
  });
  const routes = await Promise.all(ids.map((id) => getRoute(app.db, actor, id)));
  return { saved: true, routes, unassigned: [], totals: totalsOf(routes), solver: { seconds: 0, iterations: 0, seed: body.seed ?? 1 } };
}

