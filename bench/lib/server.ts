// The parts every benchmark shares: is PostgreSQL there, start the compiled server on a database, sign in, and
// record the SQL statements one request of an endpoint runs (to replay them as the raw-SQL baseline).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../scripts/lib.mjs';
import { recordStatements, type LoadResult, type Statement } from './load';

const root = join(import.meta.dirname, '..', '..');

export interface BenchCase {
  name: string;
  login: string;
  path: string;
}

export async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The server's pool in a benchmark, which its raw-SQL baseline and the floor use too: DATABASE_POOL_SIZE, else two
 * connections per core of this machine, where PostgreSQL runs (the PostgreSQL wiki's "cores x 2" starting point).
 * More busy connections than that only queue inside the database: on these 2-core machines a pool of 10 cost
 * PostgreSQL a quarter more CPU per list request than a pool of 4, in switches between its processes.
 */
export const BENCH_POOL = Number(process.env.DATABASE_POOL_SIZE) || 2 * availableParallelism();

export function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  // As `npm start` runs it: the same Node flags (scripts/lib.mjs).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps', 'server', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(BENCH_POOL),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dme-bench-')),
      APP_SECRET: 'bench-secret-0123456789abcdef',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return untilAnswering(child, `http://127.0.0.1:${port}/api/health-check`);
}

function untilAnswering(child: ChildProcess, url: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(url)).ok) return resolve(child);
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error('the server did not start'));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

/**
 * The floor (bench/lib/floor-server.mjs): node:http and node-postgres alone, serving each case's recorded statements
 * at `/<index>` over a pool of `poolSize`, started with the server's Node flags.
 */
export function startFloor(databaseUrl: string, port: number, cases: readonly Statement[][], poolSize: number): Promise<ChildProcess> {
  const file = join(mkdtempSync(join(tmpdir(), 'dme-floor-')), 'cases.json');
  writeFileSync(file, JSON.stringify(cases));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'bench', 'lib', 'floor-server.mjs')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), POOL: String(poolSize), FLOOR_CASES: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return untilAnswering(child, `http://127.0.0.1:${port}/0`);
}

export async function signIn(base: string, login: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: 'demo12345' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${login} failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The statements one request of each case runs, recorded from an in-process app on the same database. */
export async function statementsOf(
  databaseUrl: string,
  cases: readonly BenchCase[],
  tokens: Map<string, string>,
): Promise<Map<string, Statement[]>> {
  const recorder = recordStatements();
  const { buildApp } = await import('../../apps/server/src/app');
  const { openDatabase } = await import('../../apps/server/src/db/client');
  const database = await openDatabase({ databaseUrl });
  const config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: tmpdir(),
    databaseUrl,
    redisUrl: undefined,
    appSecret: 'bench-secret-0123456789abcdef',
    pusherKey: 'bench',
    seedDemo: false,
    webDist: undefined,
    publicUrl: 'http://localhost',
    logLevel: 'silent',
    s3: undefined,
    // As the server runs: a repeated caller comes from the cache (the first request below warms it).
    callerCacheSeconds: 60,
  };
  const app = await buildApp({ config: config as never, database, logger: false });
  const out = new Map<string, Statement[]>();
  // The cache of callers works once the app listens for changes (a connection of its own, opened in the background).
  for (let waited = 0; !app.callers.enabled && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  try {
    for (const c of cases) {
      await app.inject({ method: 'GET', url: c.path, headers: { authorization: `Bearer ${tokens.get(c.login)}` } });
      recorder.take();
      const res = await app.inject({ method: 'GET', url: c.path, headers: { authorization: `Bearer ${tokens.get(c.login)}` } });
      if (res.statusCode !== 200) throw new Error(`${c.path} answered ${res.statusCode}`);
      out.set(c.name, recorder.take());
    }
  } finally {
    await app.close();
    await database.close();
  }
  return out;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
export const rate = (n: number) => `${Math.round(n)}`.padStart(6);
/** Failed answers, and a raw SQL planned for its values on most runs (past PostgreSQL's first five): no generic plan. */
const remarks = ({ bad, replanned = 0 }: LoadResult) =>
  `${bad ? `  (${bad} failed)` : ''}${replanned > 0.05 ? `  (${Math.round(replanned * 100)}% of runs planned again: no generic plan)` : ''}`;
export const row = (label: string, r: LoadResult) => `${label.padEnd(34)} ${rate(r.rps)} req/s  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}${remarks(r)}`;
/** As `row`, with the p95 (the shipping and billing targets). */
export const rowWithP95 = (label: string, r: LoadResult) =>
  `${label.padEnd(34)} ${rate(r.rps)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95 ?? 0)}  p99 ${ms(r.p99)}${remarks(r)}`;
