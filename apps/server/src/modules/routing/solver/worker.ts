// Worker-thread entry: solves one problem posted by run-in-worker.ts and posts progress and the solution back.
// The stop flag is a shared Int32Array so the main thread can end a run early without waiting for a message loop.
import { parentPort, workerData } from 'node:worker_threads';
import type { Problem, Progress, Solution, SolveOptions } from './model';
import { solve } from './solve';

export interface WorkerInput {
  problem: Problem;
  options: Omit<SolveOptions, 'onProgress' | 'shouldStop'>;
  /** Int32Array over a SharedArrayBuffer: set to 1 to stop. */
  stop: Int32Array;
}

export type WorkerMessage =
  { type: 'progress'; progress: Progress } | { type: 'done'; solution: Solution } | { type: 'error'; message: string };

const input = workerData as WorkerInput;
const post = (message: WorkerMessage): void => parentPort!.postMessage(message);
try {
  const solution = solve(input.problem, {
    ...input.options,
    onProgress: (progress) => post({ type: 'progress', progress }),
    shouldStop: () => Atomics.load(input.stop, 0) === 1,
  });
  post({ type: 'done', solution });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
