import { z } from 'zod';
import { endpoint } from '../endpoint';
import { DRIVER_SKILLS, FAILED_DELIVERY_REASONS, POINT_STATUSES, RECIPIENT_RELATIONS, ROUTE_STATUSES } from '../shipping';
import { validateTime } from '../format/time';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { text } from './company';
import { calendarDate } from './patients';
import { deliveryAddress, instant, suborder } from './shipping';

// --- delivery planning (issue 10: shipping manage) ---------------------------------------------------------
// Drivers with their shift, vehicle and skills; routes per driver and day with their stops (points) in order; the
// scheduler board, the optimiser and loading the van. The driver's own phone screens are in driver.ts.

const hhmm = z
  .string()
  .trim()
  .refine((v) => validateTime(v) === null, 'The time must be HH:MM.');

export const driverProfile = z.object({
  id: z.number(),
  name: z.string(),
  login: z.string(),
  active: z.boolean(),
  /** Shift as wall-clock times in the company's time zone. */
  shift_start: z.string(),
  shift_end: z.string(),
  break_start: z.string().nullable(),
  break_minutes: z.number(),
  /** How many units the vehicle carries, and its cubic capacity when the company measures volume. */
  capacity_count: z.number(),
  capacity_volume: z.number().nullable(),
  vehicle: z.string(),
  home_warehouse: z.object({ id: z.number(), name: z.string() }).nullable(),
  skills: z.array(z.enum(DRIVER_SKILLS)),
  routes_upcoming: z.number(),
});
export type DriverProfile = z.infer<typeof driverProfile>;

export const driverConfigBody = z
  .object({
    active: z.boolean().optional(),
    shift_start: hhmm.optional(),
    shift_end: hhmm.optional(),
    break_start: z.union([z.literal(''), hhmm]).nullable().optional(),
    break_minutes: z.number().int().min(0, 'The break may not be negative.').max(240, 'The break may not be longer than 4 hours.').optional(),
    capacity_count: z.number().int().min(1, 'The vehicle must carry at least 1 unit.').max(1000, 'The capacity may not be greater than 1000.').optional(),
    capacity_volume: z.number().int().min(1).max(100_000).nullable().optional(),
    vehicle: text(100).optional(),
    home_warehouse_id: idParam.nullable().optional(),
    skills: z.array(z.enum(DRIVER_SKILLS, { error: 'The skill is not in the list.' })).max(DRIVER_SKILLS.length).optional(),
  })
  .refine((v) => !v.shift_start || !v.shift_end || v.shift_end > v.shift_start, { message: 'The shift must end after it starts.', path: ['shift_end'] });
export type DriverConfigBody = z.infer<typeof driverConfigBody>;

export const routeSummary = z.object({
  id: z.number(),
  date: z.string(),
  driver: z.object({ id: z.number(), name: z.string() }),
  warehouse: z.object({ id: z.number(), name: z.string(), lat: z.number().nullable(), lng: z.number().nullable() }).nullable(),
  status: z.enum(ROUTE_STATUSES),
  stops: z.number(),
  delivered: z.number(),
  failed: z.number(),
  /** Planned metres and seconds (drive plus service), units carried, and seconds late summed over the stops. */
  distance_m: z.number(),
  duration_s: z.number(),
  load: z.number(),
  lateness_s: z.number(),
  optimized: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
});
export type RouteSummary = z.infer<typeof routeSummary>;

export const routePointItem = z.object({
  id: z.number(),
  name: z.string(),
  hcpcs: z.string(),
  quantity: z.number(),
  sku: z.string().nullable(),
  serial: z.string().nullable(),
  serialized: z.boolean(),
  loaded_at: z.string().nullable(),
  loaded_serial: z.string().nullable(),
});
export type RoutePointItem = z.infer<typeof routePointItem>;

export const routePoint = z.object({
  id: z.number(),
  seq: z.number(),
  status: z.enum(POINT_STATUSES),
  eta: z.string().nullable(),
  lateness_s: z.number(),
  suborder: z.object({
    id: z.number(),
    number: z.string(),
    order_id: z.number(),
    patient_name: z.string(),
    phone: z.string().nullable(),
    address: deliveryAddress,
    agreed_slot: z.object({ starts_at: z.string(), ends_at: z.string() }).nullable(),
    status: z.string(),
  }),
  items: z.array(routePointItem),
  delivered_at: z.string().nullable(),
  failed_reason: z.string().nullable(),
  proof_of_delivery_media_id: z.number().nullable(),
});
export type RoutePoint = z.infer<typeof routePoint>;

export const routeDetail = routeSummary.extend({ points: z.array(routePoint) });
export type RouteDetail = z.infer<typeof routeDetail>;

export const deliveryDate = calendarDate.refine((v) => v !== '', 'The date field is required.');

export const deliverySubordersQuery = z.object({
  date: deliveryDate,
  /** `unassigned` (default): not on a route yet; `all`: also those on that day's routes. */
  state: z.enum(['unassigned', 'all']).optional(),
});

export const routesQuery = listQuery.extend({
  date: calendarDate.optional(),
  driver_id: idParam.optional(),
  status: z.enum(ROUTE_STATUSES).optional(),
  sortBy: z.enum(['date', 'created_at']).optional(),
});
export type RoutesQuery = z.infer<typeof routesQuery>;

export const createRouteBody = z.object({
  driver_id: idParam,
  date: deliveryDate,
  /** The depot; absent: the driver's home warehouse, else the first suborder's. */
  warehouse_id: idParam.nullable().optional(),
  /** The stops in driving order. An empty list removes the driver's route of that day (if nothing was delivered). */
  suborder_ids: z.array(idParam).max(200),
});
export type CreateRouteBody = z.infer<typeof createRouteBody>;

export const plannedRoute = z.object({ driver_id: idParam, suborder_ids: z.array(idParam).max(200) });

export const optimizeBody = z.object({
  date: deliveryDate,
  driver_ids: z.array(idParam).min(1, 'Pick at least one driver.').max(50),
  /** The stops to plan; absent: every unassigned driver suborder of the day. */
  suborder_ids: z.array(idParam).max(1000).optional(),
  /** The solver's time budget. */
  seconds: z.number().min(0.5, 'At least half a second.').max(60, 'At most 60 seconds.').optional(),
  seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  /** `false`: only answer the proposal; `true` (default): save it. */
  save: z.boolean().optional(),
  /** A proposal (possibly changed by hand) to save as it is, without solving again. */
  plan: z.array(plannedRoute).max(50).optional(),
});
export type OptimizeBody = z.infer<typeof optimizeBody>;

export const optimizedPlan = z.object({
  saved: z.boolean(),
  routes: z.array(routeDetail),
  unassigned: z.array(z.object({ suborder_id: z.number(), number: z.string(), reason: z.string() })),
  totals: z.object({ distance_m: z.number(), duration_s: z.number(), lateness_s: z.number(), stops: z.number() }),
  solver: z.object({ seconds: z.number(), iterations: z.number(), seed: z.number() }),
});
export type OptimizedPlan = z.infer<typeof optimizedPlan>;

/** Progress of a running optimisation, pushed on the planner's private channel. */
export const OPTIMIZE_PROGRESS_EVENT = 'delivery.optimize.progress';
export interface OptimizeProgress {
  iteration: number;
  elapsed_ms: number;
  budget_ms: number;
  best_cost: number;
  unassigned: number;
}
/** A stop changed (delivered, failed, loaded): pushed on the company's channel so planner screens refresh. */
export const ROUTE_CHANGED_EVENT = 'delivery.route.changed';
export interface RouteChanged {
  route_id: number;
  point_id: number | null;
  status: string;
}

export const markItemsBody = z.object({
  items: z
    .array(
      z.object({
        /** The suborder item (route point item) being loaded. */
        id: idParam,
        /** The serial scanned or typed; must match the unit reserved for a serialised item. */
        serial: text(100).optional(),
        loaded: z.boolean().default(true),
      }),
    )
    .min(1, 'Mark at least one item.')
    .max(500),
});
export type MarkItemsBody = z.infer<typeof markItemsBody>;

const planner = { roles: ['supplier'], staffRole: 'delivery_planner' } as const;
const routeParams = z.object({ routeId: idParam });
const driverParams = z.object({ driverId: idParam });
const BASE = '/api/vendor/delivery';

export const listDeliverySuborders = endpoint({
  method: 'GET',
  path: `${BASE}/suborders`,
  access: planner,
  summary: 'Driver suborders to plan on a day: those whose agreed window is that day or who have none, not delivered yet (at most 1,000).',
  query: deliverySubordersQuery,
  response: z.object({ data: z.array(suborder) }),
});

export const listDrivers = endpoint({
  method: 'GET',
  path: `${BASE}/drivers`,
  access: planner,
  summary: "The company's drivers with their shift, vehicle and skills.",
  query: listQuery.extend({ active: z.enum(['0', '1']).optional() }),
  response: pageOf(driverProfile),
});

export const getDriver = endpoint({
  method: 'GET',
  path: `${BASE}/drivers/{driverId}`,
  access: planner,
  summary: 'One driver of the company (404 otherwise).',
  params: driverParams,
  response: dataOf(driverProfile),
});

export const updateDriver = endpoint({
  method: 'PUT',
  path: `${BASE}/drivers/{driverId}`,
  access: planner,
  summary: "Sets a driver's shift, break, vehicle capacity, home warehouse and skills; absent fields keep their value.",
  params: driverParams,
  body: driverConfigBody,
  response: dataOf(driverProfile),
});

export const listRoutes = endpoint({
  method: 'GET',
  path: `${BASE}/routes`,
  access: planner,
  summary: 'Delivery routes, newest day first; filter by day, driver and status.',
  query: routesQuery,
  response: pageOf(routeSummary),
});

export const getRoute = endpoint({
  method: 'GET',
  path: `${BASE}/routes/{routeId}`,
  access: planner,
  summary: 'One route with its stops in order, their items and what happened at each.',
  params: routeParams,
  response: dataOf(routeDetail),
});

export const createRoute = endpoint({
  method: 'POST',
  path: `${BASE}/create-route`,
  access: planner,
  summary:
    "Sets a driver's route for a day to these stops in this order (the scheduler's hand planning), creating or replacing it; stops already delivered stay. 409 when a suborder is on another route or has left. Answers `data: null` when the route was emptied and removed.",
  body: createRouteBody,
  response: dataOf(routeDetail.nullable()),
});

export const createOptimizedRoutes = endpoint({
  method: 'POST',
  path: `${BASE}/create-optimized-routes`,
  access: planner,
  summary:
    "Plans the day's unassigned driver suborders over the chosen drivers with the route optimiser (capacities, agreed windows, shifts, depots, skills) within the time budget, reporting progress on the caller's channel; saves the routes unless `save` is false. With `plan`, saves that proposal as it is.",
  body: optimizeBody,
  response: dataOf(optimizedPlan),
});

export const markRouteItems = endpoint({
  method: 'POST',
  path: `${BASE}/routes/{routeId}/mark-items`,
  access: planner,
  summary:
    'Records items loaded on the van, with the serial scanned for serialised ones (422 when it is not the unit reserved for the line). When every item is loaded the route is loaded.',
  params: routeParams,
  body: markItemsBody,
  response: dataOf(routeDetail),
});

// --- the driver's phone screens --------------------------------------------------------------------------------

export const driverDashboard = z.object({
  today: routeSummary.nullable(),
  upcoming: z.array(routeSummary),
  stops_today: z.number(),
  delivered_today: z.number(),
});
export type DriverDashboard = z.infer<typeof driverDashboard>;

export const deliveredBody = z
  .object({
    /** A key the phone makes once per delivery: sending it again answers the first result instead of a second delivery. */
    idempotency_key: z.string().trim().regex(/^[A-Za-z0-9-]{8,64}$/, 'The idempotency key must be 8 to 64 letters, digits or dashes.'),
    outcome: z.enum(['delivered', 'failed']),
    reason: z.enum(FAILED_DELIVERY_REASONS, { error: 'Pick a reason.' }).optional(),
    recipient_name: text(200).optional(),
    relation: z.enum(RECIPIENT_RELATIONS, { error: 'The relation is not in the list.' }).optional(),
    note: text(1000).optional(),
    /** The phone's position and the time of the delivery (the phone may send it later). */
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    accuracy_m: z.coerce.number().min(0).max(100_000).optional(),
    at: instant.optional(),
    /** JSON: `[{ "id": item id, "serial": "..." }]`: the serials the driver confirmed or scanned. */
    serials: z.string().max(20_000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'failed' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Pick why it could not be delivered.' });
    if (v.outcome === 'delivered' && !v.recipient_name) ctx.addIssue({ code: 'custom', path: ['recipient_name'], message: 'The name of the person who signed is required.' });
  });
export type DeliveredBody = z.infer<typeof deliveredBody>;

const driver = { roles: ['driver'] } as const;
const pointParams = z.object({ routeId: idParam, pointId: idParam });

export const getDriverDashboard = endpoint({
  method: 'GET',
  path: '/api/driver/dashboard',
  access: driver,
  summary: "The driver's route today and the next ones.",
  response: dataOf(driverDashboard),
});

export const listDriverRoutes = endpoint({
  method: 'GET',
  path: '/api/driver/routes',
  access: driver,
  summary: "The driver's own routes, today and later first.",
  query: listQuery.extend({ when: z.enum(['upcoming', 'past']).optional() }),
  response: pageOf(routeSummary),
});

export const getDriverRoute = endpoint({
  method: 'GET',
  path: '/api/driver/routes/{routeId}',
  access: driver,
  summary: "One of the driver's routes with its stops in order (404 for anyone else's).",
  params: routeParams,
  response: dataOf(routeDetail),
});

export const getDriverPoint = endpoint({
  method: 'GET',
  path: '/api/driver/routes/{routeId}/points/{pointId}',
  access: driver,
  summary: "One stop of the driver's route with its items and serials (404 for anyone else's).",
  params: pointParams,
  response: dataOf(routePoint),
});

export const markPointDelivered = endpoint({
  method: 'POST',
  path: '/api/driver/routes/{routeId}/points/{pointId}/delivered',
  access: driver,
  multipart: true,
  summary:
    'Records the stop: delivered (the signature image in `signature`, PNG/JPEG/SVG, and an optional `photo`) or could not deliver (a reason). Writes the proof-of-delivery PDF into the order’s documents and moves the suborder. The same `idempotency_key` answers the first result without a second delivery.',
  params: pointParams,
  body: deliveredBody,
  response: dataOf(routePoint),
});

export const deliveryEndpoints = [
  listDeliverySuborders,
  listDrivers,
  getDriver,
  updateDriver,
  listRoutes,
  getRoute,
  createRoute,
  createOptimizedRoutes,
  markRouteItems,
  getDriverDashboard,
  listDriverRoutes,
  getDriverRoute,
  getDriverPoint,
  markPointDelivered,
] as const;
