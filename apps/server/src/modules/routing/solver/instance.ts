// The problem compiled into flat typed arrays for the hot loops: the solver never touches the Problem objects again.
import type { Problem } from './model';

export const EPS = 1e-7;

export interface Instance {
  /** Jobs, vehicles, demand dimensions, matrix size. */
  n: number;
  m: number;
  dims: number;
  size: number;
  dist: Float64Array;
  time: Float64Array;
  jobLoc: Int32Array;
  service: Float64Array;
  /** n * dims */
  demand: Float64Array;
  /** Windows of job j are winOpen/winClose[winFrom[j] .. winFrom[j+1]); none = any time. */
  winFrom: Int32Array;
  winOpen: Float64Array;
  winClose: Float64Array;
  /** Close of the last window, +Infinity without windows: lateness is measured from it. */
  lastClose: Float64Array;
  vehStartLoc: Int32Array;
  vehEndLoc: Int32Array;
  /** m * dims */
  capacity: Float64Array;
  shiftStart: Float64Array;
  shiftEnd: Float64Array;
  fixedCost: Float64Array;
  /** Vehicles of one class are interchangeable: only one empty vehicle per class is tried for an insertion. */
  vehClass: Int32Array;
  classes: number;
  /** n * m: 1 when the vehicle has every skill the job needs. */
  compatible: Uint8Array;
  /** For each job, the other jobs by increasing distance (K per job). */
  neighbours: Int32Array;
  K: number;
  /** Distance from the nearest start depot, for the recreate orderings. */
  depotDistance: Float64Array;
  hard: boolean;
  /** Some time constraint exists (a window or a finite shift end); without one, routes skip the time caches. */
  timed: boolean;
  /** Soft windows exist: lateness must be tracked. */
  soft: boolean;
  latenessPenalty: number;
  unassignedPenalty: number;
  /** Mean distance between job locations: the annealing temperatures scale with it. */
  scale: number;
}

export function compile(problem: Problem): Instance {
  const { jobs, vehicles, depots, matrix } = problem;
  const n = jobs.length;
  const m = vehicles.length;
  const size = matrix.size;
  if (matrix.distance.length !== size * size || matrix.duration.length !== size * size)
    throw new Error('matrix: distance and duration must have size*size entries');
  const dims = Math.max(1, ...vehicles.map((v) => v.capacity.length), ...jobs.map((j) => j.demand.length));
  const checkLoc = (loc: number, what: string): number => {
    if (!Number.isInteger(loc) || loc < 0 || loc >= size) throw new Error(`${what}: location ${loc} is outside the matrix`);
    return loc;
  };

  const jobLoc = new Int32Array(n);
  const service = new Float64Array(n);
  const demand = new Float64Array(n * dims);
  const winFrom = new Int32Array(n + 1);
  const opens: number[] = [];
  const closes: number[] = [];
  const lastClose = new Float64Array(n);
  jobs.forEach((job, j) => {
    jobLoc[j] = checkLoc(job.location, `job ${job.id}`);
    service[j] = job.service || 0;
    for (let d = 0; d < dims; d++) demand[j * dims + d] = job.demand[d] ?? 0;
    winFrom[j] = opens.length;
    const windows = [...(job.timeWindows ?? [])].sort((a, b) => a[0] - b[0]);
    for (const [open, close] of windows) {
      if (close < open) throw new Error(`job ${job.id}: time window [${open}, ${close}] ends before it starts`);
      opens.push(open);
      closes.push(close);
    }
    lastClose[j] = windows.length ? Math.max(...windows.map((w) => w[1])) : Infinity;
  });
  winFrom[n] = opens.length;

  const vehStartLoc = new Int32Array(m);
  const vehEndLoc = new Int32Array(m);
  const capacity = new Float64Array(m * dims);
  const shiftStart = new Float64Array(m);
  const shiftEnd = new Float64Array(m);
  const fixedCost = new Float64Array(m);
  const vehClass = new Int32Array(m);
  const classKeys = new Map<string, number>();
  const compatible = new Uint8Array(n * m);
  vehicles.forEach((v, k) => {
    const start = depots[v.startDepot];
    const end = depots[v.endDepot];
    if (!start || !end) throw new Error(`vehicle ${v.id}: unknown depot`);
    vehStartLoc[k] = checkLoc(start.location, `depot ${start.id}`);
    vehEndLoc[k] = checkLoc(end.location, `depot ${end.id}`);
    for (let d = 0; d < dims; d++) capacity[k * dims + d] = v.capacity[d] ?? 0;
    shiftStart[k] = v.shiftStart;
    shiftEnd[k] = v.shiftEnd;
    fixedCost[k] = v.fixedCost ?? 0;
    const skills = new Set(v.skills ?? []);
    const key = JSON.stringify([v.startDepot, v.endDepot, v.capacity, v.shiftStart, v.shiftEnd, [...skills].sort(), v.fixedCost ?? 0]);
    if (!classKeys.has(key)) classKeys.set(key, classKeys.size);
    vehClass[k] = classKeys.get(key)!;
    jobs.forEach((job, j) => {
      compatible[j * m + k] = (job.skills ?? []).every((s) => skills.has(s)) ? 1 : 0;
    });
  });

  const dist = matrix.distance instanceof Float64Array ? matrix.distance : Float64Array.from(matrix.distance);
  const time = matrix.duration instanceof Float64Array ? matrix.duration : Float64Array.from(matrix.duration);

  // Neighbour lists drive the SISR ruin (strings are removed around a seed's neighbours).
  const K = Math.min(Math.max(n - 1, 0), 100);
  const neighbours = new Int32Array(n * K);
  const order = Array.from({ length: n }, (_, j) => j);
  for (let j = 0; j < n; j++) {
    const from = jobLoc[j]! * size;
    const others = order.filter((o) => o !== j).sort((a, b) => dist[from + jobLoc[a]!]! - dist[from + jobLoc[b]!]! || a - b);
    for (let q = 0; q < K; q++) neighbours[j * K + q] = others[q]!;
  }

  const depotDistance = new Float64Array(n);
  const startLocs = [...new Set(vehStartLoc)];
  for (let j = 0; j < n; j++) depotDistance[j] = Math.min(Infinity, ...startLocs.map((s) => dist[s * size + jobLoc[j]!]!));

  // Mean job-to-job distance over a deterministic sample.
  let sum = 0;
  let count = 0;
  const stride = Math.max(1, Math.floor((n * n) / 20000));
  for (let q = 0; q < n * n; q += stride) {
    const a = Math.floor(q / n);
    const b = q % n;
    if (a === b) continue;
    sum += dist[jobLoc[a]! * size + jobLoc[b]!]!;
    count++;
  }
  let maxDist = 0;
  for (let q = 0; q < dist.length; q++) if (dist[q]! > maxDist && Number.isFinite(dist[q]!)) maxDist = dist[q]!;
  const scale = count ? sum / count : maxDist || 1;

  const hard = problem.hardTimeWindows === true;
  const hasWindows = opens.length > 0;
  const latenessPenalty = problem.latenessPenalty ?? 1;
  let horizon = 0;
  for (let k = 0; k < m; k++) horizon = Math.max(horizon, shiftEnd[k]! - shiftStart[k]!);
  const maxFixed = Math.max(0, ...fixedCost);
  // Serving a job that fits anywhere must always beat leaving it out, whatever the detour or the lateness it causes.
  const unassignedPenalty =
    problem.unassignedPenalty ??
    100 * (2 * maxDist + maxFixed + 1) + (hasWindows && !hard ? latenessPenalty * Math.min(horizon, 1e7) * 10 : 0);

  return {
    n,
    m,
    dims,
    size,
    dist,
    time,
    jobLoc,
    service,
    demand,
    winFrom,
    winOpen: Float64Array.from(opens),
    winClose: Float64Array.from(closes),
    lastClose,
    vehStartLoc,
    vehEndLoc,
    capacity,
    shiftStart,
    shiftEnd,
    fixedCost,
    vehClass,
    classes: classKeys.size,
    compatible,
    neighbours,
    K,
    depotDistance,
    hard,
    timed: hasWindows || Array.from(shiftEnd).some(Number.isFinite),
    soft: hasWindows && !hard,
    latenessPenalty,
    unassignedPenalty,
    scale,
  };
}

/**
 * When service at job j can start for an arrival at `arrival`: at once inside a window, at the next opening in a
 * gap; after the last window it is Infinity (hard windows) or the arrival itself (soft: late).
 */
export function beginAt(inst: Instance, j: number, arrival: number): number {
  const from = inst.winFrom[j]!;
  const to = inst.winFrom[j + 1]!;
  for (let w = from; w < to; w++) {
    if (arrival <= inst.winClose[w]! + EPS) return Math.max(arrival, inst.winOpen[w]!);
  }
  return from === to || !inst.hard ? arrival : Infinity;
}

/**
 * The latest arrival at job j for which service starts no later than `latestBegin`. beginAt is non-decreasing in
 * the arrival, so the feasible arrivals are a prefix: one number per stop makes insertion checks O(1).
 */
export function latestArrival(inst: Instance, j: number, latestBegin: number, hard: boolean): number {
  const from = inst.winFrom[j]!;
  const to = inst.winFrom[j + 1]!;
  if (from === to) return latestBegin;
  if (!hard && latestBegin >= inst.lastClose[j]!) return latestBegin;
  let best = -Infinity;
  for (let w = from; w < to; w++) {
    if (inst.winOpen[w]! > latestBegin + EPS) break;
    best = Math.max(best, Math.min(inst.winClose[w]!, latestBegin));
  }
  return best;
}
