// One vehicle's route with the caches that make an insertion check O(1): forward departure times, and backward the
// latest arrival at each stop that keeps the rest of the route feasible (Savelsbergh's slack, generalised to several
// windows per stop), plus the latest arrival that adds no lateness downstream (soft windows).
import { beginAt as beginAtImport, EPS as EPS_IMPORT, latestArrival as latestArrivalImport, type Instance } from './instance';

// Local bindings: module loaders that keep ESM live bindings (tsx, vitest) turn every imported name into a getter
// call, which shows in the hottest loop.
const beginAt = beginAtImport;
const latestArrival = latestArrivalImport;
const EPS = EPS_IMPORT;

export class Route {
  jobs: number[] = [];
  /** Per position 0..len+1 (0 = start depot, len+1 = end depot). */
  loc: number[] = [];
  arr: number[] = [];
  begin: number[] = [];
  dep: number[] = [];
  /** Latest arrival keeping every later stop (and the shift end) feasible. */
  latest: number[] = [];
  /** Latest arrival that adds no lateness at this or any later stop (soft windows only). */
  lateFree: number[] = [];
  late: number[] = [];
  load: Float64Array;
  distance = 0;
  lateness = 0;
  cost = 0;
  feasible = true;

  constructor(
    readonly inst: Instance,
    readonly vehicle: number,
  ) {
    this.load = new Float64Array(inst.dims);
  }

  clone(): Route {
    const r = new Route(this.inst, this.vehicle);
    r.jobs = this.jobs.slice();
    r.loc = this.loc.slice();
    r.arr = this.arr.slice();
    r.begin = this.begin.slice();
    r.dep = this.dep.slice();
    r.latest = this.latest.slice();
    r.lateFree = this.lateFree.slice();
    r.late = this.late.slice();
    r.load = this.load.slice();
    r.distance = this.distance;
    r.lateness = this.lateness;
    r.cost = this.cost;
    r.feasible = this.feasible;
    return r;
  }

  /** Recomputes every cache after the job list changed: O(len). */
  update(): void {
    const inst = this.inst;
    const { dist, size, dims, demand } = inst;
    const k = this.vehicle;
    const jobs = this.jobs;
    const len = jobs.length;
    // Arrays only grow (entries past len+1 are stale and never read): shrinking them costs more than it saves.
    const loc = this.loc;
    loc[0] = inst.vehStartLoc[k]!;
    for (let p = 0; p < len; p++) loc[p + 1] = inst.jobLoc[jobs[p]!]!;
    loc[len + 1] = inst.vehEndLoc[k]!;

    this.load.fill(0);
    for (const j of jobs) for (let d = 0; d < dims; d++) this.load[d]! += demand[j * dims + d]!;

    let distance = 0;
    for (let p = 1; p <= len + 1; p++) distance += dist[loc[p - 1]! * size + loc[p]!]!;
    this.distance = distance;
    if (inst.timed) this.updateTimes();
    this.cost = len === 0 ? 0 : distance + inst.fixedCost[k]! + inst.latenessPenalty * this.lateness;
  }

  private updateTimes(): void {
    const inst = this.inst;
    const { time, size, service } = inst;
    const k = this.vehicle;
    const { jobs, loc, arr, begin, dep, late, latest, lateFree } = this;
    const len = jobs.length;
    arr[0] = begin[0] = dep[0] = inst.shiftStart[k]!;
    late[0] = 0;
    let lateness = 0;
    let feasible = true;
    for (let p = 1; p <= len; p++) {
      arr[p] = dep[p - 1]! + time[loc[p - 1]! * size + loc[p]!]!;
      const j = jobs[p - 1]!;
      const b = beginAt(inst, j, arr[p]!);
      if (b === Infinity) feasible = false;
      begin[p] = b;
      late[p] = inst.soft && b > inst.lastClose[j]! ? b - inst.lastClose[j]! : 0;
      lateness += late[p]!;
      dep[p] = b + service[j]!;
    }
    arr[len + 1] = begin[len + 1] = dep[len + 1] = dep[len]! + time[loc[len]! * size + loc[len + 1]!]!;
    late[len + 1] = 0;
    if (arr[len + 1]! > inst.shiftEnd[k]! + EPS) feasible = false;

    // Written backwards: grow first so the arrays never get holes.
    while (latest.length < len + 2) latest.push(0);
    while (lateFree.length < len + 2) lateFree.push(0);
    latest[len + 1] = inst.shiftEnd[k]!;
    lateFree[len + 1] = Infinity;
    for (let p = len; p >= 1; p--) {
      const j = jobs[p - 1]!;
      const hop = time[loc[p]! * size + loc[p + 1]!]! + service[j]!;
      latest[p] = latestArrival(inst, j, latest[p + 1]! - hop, inst.hard);
      if (inst.soft) {
        // A stop already late has no slack: any delay adds lateness there.
        const limit = Math.min(lateFree[p + 1]! - hop, late[p]! > 0 ? begin[p]! : inst.lastClose[j]!);
        lateFree[p] = latestArrival(inst, j, limit, false);
      }
    }
    latest[0] = Infinity;
    lateFree[0] = Infinity;
    this.lateness = lateness;
    this.feasible = feasible;
  }

  /** Whether job j's demand fits on top of the current load. */
  fits(j: number): boolean {
    const { dims, demand, capacity } = this.inst;
    const base = this.vehicle * dims;
    for (let d = 0; d < dims; d++) if (this.load[d]! + demand[j * dims + d]! > capacity[base + d]! + EPS) return false;
    return true;
  }

  /**
   * Cost increase of inserting job j between positions p and p+1 (p = 0..len), or Infinity when it breaks a time
   * constraint. Capacity and skills are checked by the caller once per route.
   */
  insertionDelta(j: number, p: number): number {
    const inst = this.inst;
    const { dist, time, size } = inst;
    const u = inst.jobLoc[j]!;
    const a = this.loc[p]!;
    const b = this.loc[p + 1]!;
    if (!inst.timed)
      return (
        dist[a * size + u]! +
        dist[u * size + b]! -
        dist[a * size + b]! +
        (this.jobs.length === 0 ? inst.fixedCost[this.vehicle]! + dist[a * size + b]! : 0)
      );
    const arrU = this.dep[p]! + time[a * size + u]!;
    const beginU = beginAt(inst, j, arrU);
    if (beginU === Infinity) return Infinity;
    const arrB = beginU + inst.service[j]! + time[u * size + b]!;
    if (arrB > this.latest[p + 1]! + EPS) return Infinity;
    let delta = dist[a * size + u]! + dist[u * size + b]! - dist[a * size + b]!;
    // An unused vehicle costs nothing: its first job pays the fixed cost and the whole depot-to-depot trip.
    if (this.jobs.length === 0) delta += inst.fixedCost[this.vehicle]! + dist[a * size + b]!;
    if (inst.soft) {
      let lateness = beginU > inst.lastClose[j]! ? beginU - inst.lastClose[j]! : 0;
      if (arrB > this.lateFree[p + 1]! + EPS) lateness += this.pushedLateness(p + 1, arrB);
      delta += inst.latenessPenalty * lateness;
    }
    return delta;
  }

  /** Extra lateness downstream when the arrival at position q moves to `arrival`: walks until the push is absorbed. */
  private pushedLateness(q: number, arrival: number): number {
    const inst = this.inst;
    const len = this.jobs.length;
    let extra = 0;
    let arr = arrival;
    for (let p = q; p <= len; p++) {
      const j = this.jobs[p - 1]!;
      const b = beginAt(inst, j, arr);
      if (b <= this.begin[p]! + EPS) break;
      const late = b > inst.lastClose[j]! ? b - inst.lastClose[j]! : 0;
      extra += late - this.late[p]!;
      arr = b + inst.service[j]! + inst.time[this.loc[p]! * inst.size + this.loc[p + 1]!]!;
    }
    return extra;
  }

  insert(j: number, p: number): void {
    this.jobs.splice(p, 0, j);
    this.update();
  }
}
