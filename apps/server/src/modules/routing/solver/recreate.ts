// Recreate: greedy cheapest insertion with blinks (SISR): each position is skipped with a small probability, which
// diversifies the rebuild at almost no cost. Jobs are inserted one at a time in an order drawn per call.
import type { Instance } from './instance';
import type { Rng } from './rng';
import type { State } from './state';

const BLINK = 0.01;

/** Sorts the removed jobs in place by one of SISR's orders: random (4), demand (4), far (2), close (1). */
export function orderJobs(inst: Instance, jobs: number[], rng: Rng): void {
  const draw = rng.int(11);
  if (draw < 4) {
    for (let i = jobs.length - 1; i > 0; i--) {
      const s = rng.int(i + 1);
      [jobs[i], jobs[s]] = [jobs[s]!, jobs[i]!];
    }
    return;
  }
  if (draw < 8) {
    const size = (j: number): number => {
      let s = 0;
      for (let d = 0; d < inst.dims; d++) s += inst.demand[j * inst.dims + d]!;
      return s;
    };
    jobs.sort((a, b) => size(b) - size(a) || a - b);
  } else if (draw < 10) jobs.sort((a, b) => inst.depotDistance[b]! - inst.depotDistance[a]! || a - b);
  else jobs.sort((a, b) => inst.depotDistance[a]! - inst.depotDistance[b]! || a - b);
}

/** Inserts each job at its cheapest feasible position (blinking); jobs that fit nowhere stay unassigned. */
export function recreate(state: State, jobs: number[], rng: Rng | null): void {
  const inst = state.inst;
  const { dist, size, m, compatible, vehClass, fixedCost, jobLoc } = inst;
  const seenEmpty = new Uint8Array(inst.classes);
  // Blinks: instead of one draw per position, draw the gap to the next skipped position (geometric), same law.
  let untilBlink = rng ? nextBlink(rng) : Infinity;
  for (const j of jobs) {
    seenEmpty.fill(0);
    const u = jobLoc[j]!;
    let bestDelta = Infinity;
    let bestRoute = -1;
    let bestPos = -1;
    for (let k = 0; k < m; k++) {
      if (!compatible[j * m + k]) continue;
      const route = state.routes[k]!;
      const len = route.jobs.length;
      if (len === 0) {
        // Identical empty vehicles give identical insertions: try one per class.
        const c = vehClass[k]!;
        if (seenEmpty[c]) continue;
        seenEmpty[c] = 1;
      }
      if (!route.fits(j)) continue;
      const loc = route.loc;
      // An unused vehicle costs nothing: its first job pays the fixed cost and the whole depot-to-depot trip.
      const fixed = len === 0 ? fixedCost[k]! + dist[loc[0]! * size + loc[1]!]! : 0;
      for (let p = 0; p <= len; p++) {
        if (--untilBlink <= 0) {
          untilBlink = nextBlink(rng!);
          continue;
        }
        const a = loc[p]!;
        const b = loc[p + 1]!;
        // The distance detour is a lower bound of the full delta (lateness only adds): check time only if it can win.
        const detour = dist[a * size + u]! + dist[u * size + b]! - dist[a * size + b]! + fixed;
        if (detour >= bestDelta) continue;
        const delta = route.insertionDelta(j, p);
        if (delta < bestDelta) {
          bestDelta = delta;
          bestRoute = k;
          bestPos = p;
        }
      }
    }
    if (bestRoute >= 0) {
      state.own(bestRoute).insert(j, bestPos);
      state.routeOf[j] = bestRoute;
    }
  }
}

function nextBlink(rng: Rng): number {
  return 1 + Math.floor(Math.log(1 - rng.next()) / Math.log(1 - BLINK));
}
