// The lists at a supplier's real size, on PostgreSQL: `npm run bench lists`.
// Creates (or reuses) a database with BENCH_ORDERS orders (default 100,000) and BENCH_PATIENTS patients (20,000)
// through the product's own schema, starts the compiled server on it, and for each list prints req/s, p50 and p99 at
// BENCH_CONNECTIONS (50) concurrent connections beside (a) the same SQL statements replayed directly on PostgreSQL
// with the same concurrency and (b) the ceiling of this machine: GET /api/health-check (one `select 1`) on the same
// server. Targets (issue 8): p99 under 50 ms, and the endpoint's time per request within 1.5x of its raw SQL.
// Environment: BENCH_DATABASE_URL (an admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_SECONDS (10 per run), BENCH_FRESH=1 to generate the data again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { prepareBenchDatabase } from './lib/bench-database';
import { loadHttp, loadSql, recordStatements, type LoadResult, type Statement } from './lib/load';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** apps/server/src/db/client.ts: the server's pool size. */
const SERVER_POOL = 10;
const root = join(import.meta.dirname, '..');

interface ListCase {
  name: string;
  login: string;
  path: string;
}

const CASES: ListCase[] = [
  { name: 'supplier orders, default', login: 'supplier@demo.test', path: '/api/vendor/orders?page=1&rowsPerPage=25' },
  { name: 'supplier orders, one status', login: 'supplier@demo.test', path: '/api/vendor/orders?page=1&rowsPerPage=25&status=10' },
  { name: 'supplier orders, search', login: 'supplier@demo.test', path: '/api/vendor/orders?page=1&rowsPerPage=25&search=smith' },
  { name: 'doctor orders, default', login: 'doctor@demo.test', path: '/api/doctor/orders?page=1&rowsPerPage=25' },
  { name: 'supplier patients', login: 'supplier@demo.test', path: '/api/vendor/patients?page=1&rowsPerPage=25' },
];

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(join(tmpdir(), 'dme-bench-')), APP_SECRET: 'bench-secret-0123456789abcdef', REDIS_URL: '', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health-check`)).ok) return resolve(child);
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error('the server did not start'));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

async function signIn(base: string, login: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: 'demo12345' }) });
  if (!res.ok) throw new Error(`sign-in of ${login} failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The statements one request of each case runs, recorded from an in-process app on the same database. */
async function statementsOf(databaseUrl: string, cases: readonly ListCase[], tokens: Map<string, string>): Promise<Map<string, Statement[]>> {
  const recorder = recordStatements();
  const { buildApp } = await import('../apps/server/src/app');
  const { openDatabase } = await import('../apps/server/src/db/client');
  const database = await openDatabase({ databaseUrl });
  const config = {
    port: 0, host: '127.0.0.1', dataDir: tmpdir(), databaseUrl, redisUrl: undefined, appSecret: 'bench-secret-0123456789abcdef', pusherKey: 'bench',
    seedDemo: false, webDist: undefined, publicUrl: 'http://localhost', logLevel: 'silent', s3: undefined,
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

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const rate = (n: number) => `${Math.round(n)}`.padStart(6);
const row = (label: string, r: LoadResult) => `${label.padEnd(34)} ${rate(r.rps)} req/s  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}${r.bad ? `  (${r.bad} failed)` : ''}`;

async function main(): Promise<void> {
  if (!(await reachable(ADMIN_URL))) {
    console.log(`PostgreSQL at ${ADMIN_URL} does not answer: the lists benchmark needs it (set BENCH_DATABASE_URL).`);
    return;
  }
  const databaseUrl = await prepareBenchDatabase(ADMIN_URL, { orders: ORDERS, patients: PATIENTS }, { fresh: process.env.BENCH_FRESH === '1', log: console.log });
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(databaseUrl, port);
  try {
    const tokens = new Map<string, string>();
    for (const login of new Set(CASES.map((c) => c.login))) tokens.set(login, await signIn(base, login));
    const statements = await statementsOf(databaseUrl, CASES, tokens);

    console.log(`\n${ORDERS} orders, ${PATIENTS} patients; ${CONNECTIONS} connections, ${SECONDS} s per run; the server's pool: ${SERVER_POOL}`);
    const ceiling = await loadHttp(`${base}/api/health-check`, {}, CONNECTIONS, SECONDS);
    console.log(row('ceiling: GET /api/health-check', ceiling));
    let failed = false;
    for (const c of CASES) {
      const sql = statements.get(c.name)!;
      const endpoint = await loadHttp(`${base}${c.path}`, { authorization: `Bearer ${tokens.get(c.login)}` }, CONNECTIONS, SECONDS);
      const raw = await loadSql(databaseUrl, sql, CONNECTIONS, SECONDS, SERVER_POOL);
      // Time per request under the same load is connections / throughput: the ratio of throughputs.
      const ratio = raw.rps / endpoint.rps;
      const meets = endpoint.p99 < 50 && ratio < 1.5 && endpoint.bad === 0;
      failed ||= endpoint.bad > 0;
      console.log(`\n${c.name}: GET ${c.path}`);
      console.log(row('  endpoint', endpoint));
      console.log(row(`  raw SQL (${sql.length} statements)`, raw));
      console.log(`  endpoint/raw SQL time ${ratio.toFixed(2)}x; ${((endpoint.rps / ceiling.rps) * 100).toFixed(0)}% of the ceiling's req/s; ${meets ? 'meets' : 'misses'} the targets (p99 < 50 ms, < 1.5x raw SQL)`);
    }
    if (failed) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
