// The lists at a supplier's real size, on PostgreSQL: `npm run bench lists`.
// Creates (or reuses) a database with BENCH_ORDERS orders (default 100,000) and BENCH_PATIENTS patients (20,000)
// through the product's own schema, starts the compiled server on it, and for each list prints req/s, p50 and p99 at
// BENCH_CONNECTIONS (50) concurrent connections beside
//  (a) the same SQL statements replayed directly on PostgreSQL with the same concurrency (the raw SQL),
//  (b) the floor: the same statements behind node:http and node-postgres with nothing else (bench/lib/floor-server.mjs),
//      what any Node endpoint serving that SQL costs at least on this machine,
//  (c) the ceiling of this machine: GET /api/health-check (one `select 1`) on the same server.
// The three runs of a list alternate over BENCH_ROUNDS rounds (3), each round in another order, and the medians are
// printed: these VMs drift by 10-20% within minutes, and back-to-back runs compared once are mostly that drift.
// Targets (issue 8): p99 under 50 ms, and the endpoint's time per request within 1.5x of its raw SQL.
// Environment: BENCH_DATABASE_URL (an admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_OTHER_PATIENTS (0: patients of ten other practices with the same names, a shared installation's searches),
// BENCH_SECONDS (5 per run), BENCH_ROUNDS (3), BENCH_FRESH=1 to generate the data again, BENCH_ONLY to run only the
// lists whose name holds it, DATABASE_POOL_SIZE (the server's pool, and the raw SQL's and the floor's: two per core
// by default, lib/server.ts).
import type { ChildProcess } from 'node:child_process';
import { prepareBenchDatabase } from './lib/bench-database';
import { cpuLine, withCpuShare, type CpuShare } from './lib/cpu-share';
import { loadHttp, loadSql, type LoadResult, type Statement } from './lib/load';
import { BENCH_POOL, reachable, row, signIn, startFloor, startServer, statementsOf, type BenchCase } from './lib/server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 20_000);
const OTHER_PATIENTS = Number(process.env.BENCH_OTHER_PATIENTS ?? 0);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

const ALL_CASES: BenchCase[] = [
  { name: 'supplier orders, default', login: 'supplier@demo.test', path: '/api/vendor/orders?page=1&rowsPerPage=25' },
  { name: 'supplier orders, one status', login: 'supplier@demo.test', path: '/api/vendor/orders?page=1&rowsPerPage=25&status=10' },
  { name: 'supplier orders, search', login: 'supplier@demo.test', path: '/api/vendor/orders?page=1&rowsPerPage=25&search=smith' },
  { name: 'doctor orders, default', login: 'doctor@demo.test', path: '/api/doctor/orders?page=1&rowsPerPage=25' },
  { name: 'supplier patients', login: 'supplier@demo.test', path: '/api/vendor/patients?page=1&rowsPerPage=25' },
];
/** BENCH_ONLY: run only the lists whose name holds it ("patients", "doctor"). */
const CASES = ALL_CASES.filter((c) => !process.env.BENCH_ONLY || c.name.includes(process.env.BENCH_ONLY));

type Runner = 'endpoint' | 'raw SQL' | 'floor';
const RUNNERS: Runner[] = ['endpoint', 'raw SQL', 'floor'];

interface Run {
  result: LoadResult;
  cpu?: CpuShare;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Each figure's median over the rounds; the CPU per request averaged. */
function medianRun(runs: Run[]): Run {
  const result: LoadResult = {
    rps: median(runs.map((r) => r.result.rps)),
    p50: median(runs.map((r) => r.result.p50)),
    p99: median(runs.map((r) => r.result.p99)),
    bad: runs.reduce((n, r) => n + r.result.bad, 0),
  };
  const cpus = runs.flatMap((r) => (r.cpu ? [r.cpu] : []));
  if (cpus.length === 0) return { result };
  const perRequestMs: Record<string, number> = {};
  for (const c of cpus)
    for (const [who, ms] of Object.entries(c.perRequestMs)) perRequestMs[who] = (perRequestMs[who] ?? 0) + ms / cpus.length;
  const stolen = cpus.flatMap((c) => (c.stolen === undefined ? [] : [c.stolen]));
  const cpu: CpuShare = { perRequestMs, busyCores: cpus.reduce((n, c) => n + c.busyCores, 0) / cpus.length };
  if (stolen.length) cpu.stolen = stolen.reduce((a, b) => a + b, 0) / stolen.length;
  return { result, cpu };
}

async function main(): Promise<void> {
  if (!(await reachable(ADMIN_URL))) {
    console.log(`PostgreSQL at ${ADMIN_URL} does not answer: the lists benchmark needs it (set BENCH_DATABASE_URL).`);
    return;
  }
  const databaseUrl = await prepareBenchDatabase(
    ADMIN_URL,
    { orders: ORDERS, patients: PATIENTS, otherPatients: OTHER_PATIENTS },
    { fresh: process.env.BENCH_FRESH === '1', log: console.log },
  );
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const floorBase = `http://127.0.0.1:${port + 1000}`;
  const children: ChildProcess[] = [];
  try {
    const server = await startServer(databaseUrl, port);
    children.push(server);
    const tokens = new Map<string, string>();
    for (const login of new Set(CASES.map((c) => c.login))) tokens.set(login, await signIn(base, login));
    const statements = await statementsOf(databaseUrl, CASES, tokens);
    const floor = await startFloor(
      databaseUrl,
      port + 1000,
      CASES.map((c) => statements.get(c.name)!),
      BENCH_POOL,
    );
    children.push(floor);

    console.log(
      `\n${ORDERS} orders, ${PATIENTS} patients${OTHER_PATIENTS ? ` (and ${OTHER_PATIENTS} of other practices)` : ''}; ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds; the server's pool: ${BENCH_POOL}`,
    );
    const ceiling = await loadHttp(`${base}/api/health-check`, {}, CONNECTIONS, SECONDS);
    console.log(row('ceiling: GET /api/health-check', ceiling));
    let failed = false;
    for (const [index, c] of CASES.entries()) {
      const sql: Statement[] = statements.get(c.name)!;
      const once: Record<Runner, () => Promise<Run>> = {
        endpoint: () =>
          withCpuShare(server.pid, () =>
            loadHttp(`${base}${c.path}`, { authorization: `Bearer ${tokens.get(c.login)}` }, CONNECTIONS, SECONDS),
          ),
        'raw SQL': () => withCpuShare(server.pid, () => loadSql(databaseUrl, sql, CONNECTIONS, SECONDS, BENCH_POOL)),
        floor: () => withCpuShare(floor.pid, () => loadHttp(`${floorBase}/${index}`, {}, CONNECTIONS, SECONDS)),
      };
      const runs: Record<Runner, Run[]> = { endpoint: [], 'raw SQL': [], floor: [] };
      console.log(`\n${c.name}: GET ${c.path}`);
      for (let round = 0; round < ROUNDS; round++) {
        // Each round starts with another runner, so none always runs on the warmest (or the most drifted) machine.
        for (let i = 0; i < RUNNERS.length; i++) {
          const who = RUNNERS[(round + i) % RUNNERS.length]!;
          runs[who].push(await once[who]());
        }
        const last = (who: Runner) => runs[who][round]!.result;
        console.log(
          `  round ${round + 1}: endpoint ${Math.round(last('endpoint').rps)} req/s, raw SQL ${Math.round(last('raw SQL').rps)}, floor ${Math.round(last('floor').rps)}; endpoint/raw SQL ${(last('raw SQL').rps / last('endpoint').rps).toFixed(2)}x`,
        );
      }
      const [endpoint, raw, bare] = RUNNERS.map((who) => medianRun(runs[who])) as [Run, Run, Run];
      // Time per request under the same load is connections / throughput: the ratio of throughputs, per round.
      const ratio = median(runs.endpoint.map((e, i) => runs['raw SQL'][i]!.result.rps / e.result.rps));
      const floorRatio = median(runs.floor.map((f, i) => runs['raw SQL'][i]!.result.rps / f.result.rps));
      const meets = endpoint.result.p99 < 50 && ratio < 1.5 && endpoint.result.bad === 0;
      failed ||= endpoint.result.bad > 0 || bare.result.bad > 0;
      console.log(row('  endpoint (median)', endpoint.result));
      if (endpoint.cpu) console.log(`    ${cpuLine(endpoint.cpu)}`);
      console.log(row(`  raw SQL (${sql.length} statements)`, raw.result));
      if (raw.cpu) console.log(`    ${cpuLine(raw.cpu)}`);
      console.log(row('  floor (node:http + pg)', bare.result));
      if (bare.cpu) console.log(`    ${cpuLine(bare.cpu)}`);
      console.log(
        `  endpoint/raw SQL time ${ratio.toFixed(2)}x (the floor's ${floorRatio.toFixed(2)}x); the endpoint at ${((endpoint.result.rps / bare.result.rps) * 100).toFixed(0)}% of the floor's req/s, ${((endpoint.result.rps / ceiling.rps) * 100).toFixed(0)}% of the ceiling's; ${meets ? 'meets' : 'misses'} the targets (p99 < 50 ms, < 1.5x raw SQL)`,
      );
    }
    if (failed) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

await main();
