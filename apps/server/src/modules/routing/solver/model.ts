// The vehicle-routing problem and its solution as plain data. Everything here is structured-cloneable (numbers,
// strings, arrays, Float64Array) so a problem can be posted to a worker thread unchanged.

/** Travel between location indices 0..size-1, row-major: entry i*size+j is from i to j. */
export interface TravelMatrix {
  size: number;
  /** Metres (or any abstract unit): the objective sums these. */
  distance: Float64Array;
  /** Seconds (or the unit of the time windows): used for arrival times only. */
  duration: Float64Array;
}

export interface Depot {
  id: string;
  /** Index into the travel matrix. */
  location: number;
}

export interface Vehicle {
  id: string;
  /** Index into `depots` where the route starts, and where it ends (may differ). */
  startDepot: number;
  endDepot: number;
  /** One entry per demand dimension, e.g. [item count, cubic feet]. */
  capacity: number[];
  /** Seconds on the problem's clock: the vehicle leaves no earlier than shiftStart and is back by shiftEnd (hard). */
  shiftStart: number;
  shiftEnd: number;
  /** A job is only served by a vehicle holding every skill it requires. */
  skills?: string[];
  /** Added to the cost when the vehicle is used at all. */
  fixedCost?: number;
  /** Accepted for the API's sake but not scheduled yet (see README). */
  break?: { window: [number, number]; duration: number };
}

export interface Job {
  id: string;
  location: number;
  /** Same dimensions as the vehicles' capacity; missing entries count as 0. */
  demand: number[];
  /** Seconds spent at the stop. */
  service: number;
  /** [[earliest, latest]] on which service may start, sorted and disjoint; empty or missing = any time. */
  timeWindows?: [number, number][];
  skills?: string[];
}

export interface Problem {
  depots: Depot[];
  vehicles: Vehicle[];
  jobs: Job[];
  matrix: TravelMatrix;
  /** true: starting service after a window's end is infeasible (benchmark mode). false (default): it is late, penalised. */
  hardTimeWindows?: boolean;
  /** Cost per second of lateness (soft windows). Default 1. */
  latenessPenalty?: number;
  /** Cost per unserved job. Default: large enough that serving any job that fits always wins. */
  unassignedPenalty?: number;
}

export interface StopResult {
  jobId: string;
  location: number;
  arrival: number;
  /** Service start (arrival, or the window's opening when early). */
  begin: number;
  departure: number;
  /** Seconds after the latest window end that service starts (0 when on time). */
  lateness: number;
  /** Load on board on arrival, per dimension (deliveries only: the route's load less what earlier stops received). */
  loadOnArrival: number[];
}

export interface RouteResult {
  vehicleId: string;
  vehicleIndex: number;
  jobIds: string[];
  stops: StopResult[];
  /** Departure from the start depot and arrival at the end depot. */
  start: number;
  end: number;
  distance: number;
  duration: number;
  /** Sum of the stops' demand, per dimension. */
  load: number[];
  lateness: number;
  /** distance + fixed cost + lateness penalty of this route. */
  cost: number;
}

export interface Solution {
  /** Used vehicles only, in vehicle order. */
  routes: RouteResult[];
  unassigned: string[];
  /** The objective: distance + fixed costs + lateness penalty + unassigned penalty. */
  cost: number;
  distance: number;
  lateness: number;
  vehiclesUsed: number;
  iterations: number;
  elapsedMs: number;
}

export interface Progress {
  iteration: number;
  elapsedMs: number;
  bestCost: number;
  unassigned: number;
}

export interface SolveOptions {
  /** Random seed; the same seed, problem and maxIterations (without timeLimitMs) give the same solution. Default 1. */
  seed?: number;
  /** Wall-clock budget. Default 2000 ms, or none when maxIterations is given. */
  timeLimitMs?: number;
  /** Ruin-and-recreate iterations. Default unlimited (time-limited). */
  maxIterations?: number;
  /** Called at most every 200 ms (and once at the end). */
  onProgress?: (progress: Progress) => void;
  /** Polled between iterations; returning true stops early with the best solution so far. */
  shouldStop?: () => boolean;
  /** Annealing temperatures at the start and the end, as fractions of the mean job-to-job distance. Default 0.5 → 0.005. */
  temperature?: { start: number; end: number };
  /** An initial solution's routes (job ids per vehicle index) to start from; infeasible parts are re-inserted. */
  initialRoutes?: string[][];
}

/** Builds a matrix from functions over location indices (tests, generated instances). */
export function matrixFrom(
  size: number,
  distance: (i: number, j: number) => number,
  duration?: (i: number, j: number) => number,
): TravelMatrix {
  const d = new Float64Array(size * size);
  const t = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const dij = distance(i, j);
      d[i * size + j] = dij;
      t[i * size + j] = duration ? duration(i, j) : dij;
    }
  }
  return { size, distance: d, duration: t };
}
