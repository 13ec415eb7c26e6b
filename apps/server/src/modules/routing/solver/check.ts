// An independent checker of a Solution against its Problem (it shares no code with the solver's caches): every
// job served at most once and listed unassigned otherwise, skills, capacity, hard time windows, shift ends.
import type { Problem, Solution } from './model';

const TOLERANCE = 1e-6;

export function violations(problem: Problem, solution: Solution): string[] {
  const out: string[] = [];
  const jobs = new Map(problem.jobs.map((job) => [job.id, job]));
  const seen = new Set<string>();
  const { size, distance, duration } = problem.matrix;
  for (const route of solution.routes) {
    const vehicle = problem.vehicles[route.vehicleIndex];
    if (!vehicle) {
      out.push(`route of unknown vehicle ${route.vehicleIndex}`);
      continue;
    }
    const skills = new Set(vehicle.skills ?? []);
    const load = vehicle.capacity.map(() => 0);
    let at = problem.depots[vehicle.startDepot]!.location;
    let time = vehicle.shiftStart;
    let travelled = 0;
    for (const id of route.jobIds) {
      const job = jobs.get(id);
      if (!job) {
        out.push(`vehicle ${vehicle.id}: unknown job ${id}`);
        continue;
      }
      if (seen.has(id)) out.push(`job ${id} served twice`);
      seen.add(id);
      for (const s of job.skills ?? []) if (!skills.has(s)) out.push(`job ${id} needs skill ${s} that vehicle ${vehicle.id} lacks`);
      job.demand.forEach((d, i) => (load[i] = (load[i] ?? 0) + d));
      time += duration[at * size + job.location]!;
      travelled += distance[at * size + job.location]!;
      const windows = job.timeWindows ?? [];
      const open = windows.find(([, close]) => time <= close + TOLERANCE);
      if (open) time = Math.max(time, open[0]);
      else if (windows.length && problem.hardTimeWindows) out.push(`job ${id}: arrival ${time.toFixed(2)} after its last window`);
      time += job.service;
      at = job.location;
    }
    const end = problem.depots[vehicle.endDepot]!.location;
    time += duration[at * size + end]!;
    travelled += distance[at * size + end]!;
    if (time > vehicle.shiftEnd + TOLERANCE)
      out.push(`vehicle ${vehicle.id}: back at ${time.toFixed(2)} after its shift end ${vehicle.shiftEnd}`);
    load.forEach((l, i) => {
      if (l > (vehicle.capacity[i] ?? 0) + TOLERANCE)
        out.push(`vehicle ${vehicle.id}: load ${l} over capacity ${vehicle.capacity[i] ?? 0} (dimension ${i})`);
    });
    if (Math.abs(travelled - route.distance) > 1e-6 * Math.max(1, travelled))
      out.push(`vehicle ${vehicle.id}: reported distance ${route.distance} but travelled ${travelled}`);
  }
  for (const id of solution.unassigned) {
    if (seen.has(id)) out.push(`job ${id} both served and unassigned`);
    seen.add(id);
  }
  for (const job of problem.jobs) if (!seen.has(job.id)) out.push(`job ${job.id} neither served nor unassigned`);
  return out;
}
