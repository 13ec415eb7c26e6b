import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const WEB_TESTS = 'apps/web/test';
/**
 * Web test files that replace modules (vi.mock): they run isolated. The others share a worker's loaded modules (React,
 * Mantine, the app; importing them was about two thirds of the web suite's time). A mocked module would leak into the
 * next file, so a file mocking one is found here by its text; spies, stubbed globals and fake clocks are undone after
 * every test in the shared project (apps/web/test/setup-shared.ts).
 */
const webFilesReplacingModules = readdirSync(WEB_TESTS, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(mock|doMock)\b/.test(readFileSync(join(WEB_TESTS, file), 'utf8')))
  .map((file) => `${WEB_TESTS}/${file}`);

const webProject = {
  include: [`${WEB_TESTS}/**/*.test.{ts,tsx}`],
  environment: 'happy-dom',
  setupFiles: [`${WEB_TESTS}/setup.ts`],
  // Vitest's default is one worker fewer than the cores: one on these two-core machines, which ran the web
  // files one after another (six minutes for three of work).
  maxWorkers: 2,
  // Two files at once on two cores: a file's first render (its lazy routes compiled) took over Vitest's default
  // 5 s once on a loaded CI machine. The timeout catches hangs; it measures nothing.
  testTimeout: 15_000,
};

// One runner, four projects: contract rules (unit), server API + realtime (real databases), web (happy-dom;
// shared modules, and isolated for the files that mock).
export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/test/**/*.test.ts'],
          environment: 'node',
          // As the web project: projects of one group (sequence.groupOrder) must share their worker limit.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Every answer checked against its endpoint's declared response schema (test/helpers/response-check.ts).
          setupFiles: ['apps/server/test/helpers/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: PGlite instances are memory- and CPU-hungry, so at most two files run at once.
          maxWorkers: 2,
          // The files share a worker's loaded modules (no vi.mock here; each file opens its own app and database): the
          // per-file import of the whole server was about 40% of the suite's time.
          isolate: false,
          // Vitest runs projects with their own worker limit as a separate group: the server suite goes last.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...webProject,
          name: 'web',
          setupFiles: [...webProject.setupFiles, `${WEB_TESTS}/setup-shared.ts`],
          exclude: webFilesReplacingModules,
          isolate: false,
        },
      },
      // Only with files to hold: a project with an empty include would fall back to Vitest's default, every test file.
      ...(webFilesReplacingModules.length ? [{ test: { ...webProject, name: 'web-isolated', include: webFilesReplacingModules } }] : []),
    ],
  },
});
