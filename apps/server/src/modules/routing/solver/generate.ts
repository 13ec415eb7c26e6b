// Seeded benchmark instances, since the public CVRPLIB and Solomon files are not shipped: CVRP in the style of
// Uchoa et al.'s X set (1000×1000 grid, random or clustered customers, route size drives the capacity) and
// Solomon-like VRPTW (100×100 grid, R = random, C = clustered, RC = mixed; windows always reachable from the depot).
import type { CvrpFile, SolomonFile } from './formats';
import { createRng, type Rng } from './rng';

export type Layout = 'random' | 'clustered';

export interface CvrpSpec {
  customers: number;
  seed: number;
  layout?: Layout;
  /** Average customers per route; the capacity follows from it. Default 8. */
  routeSize?: number;
}

/** Points around a few seeds (clusters); the rest uniform. */
function place(rng: Rng, count: number, size: number, layout: Layout, clusters: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  if (layout === 'random') {
    for (let i = 0; i < count; i++) points.push({ x: rng.int(size + 1), y: rng.int(size + 1) });
    return points;
  }
  const centres = Array.from({ length: clusters }, () => ({ x: rng.int(size + 1), y: rng.int(size + 1) }));
  const spread = size / 25;
  while (points.length < count) {
    const c = centres[rng.int(clusters)]!;
    // Box-Muller normal around the centre.
    const r = Math.sqrt(-2 * Math.log(1 - rng.next())) * spread;
    const a = 2 * Math.PI * rng.next();
    const x = Math.round(c.x + r * Math.cos(a));
    const y = Math.round(c.y + r * Math.sin(a));
    if (x >= 0 && x <= size && y >= 0 && y <= size) points.push({ x, y });
  }
  return points;
}

export function generateCvrp(spec: CvrpSpec): CvrpFile {
  const rng = createRng(spec.seed * 7919 + spec.customers);
  const layout = spec.layout ?? 'random';
  const depot = { x: 500, y: 500 };
  const points = place(rng, spec.customers, 1000, layout, Math.max(3, Math.round(spec.customers / 15)));
  const demands = points.map(() => 1 + rng.int(10));
  const total = demands.reduce((a, b) => a + b, 0);
  const routeSize = spec.routeSize ?? 8;
  const capacity = Math.max(10, Math.ceil((routeSize * total) / spec.customers));
  const routes = Math.ceil(total / capacity);
  return {
    name: `gen-n${spec.customers + 1}-k${routes}-${layout === 'random' ? 'r' : 'c'}-s${spec.seed}`,
    capacity,
    nodes: [{ id: 1, ...depot, demand: 0 }, ...points.map((p, i) => ({ id: i + 2, ...p, demand: demands[i]! }))],
    depots: [1],
  };
}

export type SolomonFlavour = 'R' | 'C' | 'RC';

export interface SolomonSpec {
  customers: number;
  seed: number;
  flavour?: SolomonFlavour;
}

export function generateSolomon(spec: SolomonSpec): SolomonFile {
  const flavour = spec.flavour ?? 'R';
  const rng = createRng(spec.seed * 104729 + spec.customers + flavour.length * 31);
  // Solomon's type-1 horizons and service times: short routes for R/RC, long service at clusters for C.
  const horizon = flavour === 'C' ? 1236 : flavour === 'RC' ? 240 : 230;
  const service = flavour === 'C' ? 90 : 10;
  const halfWidth = flavour === 'C' ? [20, 90] : [5, 30];
  const depot = { x: 40 + rng.int(21), y: 40 + rng.int(21) };
  const clustered = flavour === 'C' ? spec.customers : flavour === 'RC' ? Math.floor(spec.customers / 2) : 0;
  const points = [
    ...place(rng, clustered, 100, 'clustered', Math.max(2, Math.round(spec.customers / 10))),
    ...place(rng, spec.customers - clustered, 100, 'random', 1),
  ];
  const customers = points.map((p, i) => {
    const d = Math.hypot(p.x - depot.x, p.y - depot.y);
    const earliest = Math.ceil(d);
    const last = Math.floor(horizon - d - service);
    const centre = earliest + rng.next() * Math.max(0, last - earliest);
    const w = halfWidth[0]! + rng.next() * (halfWidth[1]! - halfWidth[0]!);
    const ready = Math.max(0, Math.floor(centre - w));
    const due = Math.max(earliest, Math.min(last, Math.ceil(centre + w)));
    return { id: i + 1, x: p.x, y: p.y, demand: 1 + rng.int(40), ready, due, service };
  });
  return {
    name: `gen-${flavour}-${spec.customers}-s${spec.seed}`,
    vehicles: 25,
    capacity: 200,
    customers: [{ id: 0, ...depot, demand: 0, ready: 0, due: horizon, service: 0 }, ...customers],
  };
}
