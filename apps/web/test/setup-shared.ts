import { afterEach, vi } from 'vitest';

// The web project's files share a worker's modules and globals (vitest.config.ts): a spy, stubbed global or fake clock
// must not outlive the test that set it. (The isolated files, which mock modules, may keep theirs for a whole file.)
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
