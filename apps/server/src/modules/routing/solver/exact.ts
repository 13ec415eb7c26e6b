// Exact optimum of tiny problems, as a yardstick for tests and the benchmark only (exponential: ≤ 12 jobs).
// Single start/end depot and identical vehicles in unlimited number (vehicle 0's data); hard time windows.
// Each job subset's best single route comes from a label-setting DP over (visited set, last job) that keeps the
// Pareto-optimal (cost, time) labels, exact with waiting; then the best partition of all jobs into routes.
import type { Problem } from './model';

export function exactOptimum(problem: Problem): number {
  const n = problem.jobs.length;
  if (n > 12) throw new Error('exactOptimum: at most 12 jobs');
  if (n === 0) return 0;
  const vehicle = problem.vehicles[0]!;
  const start = problem.depots[vehicle.startDepot]!.location;
  const end = problem.depots[vehicle.endDepot]!.location;
  const { size, distance, duration } = problem.matrix;
  const d = (a: number, b: number): number => distance[a * size + b]!;
  const t = (a: number, b: number): number => duration[a * size + b]!;
  const jobs = problem.jobs;
  const begin = (j: number, arrival: number): number => {
    const windows = jobs[j]!.timeWindows ?? [];
    if (windows.length === 0) return arrival;
    for (const [open, close] of windows) if (arrival <= close + 1e-9) return Math.max(arrival, open);
    return Infinity;
  };
  const full = 1 << n;
  const fits = new Uint8Array(full);
  for (let mask = 0; mask < full; mask++) {
    fits[mask] = vehicle.capacity.every((cap, dim) => {
      let load = 0;
      for (let j = 0; j < n; j++) if (mask & (1 << j)) load += jobs[j]!.demand[dim] ?? 0;
      return load <= cap + 1e-9;
    })
      ? 1
      : 0;
  }
  // labels[mask * n + last]: [cost, departure time] pairs, Pareto-optimal.
  const labels: [number, number][][] = Array.from({ length: full * n }, () => []);
  const add = (mask: number, last: number, cost: number, time: number): void => {
    const list = labels[mask * n + last]!;
    if (list.some(([c, tm]) => c <= cost + 1e-9 && tm <= time + 1e-9)) return;
    labels[mask * n + last] = list.filter(([c, tm]) => !(cost <= c + 1e-9 && time <= tm + 1e-9)).concat([[cost, time]]);
  };
  for (let j = 0; j < n; j++) {
    const b = begin(j, vehicle.shiftStart + t(start, jobs[j]!.location));
    if (b !== Infinity && fits[1 << j]) add(1 << j, j, d(start, jobs[j]!.location), b + jobs[j]!.service);
  }
  const route = new Float64Array(full).fill(Infinity);
  for (let mask = 1; mask < full; mask++) {
    if (!fits[mask]) continue;
    for (let last = 0; last < n; last++) {
      for (const [cost, time] of labels[mask * n + last]!) {
        const from = jobs[last]!.location;
        if (time + t(from, end) <= vehicle.shiftEnd + 1e-9) route[mask] = Math.min(route[mask]!, cost + d(from, end));
        for (let next = 0; next < n; next++) {
          const bit = 1 << next;
          if (mask & bit || !fits[mask | bit]) continue;
          const b = begin(next, time + t(from, jobs[next]!.location));
          if (b === Infinity) continue;
          add(mask | bit, next, cost + d(from, jobs[next]!.location), b + jobs[next]!.service);
        }
      }
    }
  }
  // best[mask]: cheapest set of routes covering mask; the route holding mask's lowest job is enumerated.
  const best = new Float64Array(full).fill(Infinity);
  best[0] = 0;
  for (let mask = 1; mask < full; mask++) {
    const low = mask & -mask;
    const rest = mask ^ low;
    for (let sub = rest; ; sub = (sub - 1) & rest) {
      const r = sub | low;
      const c = route[r]! + best[mask ^ r]!;
      if (c < best[mask]!) best[mask] = c;
      if (sub === 0) break;
    }
  }
  return best[full - 1]!;
}
