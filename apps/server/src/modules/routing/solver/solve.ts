// The solver: an initial cheapest-insertion construction, then SISR ruin-and-recreate under simulated annealing
// (Christiaens & Vanden Berghe, "Slack Induction by String Removals for Vehicle Routing Problems", 2020), with a
// time and/or iteration budget. Deterministic for a seed when stopped on iterations.
import { compile, type Instance } from './instance';
import type { Problem, Solution, SolveOptions } from './model';
import { orderJobs, recreate } from './recreate';
import { report } from './report';
import { createRng } from './rng';
import { ruin } from './ruin';
import { State } from './state';
import { twoOpt, twoOptApplies } from './two-opt';

const PROGRESS_EVERY_MS = 200;
/** Annealing from T0 to Tf, as multiples of the mean job-to-job distance (SISR uses 100 → 1 on ~500-unit instances; 2 s runs did a little better hotter, tuned on generated 100-customer CVRP/VRPTW). */
const T0_FACTOR = 0.5;
const TF_FACTOR = 0.005;

export function solve(problem: Problem, options: SolveOptions = {}): Solution {
  const started = performance.now();
  const inst = compile(problem);
  const rng = createRng(options.seed ?? 1);
  const maxIterations = options.maxIterations ?? Infinity;
  const timeLimit = options.timeLimitMs ?? (options.maxIterations !== undefined ? Infinity : 2000);

  let current = initial(inst, problem, options.initialRoutes);
  current.seal();
  let currentCost = current.cost();
  let best = current;
  let bestCost = currentCost;

  const t0 = (options.temperature?.start ?? T0_FACTOR) * inst.scale;
  const tf = (options.temperature?.end ?? TF_FACTOR) * inst.scale;
  const params = { avgRemoved: Math.min(10, Math.max(2, inst.n / 2)), maxString: 10 };
  let elapsed = performance.now() - started;
  let lastProgress = -Infinity;
  const progress = (iteration: number): void => {
    lastProgress = elapsed;
    options.onProgress?.({ iteration, elapsedMs: Math.round(elapsed), bestCost, unassigned: best.unassignedCount() });
  };

  const useTwoOpt = twoOptApplies(inst);
  let iteration = 0;
  if (inst.n > 0) {
    for (; iteration < maxIterations; iteration++) {
      if ((iteration & 15) === 0) {
        elapsed = performance.now() - started;
        if (elapsed >= timeLimit || options.shouldStop?.()) break;
        if (elapsed - lastProgress >= PROGRESS_EVERY_MS) progress(iteration);
      }
      const fraction = Math.max(iteration / maxIterations, elapsed / timeLimit);
      const temperature = t0 * Math.pow(tf / t0, Math.min(1, fraction));

      const candidate = current.fork();
      ruin(candidate, rng, params);
      // The removed jobs and the ones still unassigned (they get another chance every iteration).
      const removed: number[] = [];
      for (let j = 0; j < inst.n; j++) if (candidate.routeOf[j]! < 0) removed.push(j);
      orderJobs(inst, removed, rng);
      recreate(candidate, removed, rng);
      if (!candidate.changedRoutesFeasible()) continue;
      if (useTwoOpt) for (const k of candidate.changedRoutes()) twoOpt(candidate.routes[k]!);
      const cost = candidate.cost();
      if (cost < currentCost - temperature * Math.log(rng.next() || Number.MIN_VALUE)) {
        candidate.seal();
        current = candidate;
        currentCost = cost;
        if (cost < bestCost - 1e-9) {
          best = candidate;
          bestCost = cost;
        }
      }
    }
  }
  elapsed = performance.now() - started;
  progress(iteration);
  return report(problem, inst, best, iteration, elapsed);
}

/** Starting routes: the given ones where still feasible, then cheapest insertion of the rest, farthest jobs first. */
function initial(inst: Instance, problem: Problem, initialRoutes: string[][] | undefined): State {
  const state = new State(inst);
  if (initialRoutes) {
    const index = new Map(problem.jobs.map((job, j) => [job.id, j]));
    initialRoutes.forEach((ids, k) => {
      if (k >= inst.m) return;
      const jobs = ids
        .map((id) => index.get(id))
        .filter((j): j is number => j !== undefined && state.routeOf[j]! < 0 && inst.compatible[j * inst.m + k] === 1);
      const route = state.own(k);
      route.jobs = jobs;
      route.update();
      const overloaded = Array.from(route.load).some((l, d) => l > inst.capacity[k * inst.dims + d]! + 1e-7);
      if (!route.feasible || overloaded) {
        route.jobs = [];
        route.update();
        return;
      }
      for (const j of jobs) state.routeOf[j] = k;
    });
  }
  const rest: number[] = [];
  for (let j = 0; j < inst.n; j++) if (state.routeOf[j]! < 0) rest.push(j);
  rest.sort((a, b) => inst.depotDistance[b]! - inst.depotDistance[a]! || a - b);
  recreate(state, rest, null);
  return state;
}
