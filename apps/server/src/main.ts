import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { SERVER_ROOT } from './paths';
import { startBackgroundJobs } from './jobs/start';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { loadReferenceData } from './modules/reference/loader';
import { DEMO_ACCOUNTS, DEMO_INVITE_CODE, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { findUserByLogin } from './modules/auth/auth.queries';
import { isEmpty, seedDemo } from './db/seed/seed-demo';
import { storageFor } from './integrations/storage';

async function main(): Promise<void> {
  const config = loadConfig();
  config.webDist ??= join(SERVER_ROOT, '..', 'web', 'dist');

  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, dataDir: config.dataDir });
  await migrateDatabase(database);
  await loadReferenceData(database.db, { log: (message) => console.log(message) });
  const seeded = config.seedDemo && (await isEmpty(database.db));
  if (seeded) await seedDemo(database.db, { storage: storageFor(config) });

  const app = await buildApp({ config, database });
  const jobs = config.jobs ? await startBackgroundJobs(database, config, app.log) : undefined;
  const stop = async () => {
    await jobs?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PGlite in ${join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `DME Portal is running at http://localhost:${config.port}  (database: ${where}${config.redisUrl ? '; realtime fan-out: Redis' : ''})`,
    jobs
      ? `Mail: ${jobs.transport === 'smtp' ? 'sent through SMTP_URL' : `kept in ${join(config.dataDir, 'mail')} (no SMTP_URL): npm run -s outbox prints the latest`}`
      : 'Background jobs are off in this instance (JOBS=false).',
  ];
  if (config.seedDemo) {
    lines.push(`Demo accounts${seeded ? ' (just created)' : ''}, password for all: ${DEMO_PASSWORD}`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.login.padEnd(26)} ${a.what}`);
    const invited = await findUserByLogin(database.db, 'newdoctor@demo.test');
    if (invited && !invited.verified_at) {
      lines.push(`Invitation of the unverified doctor: ${config.publicUrl}/invite/${invited.id}?code=${DEMO_INVITE_CODE}`);
    }
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
