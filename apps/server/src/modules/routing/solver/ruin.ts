// Ruin: SISR's adjacent string removal (Christiaens & Vanden Berghe, 2020). Strings (runs of consecutive stops) are
// cut from several routes around a random seed job's neighbours, so related jobs are freed together and can be
// recombined; a split-string variant keeps a few stops in the middle of the cut.
import type { Instance } from './instance';
import type { Rng } from './rng';
import type { State } from './state';

export interface RuinParams {
  /** Average number of removed jobs. */
  avgRemoved: number;
  /** Longest string. */
  maxString: number;
}

/** Removes strings from `state` and returns the removed jobs. */
export function ruin(state: State, rng: Rng, params: RuinParams): number[] {
  const inst = state.inst;
  const removed: number[] = [];
  let assigned = 0;
  let used = 0;
  for (const r of state.routes) {
    if (r.jobs.length) {
      used++;
      assigned += r.jobs.length;
    }
  }
  if (assigned === 0) return removed;
  const lsMax = Math.min(params.maxString, assigned / used);
  const ksMax = (4 * params.avgRemoved) / (1 + lsMax) - 1;
  const strings = Math.floor(rng.next() * ksMax) + 1;
  let seed = rng.int(inst.n);
  for (let tries = 0; state.routeOf[seed]! < 0 && tries < inst.n; tries++) seed = (seed + 1) % inst.n;
  if (state.routeOf[seed]! < 0) return removed;

  const ruined = new Set<number>();
  const visit = (c: number): void => {
    const k = state.routeOf[c]!;
    if (k < 0 || ruined.has(k)) return;
    ruined.add(k);
    const route = state.own(k);
    const len = route.jobs.length;
    const l = Math.floor(rng.next() * Math.min(len, lsMax)) + 1;
    const at = route.jobs.indexOf(c);
    if (l < len && rng.next() < 0.5) splitString(inst, state, k, at, l, rng, removed);
    else cut(state, k, at, l, rng, removed);
  };
  visit(seed);
  const base = seed * inst.K;
  for (let q = 0; q < inst.K && ruined.size < strings; q++) visit(inst.neighbours[base + q]!);
  for (const k of ruined) state.routes[k]!.update();
  return removed;
}

/** Removes a string of l stops containing position `at`. */
function cut(state: State, k: number, at: number, l: number, rng: Rng, removed: number[]): void {
  const route = state.routes[k]!;
  const len = route.jobs.length;
  const lo = Math.max(0, at - l + 1);
  const hi = Math.min(at, len - l);
  const start = lo + rng.int(hi - lo + 1);
  for (const j of route.jobs.splice(start, l)) {
    state.routeOf[j] = -1;
    removed.push(j);
  }
}

/** Removes a string of l + m stops containing `at` but keeps m consecutive ones of it in place. */
function splitString(_inst: Instance, state: State, k: number, at: number, l: number, rng: Rng, removed: number[]): void {
  const route = state.routes[k]!;
  const len = route.jobs.length;
  let m = 1;
  while (l + m < len && rng.next() < 0.5) m++;
  const total = l + m;
  const lo = Math.max(0, at - total + 1);
  const hi = Math.min(at, len - total);
  const start = lo + rng.int(hi - lo + 1);
  const keepFrom = start + rng.int(l + 1);
  const kept: number[] = [];
  const cutOut = route.jobs.splice(start, total);
  cutOut.forEach((j, i) => {
    if (start + i >= keepFrom && start + i < keepFrom + m) kept.push(j);
    else {
      state.routeOf[j] = -1;
      removed.push(j);
    }
  });
  route.jobs.splice(start, 0, ...kept);
}
