// Diagnosis search through the API (app.inject) on an embedded PGlite database with the reference data loaded.
// Target: median under 100 ms for "sleep apnea". Prints plain figures; fails only if a request fails.
import { buildApp } from '../apps/server/src/app';
import type { AppConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo';
import { loadReferenceData } from '../apps/server/src/modules/reference/loader';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const config: AppConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  databasePoolSize: 10,
  redisUrl: undefined,
  appSecret: 'bench-secret-0123456789abcdef',
  pusherKey: 'bench',
  seedDemo: false,
  webDist: undefined,
  publicUrl: 'http://localhost:8080',
  logLevel: 'silent',
  s3: undefined,
  smtpUrl: undefined,
  mailFrom: 'DME Portal <no-reply@localhost>',
  jobs: false,
  callerCacheSeconds: 0,
  clearinghouseDir: '/nonexistent/clearinghouse',
  claimMdUrl: 'http://127.0.0.1:9/services',
  clearinghousePollCron: '*/5 * * * *',
  resupplyLeadDays: 10,
};

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

async function main(): Promise<void> {
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const cpuBefore = cpuMs();
  const load = await loadReferenceData(database.db);
  console.log(
    `reference data load (PGlite, in memory): ${(load.ms / 1000).toFixed(1)} s wall, ${((cpuMs() - cpuBefore) / 1000).toFixed(1)} s CPU`,
  );
  for (const l of load.loaded) console.log(`  ${l.name.padEnd(10)} ${l.rows} rows`);
  const again = await loadReferenceData(database.db);
  console.log(`start-up check when loaded: ${again.ms.toFixed(1)} ms`);
  await seedDemo(database.db);

  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { login: 'doctor@demo.test', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };

  const cases: [string, string][] = [
    ['words "sleep apnea"', '/api/diagnoses?search=sleep%20apnea'],
    ['code prefix "G47.3"', '/api/diagnoses?search=G47.3'],
    ['common word "fracture"', '/api/diagnoses?search=fracture'],
    ['no search (page 1)', '/api/diagnoses'],
  ];
  console.log(`\n${RUNS} runs each, after 5 warm-up runs (ms):`);
  console.log(`${'case'.padEnd(26)} ${'median'.padStart(7)} ${'p95'.padStart(7)} ${'min'.padStart(7)} ${'max'.padStart(7)}  total`);
  for (const [name, url] of cases) {
    let total = 0;
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url, headers });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      total = res.json<{ meta: { total: number } }>().meta.total;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(26)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))} ${fmt(times[0]!)} ${fmt(times.at(-1)!)}  ${total}`,
    );
  }
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
