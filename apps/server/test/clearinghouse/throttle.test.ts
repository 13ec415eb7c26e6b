import { describe, expect, it, vi } from 'vitest';
import { createThrottle } from '../../src/integrations/clearinghouse';

describe('throttle', () => {
  it('a task that starts late (busy event loop) still leaves the full gap before the next one', async () => {
    // The starts are the throttle's own marks (the last reading of its clock before a task runs), not the tasks'
    // later readings: on a loaded machine a task can be descheduled between its mark and its first line.
    let lastReading = 0;
    const throttle = createThrottle(100, () => (lastReading = performance.now()));
    const starts: number[] = [];
    const task = (busyMs = 0) => async () => {
      starts.push(lastReading);
      // Blocks the event loop, so the second task's timer fires late.
      for (const until = performance.now() + busyMs; performance.now() < until; );
      return starts.length;
    };

    const order = await Promise.all([throttle(task(150)), throttle(task()), throttle(task())]);

    expect(order).toEqual([1, 2, 3]);
    expect((starts[1] as number) - (starts[0] as number)).toBeGreaterThanOrEqual(150);
    // The old bug (waiting from the planned start, not the real one) left no gap at all here.
    expect((starts[2] as number) - (starts[1] as number)).toBeGreaterThanOrEqual(100);
  });

  it('does not wait at all with an interval of 0', async () => {
    // A frozen clock and timers that fire only when advanced: a task that waited for one would never run (the test
    // would time out). Measured by the wall clock instead, a busy CI machine could take 50 ms for 20 promises.
    vi.useFakeTimers();
    try {
      const throttle = createThrottle(0, () => Date.now());
      const order = await Promise.all(Array.from({ length: 20 }, (_, i) => throttle(async () => i)));
      expect(order).toEqual([...Array(20).keys()]);
    } finally {
      vi.useRealTimers();
    }
  });
});
