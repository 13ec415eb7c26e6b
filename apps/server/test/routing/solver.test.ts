// The routing solver: file formats, feasibility on generated instances, determinism, optimality on tiny instances
// against an exact DP, multi-depot, unserved jobs, soft windows, and the worker thread.
import { describe, expect, it } from 'vitest';
import { violations } from '../../src/modules/routing/solver/check';
import { exactOptimum } from '../../src/modules/routing/solver/exact';
import {
  cvrpToProblem,
  parseCvrplib,
  parseSolomon,
  solomonToProblem,
  writeCvrplib,
  writeSolomon,
} from '../../src/modules/routing/solver/formats';
import { generateCvrp, generateSolomon } from '../../src/modules/routing/solver/generate';
import { matrixFrom, type Problem, type Progress } from '../../src/modules/routing/solver/model';
import { solveInWorker } from '../../src/modules/routing/solver/run-in-worker';
import { solve } from '../../src/modules/routing/solver/solve';

const CVRP_FILE = `NAME : tiny-n5
COMMENT : inline
TYPE : CVRP
DIMENSION : 5
EDGE_WEIGHT_TYPE : EUC_2D
CAPACITY : 10
SERVICE_TIME : 2
NODE_COORD_SECTION
1 0 0
2 0 10
3 10 0
4 0 -10
5 3 4
DEMAND_SECTION
1 0
2 4
3 6
4 5
5 3
DEPOT_SECTION
1
-1
EOF
`;

const SOLOMON_FILE = `TINY3

VEHICLE
NUMBER     CAPACITY
  25         200

CUSTOMER
CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME

    0      40         50          0          0       1236          0
    1      45         68         10        912        967         90
    2      45         70         30        825        870         90
    3      42         66         10         65        146         90
`;

describe('file formats', () => {
  it('parses a CVRPLIB file with rounded (nint) distances and node numbers as job ids', () => {
    const file = parseCvrplib(CVRP_FILE);
    expect(file).toMatchObject({ name: 'tiny-n5', capacity: 10, serviceTime: 2, depots: [1] });
    expect(file.nodes).toHaveLength(5);
    const problem = cvrpToProblem(file);
    expect(problem.jobs.map((j) => j.id)).toEqual(['2', '3', '4', '5']);
    expect(problem.jobs[3]).toMatchObject({ demand: [3], service: 2, location: 4 });
    // (0,0)-(3,4) is exactly 5; (0,10)-(3,4) is 6.708 → 7.
    expect(problem.matrix.distance[0 * 5 + 4]).toBe(5);
    expect(problem.matrix.distance[1 * 5 + 4]).toBe(7);
    expect(parseCvrplib(writeCvrplib(file))).toEqual(file);
  });

  it('parses a Solomon file: depot is customer 0, windows hard, distances unrounded', () => {
    const file = parseSolomon(SOLOMON_FILE);
    expect(file).toMatchObject({ name: 'TINY3', vehicles: 25, capacity: 200 });
    expect(file.customers[1]).toEqual({ id: 1, x: 45, y: 68, demand: 10, ready: 912, due: 967, service: 90 });
    const problem = solomonToProblem(file);
    expect(problem.hardTimeWindows).toBe(true);
    expect(problem.jobs[0]).toMatchObject({ id: '1', timeWindows: [[912, 967]], service: 90 });
    expect(problem.vehicles[0]).toMatchObject({ shiftStart: 0, shiftEnd: 1236, capacity: [200] });
    expect(problem.matrix.distance[1]).toBeCloseTo(Math.hypot(5, 18), 12);
    expect(parseSolomon(writeSolomon(file))).toEqual(file);
  });

  it('rejects what it cannot read', () => {
    expect(() => parseCvrplib(CVRP_FILE.replace('EUC_2D', 'GEO'))).toThrow(/GEO/);
    expect(() => parseSolomon('X\n')).toThrow(/VEHICLE/);
  });
});

describe('solve', () => {
  const generated: [string, Problem][] = [
    ['CVRP random', cvrpToProblem(generateCvrp({ customers: 50, seed: 3 }))],
    ['CVRP clustered', cvrpToProblem(generateCvrp({ customers: 50, seed: 4, layout: 'clustered' }))],
    ['VRPTW R', solomonToProblem(generateSolomon({ customers: 50, seed: 3, flavour: 'R' }))],
    ['VRPTW C', solomonToProblem(generateSolomon({ customers: 50, seed: 3, flavour: 'C' }))],
    ['VRPTW RC', solomonToProblem(generateSolomon({ customers: 50, seed: 3, flavour: 'RC' }))],
  ];
  it.each(generated)('serves every job of %s within capacity, windows and shifts', (_, problem) => {
    const solution = solve(problem, { seed: 1, maxIterations: 1500 });
    expect(solution.unassigned).toEqual([]);
    expect(violations(problem, solution)).toEqual([]);
    expect(solution.cost).toBeCloseTo(solution.distance, 6);
  });

  it('is deterministic for a seed and an iteration budget', () => {
    const problem = solomonToProblem(generateSolomon({ customers: 40, seed: 7, flavour: 'RC' }));
    const a = solve(problem, { seed: 5, maxIterations: 800 });
    const b = solve(problem, { seed: 5, maxIterations: 800 });
    expect(b.routes.map((r) => r.jobIds)).toEqual(a.routes.map((r) => r.jobIds));
    expect(b.cost).toBe(a.cost);
    expect(a.iterations).toBe(800);
  });

  it.each([1, 2, 3, 4])('finds the optimum of tiny instances (seed %i) like the exact DP', (seed) => {
    const cvrp = cvrpToProblem(generateCvrp({ customers: 8, seed, routeSize: 3 }));
    const vrptw = solomonToProblem(generateSolomon({ customers: 8, seed, flavour: 'RC' }));
    for (const problem of [cvrp, vrptw]) {
      const solution = solve(problem, { seed: 1, maxIterations: 1500 });
      expect(solution.distance).toBeCloseTo(exactOptimum(problem), 6);
    }
  });

  it('routes each vehicle from its own depot and may end at another', () => {
    // Two towns 1000 apart on a line; job locations 2..7, depots at 0 (west) and 1 (east).
    const xs = [0, 1000, 10, 20, 30, 990, 980, 970];
    const problem: Problem = {
      depots: [
        { id: 'west', location: 0 },
        { id: 'east', location: 1 },
      ],
      vehicles: [
        { id: 'w', startDepot: 0, endDepot: 0, capacity: [3], shiftStart: 0, shiftEnd: 10_000 },
        { id: 'e', startDepot: 1, endDepot: 1, capacity: [3], shiftStart: 0, shiftEnd: 10_000 },
        { id: 'shuttle', startDepot: 0, endDepot: 1, capacity: [10], shiftStart: 0, shiftEnd: 10_000, fixedCost: 5000 },
      ],
      jobs: xs.slice(2).map((_, i) => ({ id: `j${i + 2}`, location: i + 2, demand: [1], service: 0 })),
      matrix: matrixFrom(xs.length, (i, j) => Math.abs(xs[i]! - xs[j]!)),
    };
    const solution = solve(problem, { seed: 1, maxIterations: 300 });
    expect(violations(problem, solution)).toEqual([]);
    const byVehicle = Object.fromEntries(solution.routes.map((r) => [r.vehicleId, [...r.jobIds].sort()]));
    expect(byVehicle).toEqual({ w: ['j2', 'j3', 'j4'], e: ['j5', 'j6', 'j7'] });
    expect(solution.distance).toBe(60 + 60);

    // Without the home vehicles, the one-way shuttle serves everyone west to east.
    const shuttleOnly = { ...problem, vehicles: [problem.vehicles[2]!] };
    const one = solve(shuttleOnly, { seed: 1, maxIterations: 300 });
    expect(one.routes[0]!.jobIds).toEqual(['j2', 'j3', 'j4', 'j7', 'j6', 'j5']);
    expect(one.cost).toBe(1000 + 5000);

    // A one-way vehicle left unused costs nothing, so using it costs its whole trip, not only the detour.
    const free = {
      ...problem,
      vehicles: [problem.vehicles[0]!, { ...problem.vehicles[2]!, fixedCost: 0 }],
      jobs: problem.jobs.slice(0, 1),
    };
    const home = solve(free, { seed: 1, maxIterations: 50 });
    expect(home.routes.map((r) => r.vehicleId)).toEqual(['w']);
    expect(home.cost).toBe(20);
  });

  it('starts from given routes and keeps what is feasible of them', () => {
    const problem = cvrpToProblem(generateCvrp({ customers: 12, seed: 5, routeSize: 4 }));
    const best = solve(problem, { seed: 1, maxIterations: 500 });
    const again = solve(problem, { seed: 2, maxIterations: 0, initialRoutes: best.routes.map((r) => r.jobIds) });
    expect(again.cost).toBe(best.cost);
    const overloaded = solve(problem, { seed: 2, maxIterations: 0, initialRoutes: [problem.jobs.map((j) => j.id)] });
    expect(overloaded.unassigned).toEqual([]);
    expect(violations(problem, overloaded)).toEqual([]);
  });

  it('leaves out jobs no vehicle can serve, and says which', () => {
    const problem: Problem = {
      depots: [{ id: 'd', location: 0 }],
      vehicles: [{ id: 'v', startDepot: 0, endDepot: 0, capacity: [5, 10], shiftStart: 0, shiftEnd: 100, skills: ['oxygen'] }],
      jobs: [
        { id: 'ok', location: 1, demand: [1, 1], service: 5, skills: ['oxygen'] },
        { id: 'needs-bariatric', location: 1, demand: [1, 1], service: 5, skills: ['bariatric'] },
        { id: 'too-bulky', location: 1, demand: [1, 11], service: 5 },
        { id: 'too-far', location: 2, demand: [1, 1], service: 5 },
        { id: 'window-gone', location: 1, demand: [1, 1], service: 5, timeWindows: [[0, 5]] },
      ],
      matrix: matrixFrom(3, (i, j) => (i === j ? 0 : i === 2 || j === 2 ? 60 : 10)),
      hardTimeWindows: true,
    };
    const solution = solve(problem, { seed: 1, maxIterations: 100 });
    expect(solution.routes.map((r) => r.jobIds)).toEqual([['ok']]);
    expect([...solution.unassigned].sort()).toEqual(['needs-bariatric', 'too-bulky', 'too-far', 'window-gone']);
    expect(violations(problem, solution)).toEqual([]);
  });

  it('serves late rather than not at all with soft windows, and reports the lateness', () => {
    const problem: Problem = {
      depots: [{ id: 'd', location: 0 }],
      vehicles: [{ id: 'v', startDepot: 0, endDepot: 0, capacity: [10], shiftStart: 0, shiftEnd: 1000 }],
      jobs: [
        { id: 'a', location: 1, demand: [1], service: 10, timeWindows: [[0, 50]] },
        { id: 'b', location: 2, demand: [1], service: 10, timeWindows: [[0, 30]] },
      ],
      matrix: matrixFrom(3, (i, j) => (i === j ? 0 : 40)),
      latenessPenalty: 2,
    };
    const solution = solve(problem, { seed: 1, maxIterations: 100 });
    expect(solution.unassigned).toEqual([]);
    // b first: b at 40 (10 late), a at 90 (40 late) = 50; a first: b at 90 (60 late) = 60.
    expect(solution.routes[0]!.jobIds).toEqual(['b', 'a']);
    expect(solution.routes[0]!.stops.map((s) => s.lateness)).toEqual([10, 40]);
    expect(solution.lateness).toBe(50);
    expect(solution.cost).toBe(120 + 2 * 50);
  });

  it('waits for a window to open and picks the later of two windows when needed', () => {
    const problem: Problem = {
      depots: [{ id: 'd', location: 0 }],
      vehicles: [{ id: 'v', startDepot: 0, endDepot: 0, capacity: [10], shiftStart: 0, shiftEnd: 1000 }],
      jobs: [
        {
          id: 'a',
          location: 1,
          demand: [1],
          service: 10,
          timeWindows: [
            [0, 5],
            [100, 200],
          ],
        },
      ],
      matrix: matrixFrom(2, (i, j) => (i === j ? 0 : 40)),
      hardTimeWindows: true,
    };
    const solution = solve(problem, { seed: 1, maxIterations: 10 });
    expect(solution.routes[0]!.stops[0]).toMatchObject({ arrival: 40, begin: 100, departure: 110, lateness: 0 });
    expect(solution.routes[0]).toMatchObject({ start: 60, end: 150 });
  });

  it('reports progress at most every 200 ms, and once at the end', () => {
    const problem = cvrpToProblem(generateCvrp({ customers: 30, seed: 2 }));
    const seen: Progress[] = [];
    const solution = solve(problem, { seed: 1, timeLimitMs: 700, onProgress: (p) => seen.push(p) });
    // At least one report on the way and the last; about three on the way, fewer when a busy machine pauses the run.
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.length).toBeLessThanOrEqual(6);
    expect(seen.at(-1)).toMatchObject({ iteration: solution.iterations, bestCost: solution.cost, unassigned: 0 });
  });
});

describe('solveInWorker', () => {
  it('solves in a worker thread with progress, and aborts', async () => {
    const problem = cvrpToProblem(generateCvrp({ customers: 20, seed: 1 }));
    const progress: Progress[] = [];
    const solution = await solveInWorker(problem, { seed: 1, maxIterations: 500 }, (p) => progress.push(p));
    expect(solution.iterations).toBe(500);
    expect(violations(problem, solution)).toEqual([]);
    expect(progress.length).toBeGreaterThan(0);
    // The same answer as in-process: the problem crosses the thread boundary intact.
    expect(solution.routes.map((r) => r.jobIds)).toEqual(solve(problem, { seed: 1, maxIterations: 500 }).routes.map((r) => r.jobIds));

    const controller = new AbortController();
    const running = solveInWorker(problem, { timeLimitMs: 10_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
  });
});
