// Runs the solver in a worker thread so the HTTP server's event loop stays free during a multi-second solve.
// The worker file differs by how the server runs:
//  - tsx (development) and vitest: this file is solver/run-in-worker.ts and the worker is solver/worker.ts. Node 20
//    ignores `--import tsx` in a worker's execArgv (loader hooks are not inherited by worker threads before Node
//    22), so a two-line bootstrap registers tsx's ESM loader inside the worker and then imports worker.ts;
//  - the esbuild bundle: this code lives in dist/main.js and the worker was built beside it as dist/vrp-worker.js.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Problem, Progress, Solution, SolveOptions } from './model';
import type { WorkerInput, WorkerMessage } from './worker';

export type WorkerSolveOptions = Omit<SolveOptions, 'onProgress' | 'shouldStop'> & {
  /** Aborting rejects the promise with an AbortError and ends the worker. */
  signal?: AbortSignal;
};

/** How to start the worker: a file, or (TypeScript sources) bootstrap code to evaluate. */
export function workerEntry(): { source: string; eval: boolean } {
  const here = fileURLToPath(import.meta.url);
  const dir = dirname(here);
  if (here.endsWith('.ts')) {
    const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
    const tsxApi = pathToFileURL(join(dirname(tsxPackage), 'dist', 'esm', 'api', 'index.mjs')).href;
    const worker = pathToFileURL(join(dir, 'worker.ts')).href;
    return {
      source: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(worker)}); });`,
      eval: true,
    };
  }
  const bundled = join(dir, 'vrp-worker.js');
  // Compiled without bundling (tsc-style output): the worker sits next to this file.
  return { source: existsSync(bundled) ? bundled : join(dir, 'worker.js'), eval: false };
}

export function solveInWorker(
  problem: Problem,
  options: WorkerSolveOptions = {},
  onProgress?: (progress: Progress) => void,
): Promise<Solution> {
  const { signal, ...solveOptions } = options;
  return new Promise<Solution>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const entry = workerEntry();
    const input: WorkerInput = { problem, options: solveOptions, stop };
    const worker = new Worker(entry.source, { eval: entry.eval, workerData: input });
    let settled = false;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = (): void => {
      Atomics.store(stop, 0, 1);
      finish(() => reject(abortError(signal!)));
      void worker.terminate();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'done') finish(() => resolve(message.solution));
      else finish(() => reject(new Error(`VRP worker failed: ${message.message}`)));
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) => finish(() => reject(new Error(`VRP worker exited with code ${code} before answering`))));
  });
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The VRP solve was aborted', 'AbortError');
}
