#!/usr/bin/env node
// `npm test`: installs what the tests need (dependencies, Debian Chromium), then runs every layer:
// typecheck, lint, unit + API + realtime + web tests (vitest), and the browser specs (Playwright).
// Ends with one plain line "N passed, N failed" summed over the runners.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt, root, run } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';

ensureInstalled();
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const failures = [];
const step = (name, cmd, args, opts) => {
  console.log(`\n=== ${name} ===`);
  if (run(cmd, args, opts) !== 0) failures.push(name);
};

/**
 * A step in the background, its output printed whole when it ends (so two steps' lines never interleave). The output
 * goes straight to a file, not a pipe: a pipe would fill while a synchronous `step` blocks this process, and stall it.
 */
const stepInBackground = (name, cmd, args, env = {}) => {
  const log = join(results, `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.log`);
  const out = openSync(log, 'w');
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  closeSync(out);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`\n=== ${name} ===`);
      process.stdout.write(readFileSync(log));
      if (code !== 0) failures.push(name);
      resolve();
    });
  });
};

/** True when a Redis at the default local address answers PING (no auth), within 2 s. */
const localRedisAnswers = () =>
  new Promise((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false)).on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n')).on('data', (data) => done(String(data).startsWith('+PONG')));
  });

// The realtime fan-out tests need Redis and skip without one: point them at a local one, and say which it is. A Redis
// found here goes to the vitest steps only; the browser specs' server drops REDIS_URL whatever the environment holds
// (e2e/playwright.config.ts), so it keeps its in-process realtime.
const redisUrl = process.env.REDIS_URL || ((await localRedisAnswers()) ? 'redis://127.0.0.1:6379' : '');
console.log(
  redisUrl
    ? `Redis at ${redisUrl}: the realtime fan-out tests use it.`
    : 'No Redis answers at 127.0.0.1:6379: the realtime fan-out tests are skipped.',
);

// Typecheck and lint are single-threaded and independent, so they run side by side: the typecheck in its two halves (the
// Node.js workspaces in one program, tsconfig.node.json, about 40 s on the slow CI machine; web then e2e, about 70 s)
// and lint (50 s). On that machine the three took 136 s together against 161 s one after another.
await Promise.all([
  stepInBackground('typecheck (contract, server, bench)', 'npm', ['run', '-s', 'typecheck:node']),
  stepInBackground('typecheck (web, e2e)', 'npm', ['run', '-s', 'typecheck:browser']),
  stepInBackground('lint', 'npm', ['run', '-s', 'lint']),
]);
const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`];
step('vitest (contract, server, web)', 'npx', vitestArgs, { env: redisUrl ? { REDIS_URL: redisUrl } : {} });

ensureWebBuilt();
ensureServerBuilt();
step('web app size (login route and orders list budgets)', 'node', ['scripts/bundle-budget.mjs']);
// TEST_PG_URL (.ci/run sets it): the API suite once more on that PostgreSQL, beside the browser specs. Those keep one
// core busy and leave the other mostly idle (a whole run averaged one core of two), so the second pass costs the run
// little time; one worker at a lower priority, so the specs keep their core. Not beside the vitest step above: both
// would use the same Redis channels. The hostile-input walk checks the validation in front of the database and ran on PGlite above.
const pgUrl = process.env.TEST_PG_URL;
const pgReport = join(results, 'vitest-pg.json');
const pgPass = pgUrl
  ? stepInBackground(
      'vitest on PostgreSQL (server)',
      'nice',
      [
        '-n',
        '10',
        'npx',
        'vitest',
        'run',
        '--project',
        'server',
        '--maxWorkers=1',
        '--exclude',
        'apps/server/test/http/hostile-input/**',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${pgReport}`,
      ],
      { DATABASE_URL: pgUrl, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
    )
  : undefined;
if (ensureChromium()) {
  step('e2e (Playwright, Debian Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
} else {
  failures.push('chromium install');
}
await pgPass;

let passed = 0;
let failed = 0;
const vitest = join(results, 'vitest.json');
if (existsSync(vitest)) {
  const r = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
} else failures.push('vitest report missing');
if (pgUrl) {
  if (existsSync(pgReport)) {
    const r = JSON.parse(readFileSync(pgReport, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } else failures.push('vitest report on PostgreSQL missing');
}
const e2e = join(results, 'e2e.json');
if (existsSync(e2e)) {
  const s = JSON.parse(readFileSync(e2e, 'utf8')).stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
} else failures.push('e2e report missing');

// The failed tests by name, last: a CI log is often read from its end only, and a flake seen once must be findable.
const failedTests = [
  ...failedVitestTests(vitest, ''),
  ...(pgUrl ? failedVitestTests(pgReport, '(PostgreSQL) ') : []),
  ...failedSpecs(e2e),
];
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  - ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);

/** An error's first line, short enough for a summary. */
function firstLine(text) {
  return String(text ?? '').trim().split('\n')[0].slice(0, 200);
}

/** "file > test: first line of the error" for each failed test of a vitest JSON report, and each file that failed to run. */
function failedVitestTests(report, prefix) {
  if (!existsSync(report)) return [];
  return JSON.parse(readFileSync(report, 'utf8')).testResults.flatMap((file) => {
    const name = file.name.replace(`${root}/`, '');
    const tests = file.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${prefix}${name} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    return tests.length || file.status !== 'failed' ? tests : [`${prefix}${name}: ${firstLine(file.message)}`];
  });
}

/** "file:line title: first line of the error" for each browser spec that failed on its last try. */
function failedSpecs(report) {
  if (!existsSync(report)) return [];
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        out.push(`${spec.file}:${spec.line} ${spec.title}: ${firstLine(test.results?.at(-1)?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) walk(suite);
  return out;
}
