import type { Queryable } from '../../db/client';
import { coordinatesOf, GreatCircleProvider, type DistanceProvider, type LatLng } from '../routing/distance';
import type { Job, Problem, Vehicle } from '../routing/solver/model';
import { zipCentroid } from '../shipping/geocode';
import { secondsOfDay, zonedInstant } from './clock';
import type { DriverPlan } from './drivers.service';

/** A suborder to deliver, as planning sees it. */
export interface PlanStop {
  suborderId: number;
  warehouseId: number | null;
  lat: number | null;
  lng: number | null;
  zip: string;
  units: number;
  skills: string[];
  slot: { starts: Date; ends: Date } | null;
}

export interface PlanDepot {
  warehouseId: number;
  zip: string;
}

/** Minutes at the door: hand over and explain, more per unit, and a setup visit for breathing machines. */
export function serviceSeconds(stop: Pick<PlanStop, 'units' | 'skills'>): number {
  return 600 + 180 * Math.max(0, stop.units - 1) + (stop.skills.includes('setup') ? 900 : 0);
}

/** The distance provider the planner uses; a road-network service can be configured here later. */
export const defaultProvider: DistanceProvider = new GreatCircleProvider();

export interface BuiltProblem {
  problem: Problem;
  /** The day's midnight in the company's zone: the problem's clock counts seconds from it. */
  dayStart: Date;
  /** Stops without a map position: not planned. */
  unroutable: number[];
  /** Driver id of each vehicle index, and the depot warehouse of each vehicle. */
  vehicleDriver: number[];
  vehicleDepot: (number | null)[];
}

/**
 * The day's planning problem: one depot per warehouse (its ZIP's centroid), one vehicle per driver from their home
 * warehouse (else the warehouse most of the stops come from), capacity in units, the shift as the vehicle's hours,
 * agreed windows as soft time windows (lateness is penalised, not forbidden: a planner prefers a late stop over a
 * missed one), skills as hard constraints.
 */
export async function buildProblem(
  db: Queryable,
  input: { date: string; zone: string; drivers: DriverPlan[]; stops: PlanStop[]; depots: PlanDepot[] },
  provider: DistanceProvider = defaultProvider,
): Promise<BuiltProblem> {
  const dayStart = zonedInstant(input.date, '00:00', input.zone);
  const depotPlaces = await coordinatesOf(
    input.depots.map((d) => ({ zip: d.zip })),
    (zip) => zipCentroid(db, zip),
  );
  const depots = input.depots.filter((_, i) => depotPlaces[i]);
  const depotPoints = depotPlaces.filter((p): p is LatLng => p !== null);
  const stopPlaces = await coordinatesOf(input.stops, (zip) => zipCentroid(db, zip));
  const routable = input.stops.filter((_, i) => stopPlaces[i]);
  const unroutable = input.stops.filter((_, i) => !stopPlaces[i]).map((s) => s.suborderId);
  const points = [...depotPoints, ...stopPlaces.filter((p): p is LatLng => p !== null)];
  const matrix = await provider.matrix(points.length ? points : [{ lat: 0, lng: 0 }]);

  const usual = mostCommon(routable.map((s) => s.warehouseId));
  const depotIndexOf = (warehouseId: number | null): number => {
    const i = depots.findIndex((d) => d.warehouseId === warehouseId);
    if (i >= 0) return i;
    const u = depots.findIndex((d) => d.warehouseId === usual);
    return u >= 0 ? u : 0;
  };
  const vehicles: Vehicle[] = input.drivers.map((d) => {
    const depot = depotIndexOf(d.home_warehouse_id);
    return {
      id: String(d.id),
      startDepot: depot,
      endDepot: depot,
      capacity: [d.capacity_count],
      shiftStart: secondsOfDay(d.shift_start),
      shiftEnd: secondsOfDay(d.shift_end),
      skills: d.skills,
    };
  });
  const secondsFromDayStart = (t: Date) => Math.round((t.getTime() - dayStart.getTime()) / 1000);
  const jobs: Job[] = routable.map((s, i) => ({
    id: String(s.suborderId),
    location: depotPoints.length + i,
    demand: [s.units],
    service: serviceSeconds(s),
    timeWindows: s.slot ? [[secondsFromDayStart(s.slot.starts), Math.max(secondsFromDayStart(s.slot.starts), secondsFromDayStart(s.slot.ends) - serviceSeconds(s))]] : [],
    skills: s.skills,
  }));
  return {
    problem: {
      depots: depots.map((d, i) => ({ id: String(d.warehouseId), location: i })),
      vehicles,
      jobs,
      matrix: { size: matrix.size, distance: matrix.distance, duration: matrix.duration },
      // A minute late costs as much as driving ~100 m more: windows matter, distance still decides between equals.
      latenessPenalty: 2,
    },
    dayStart,
    unroutable,
    vehicleDriver: input.drivers.map((d) => d.id),
    vehicleDepot: vehicles.map((v) => depots[v.startDepot]?.warehouseId ?? null),
  };
}

function mostCommon<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A route's schedule when driven in a given order (hand-made routes): arrival per stop, lateness, totals. */
export function evaluateSequence(problem: Problem, vehicle: number, jobIndexes: number[]) {
  const v = problem.vehicles[vehicle]!;
  const size = problem.matrix.size;
  const depotLoc = problem.depots[v.startDepot]?.location ?? 0;
  let at = depotLoc;
  let time = v.shiftStart;
  let distance = 0;
  let lateness = 0;
  let load = 0;
  const stops = jobIndexes.map((j) => {
    const job = problem.jobs[j]!;
    distance += problem.matrix.distance[at * size + job.location]!;
    const arrival = time + problem.matrix.duration[at * size + job.location]!;
    const window = job.timeWindows?.[0];
    const begin = window ? Math.max(arrival, window[0]) : arrival;
    const late = window ? Math.max(0, begin - window[1]) : 0;
    lateness += late;
    load += job.demand[0] ?? 0;
    time = begin + job.service;
    at = job.location;
    return { begin, lateness: late };
  });
  distance += problem.matrix.distance[at * size + depotLoc]!;
  const end = time + problem.matrix.duration[at * size + depotLoc]!;
  const start = stops.length ? Math.max(v.shiftStart, stops[0]!.begin - problem.matrix.duration[depotLoc * size + problem.jobs[jobIndexes[0]!]!.location]!) : v.shiftStart;
  return { stops, distance, duration: end - start, start, end, lateness, load };
}
