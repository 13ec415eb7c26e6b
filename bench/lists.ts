// The lists at a supplier's real size, on PostgreSQL: `npm run bench lists`.
// Creates (or reuses) a database with BENCH_ORDERS orders (default 100,000) and BENCH_PATIENTS patients (20,000)
// through the product's own schema, starts the compiled server on it, and for each list prints req/s, p50 and p99 at
// BENCH_CONNECTIONS (50) concurrent connections beside (a) the same SQL statements replayed directly on PostgreSQL
// with the same concurrency and (b) the ceiling of this machine: GET /api/health-check (one `select 1`) on the same
// server. Targets (issue 8): p99 under 50 ms, and the endpoint's time per request within 1.5x of its raw SQL.
// Environment: BENCH_DATABASE_URL (an admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_SECONDS (10 per run), BENCH_FRESH=1 to generate the data again.
import { prepareBenchDatabase } from './lib/bench-database';
import { cpuLine, withCpuShare } from './lib/cpu-share';
import { loadHttp, loadSql } from './lib/load';
import { reachable, row, signIn, startServer, statementsOf, type BenchCase } from './lib/server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** apps/server/src/db/client.ts: the server's pool size. */
const SERVER_POOL = 10;

const CASES: BenchCase[] = [
  { name: 'supplier orders, default', login: 'supplier@demo.test', path: '/api/vendor/orders?page=1&rowsPerPage=25' },
  { name: 'supplier orders, one status', login: 'supplier@demo.test', path: '/api/vendor/orders?page=1&rowsPerPage=25&status=10' },
  { name: 'supplier orders, search', login: 'supplier@demo.test', path: '/api/vendor/orders?page=1&rowsPerPage=25&search=smith' },
  { name: 'doctor orders, default', login: 'doctor@demo.test', path: '/api/doctor/orders?page=1&rowsPerPage=25' },
  { name: 'supplier patients', login: 'supplier@demo.test', path: '/api/vendor/patients?page=1&rowsPerPage=25' },
];

async function main(): Promise<void> {
  if (!(await reachable(ADMIN_URL))) {
    console.log(`PostgreSQL at ${ADMIN_URL} does not answer: the lists benchmark needs it (set BENCH_DATABASE_URL).`);
    return;
  }
  const databaseUrl = await prepareBenchDatabase(
    ADMIN_URL,
    { orders: ORDERS, patients: PATIENTS },
    { fresh: process.env.BENCH_FRESH === '1', log: console.log },
  );
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(databaseUrl, port);
  try {
    const tokens = new Map<string, string>();
    for (const login of new Set(CASES.map((c) => c.login))) tokens.set(login, await signIn(base, login));
    const statements = await statementsOf(databaseUrl, CASES, tokens);

    console.log(
      `\n${ORDERS} orders, ${PATIENTS} patients; ${CONNECTIONS} connections, ${SECONDS} s per run; the server's pool: ${SERVER_POOL}`,
    );
    const ceiling = await loadHttp(`${base}/api/health-check`, {}, CONNECTIONS, SECONDS);
    console.log(row('ceiling: GET /api/health-check', ceiling));
    let failed = false;
    for (const c of CASES) {
      const sql = statements.get(c.name)!;
      const { result: endpoint, cpu: endpointCpu } = await withCpuShare(server.pid, () =>
        loadHttp(`${base}${c.path}`, { authorization: `Bearer ${tokens.get(c.login)}` }, CONNECTIONS, SECONDS),
      );
      const { result: raw, cpu: rawCpu } = await withCpuShare(server.pid, () => loadSql(databaseUrl, sql, CONNECTIONS, SECONDS, SERVER_POOL));
      // Time per request under the same load is connections / throughput: the ratio of throughputs.
      const ratio = raw.rps / endpoint.rps;
      const meets = endpoint.p99 < 50 && ratio < 1.5 && endpoint.bad === 0;
      failed ||= endpoint.bad > 0;
      console.log(`\n${c.name}: GET ${c.path}`);
      console.log(row('  endpoint', endpoint));
      if (endpointCpu) console.log(`    ${cpuLine(endpointCpu)}`);
      console.log(row(`  raw SQL (${sql.length} statements)`, raw));
      if (rawCpu) console.log(`    ${cpuLine(rawCpu)}`);
      console.log(
        `  endpoint/raw SQL time ${ratio.toFixed(2)}x; ${((endpoint.rps / ceiling.rps) * 100).toFixed(0)}% of the ceiling's req/s; ${meets ? 'meets' : 'misses'} the targets (p99 < 50 ms, < 1.5x raw SQL)`,
      );
    }
    if (failed) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
