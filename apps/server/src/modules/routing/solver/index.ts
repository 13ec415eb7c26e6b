// The routing solver's public surface for the server (the shipping module): pure functions over plain data.
export type { Depot, Job, Problem, Progress, RouteResult, Solution, SolveOptions, StopResult, TravelMatrix, Vehicle } from './model';
export { matrixFrom } from './model';
export { solve } from './solve';
export { solveInWorker, type WorkerSolveOptions } from './run-in-worker';
export { violations } from './check';
