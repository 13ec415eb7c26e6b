// Turns the solver's internal state into the public Solution: ids instead of indices, and per stop the arrival,
// service start, departure and lateness.
import type { Instance } from './instance';
import type { Problem, RouteResult, Solution } from './model';
import type { State } from './state';

export function report(problem: Problem, inst: Instance, state: State, iterations: number, elapsedMs: number): Solution {
  const routes: RouteResult[] = [];
  let distance = 0;
  let lateness = 0;
  let cost = 0;
  for (const route of state.routes) {
    if (route.jobs.length === 0) continue;
    const k = route.vehicle;
    const len = route.jobs.length;
    const onBoard = Array.from(route.load);
    const stops = route.jobs.map((j, i) => {
      const p = i + 1;
      const loadOnArrival = onBoard.slice();
      for (let d = 0; d < inst.dims; d++) onBoard[d]! -= inst.demand[j * inst.dims + d]!;
      return {
        jobId: problem.jobs[j]!.id,
        location: inst.jobLoc[j]!,
        arrival: route.arr[p]!,
        begin: route.begin[p]!,
        departure: route.dep[p]!,
        lateness: route.late[p]!,
        loadOnArrival,
      };
    });
    // Leave the depot as late as the first stop allows: the same schedule without the wait at the first stop.
    const firstTravel = inst.time[route.loc[0]! * inst.size + route.loc[1]!]!;
    const start = Math.max(inst.shiftStart[k]!, route.begin[1]! - firstTravel);
    const end = route.arr[len + 1]!;
    routes.push({
      vehicleId: problem.vehicles[k]!.id,
      vehicleIndex: k,
      jobIds: stops.map((s) => s.jobId),
      stops,
      start,
      end,
      distance: route.distance,
      duration: end - start,
      load: Array.from(route.load),
      lateness: route.lateness,
      cost: route.cost,
    });
    distance += route.distance;
    lateness += route.lateness;
    cost += route.cost;
  }
  const unassigned: string[] = [];
  for (let j = 0; j < inst.n; j++) if (state.routeOf[j]! < 0) unassigned.push(problem.jobs[j]!.id);
  cost += unassigned.length * inst.unassignedPenalty;
  return { routes, unassigned, cost, distance, lateness, vehiclesUsed: routes.length, iterations, elapsedMs: Math.round(elapsedMs) };
}
