import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 18080;
const baseURL = `http://127.0.0.1:${PORT}`;

// This file is evaluated by the runner and again by every worker: only the runner creates the fresh database
// folder (workers inherit its environment), and removes it once the run and the server are over.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dme-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  // Seeds the database as the server would and adds the specs' fixtures (short link, invitation codes) to
  // `${dataDir}/fixtures.json`, before the server starts: there is no test-only API for them.
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  execFileSync(process.execPath, [tsxCli, join(repoRoot, 'e2e', 'prepare-data.ts'), dataDir], { cwd: repoRoot, stdio: 'inherit' });
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(repoRoot, 'test-results', 'playwright'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(repoRoot, 'test-results', 'e2e.json') }]],
  use: {
    baseURL,
    browserName: 'chromium',
    // Debian's Chromium: Playwright must never download a browser here.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The route maps' default tiles come from the internet (VITE_MAP_TILE_URL unset): fail their lookup at once, so
        // the specs never wait on the network. A CI run hung on pending tile requests until the shipping spec timed out
        // (its screenshot waited on the page); without tiles the map still shows its stops and lines.
        '--host-resolver-rules=MAP *.tile.openstreetmap.org ~NOTFOUND',
      ],
    },
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without the screencast: recording
    // frames took half the run's time on a 2-core machine (two specs, 2.1-2.4 min with it, 1.1 min without) for
    // every test, passed or not. The failure's own screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The real server as production runs it (compiled; API + built web app), on a fresh embedded database seeded
    // with the demo accounts.
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Absolute: the server hands it to @fastify/static, which refuses relative roots.
      WEB_DIST: join(repoRoot, 'apps', 'web', 'dist'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Playwright hands the server this process's environment too. `.ci/run` exports REDIS_URL for the vitest
      // steps, and the API suite on PostgreSQL runs beside these specs: on the same Redis channel this server received
      // that suite's fan-out messages (its log said so in a CI run) and relayed them to the browsers here, events of
      // the same demo ids from other databases. The specs' server keeps its own in-process realtime and database.
      REDIS_URL: '',
      DATABASE_URL: '',
    },
    url: `${baseURL}/api/health-check`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
