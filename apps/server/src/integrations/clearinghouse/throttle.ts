import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export type Throttle = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Starts tasks at least `minIntervalMs` apart (start to start), in call order. Each task waits for the previous
 * one's actual start, not its planned one, so a task that woke late (busy event loop) still leaves the full gap
 * before the next. The clock is monotonic, and the wait is checked again after sleeping because a timer may fire
 * a fraction of a millisecond early.
 */
export function createThrottle(minIntervalMs: number, now: () => number = () => performance.now()): Throttle {
  let lastStart: Promise<number> = Promise.resolve(-Infinity);
  return async (task) => {
    const previous = lastStart;
    let markStart!: (at: number) => void;
    lastStart = new Promise((resolve) => (markStart = resolve));
    const earliest = (await previous) + minIntervalMs;
    for (let wait = earliest - now(); wait > 0; wait = earliest - now()) await sleep(Math.ceil(wait));
    markStart(now());
    return task();
  };
}
