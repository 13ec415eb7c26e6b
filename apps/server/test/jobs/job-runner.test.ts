import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { startJobRunner, type JobRunner } from '../../src/jobs/runner';
import { freshDatabase } from '../helpers/test-app';

const quiet = { info: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

describe('job runner on the embedded or configured database', () => {
  let database: Database;
  let runner: JobRunner | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await runner?.stop();
    await database?.close();
  });

  it('runs a queued job, retries a failing one, and keeps a record of each run', async () => {
    const ran: string[] = [];
    let failures = 0;
    runner = await startJobRunner(
      database,
      [
        { name: 'test.echo', run: async (data) => void ran.push((data as { word: string }).word) },
        {
          name: 'test.flaky',
          retryLimit: 2,
          run: async () => {
            if (++failures < 2) throw new Error('first try fails');
          },
        },
      ],
      { log: quiet, pollingIntervalSeconds: 0.5 },
    );
    await runner.send('test.echo', { word: 'hello' });
    await runner.send('test.flaky');
    const deadline = Date.now() + 20_000;
    while ((ran.length < 1 || failures < 2) && Date.now() < deadline) await sleep(200);
    expect(ran).toEqual(['hello']);
    expect(failures).toBe(2);
    await sleep(500);
    const record = rowsOf<{ name: string; state: string; retry_count: number }>(
      await database.db.execute(sql`select name, state, retry_count from pgboss.job where name in ('test.echo', 'test.flaky') order by name`),
    );
    expect(record).toEqual([
      { name: 'test.echo', state: 'completed', retry_count: 0 },
      { name: 'test.flaky', state: 'completed', retry_count: 1 },
    ]);
  });

  it('logs and records a failed run with its code and statement, never the values of the failing query', async () => {
    await runner?.stop();
    const logged: object[] = [];
    runner = await startJobRunner(
      database,
      [{ name: 'test.broken', retryLimit: 0, run: async () => void (await database.db.execute(sql`select ${'Jane Roe'}::int as n`)) }],
      { log: { info: () => {}, error: (obj) => void logged.push(obj) }, pollingIntervalSeconds: 0.5 },
    );
    await runner.send('test.broken');
    const failed = async () =>
      rowsOf<{ output: unknown }>(await database.db.execute(sql`select output from pgboss.job where name = 'test.broken' and state = 'failed'`))[0];
    const deadline = Date.now() + 20_000;
    while (!(await failed()) && Date.now() < deadline) await sleep(200);
    const output = JSON.stringify((await failed())?.output);
    expect(output).toContain('22P02');
    expect(output).toContain('select $1::int');
    expect(output).not.toContain('Jane Roe');
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain('test.broken');
    expect(JSON.stringify(logged[0])).not.toContain('Jane Roe');
  });
});

/**
 * Two server instances (two runners, each with its own connections) on one PostgreSQL database: a scheduled job
 * runs once per tick, not once per instance. Only on PostgreSQL: the embedded database has one process.
 */
describe.skipIf(!process.env.DATABASE_URL)('a scheduled job with two instances on PostgreSQL', () => {
  let database: Database;
  const instances: { db: Database; runner: JobRunner }[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    for (const i of instances) {
      await i.runner.stop();
      await i.db.close();
    }
    await database?.close();
  });

  it('runs once across both instances', async () => {
    // A schedule for this very minute: it fires once (pg-boss resolves schedules to the minute), and not again
    // while the test runs. Too close to the minute's end, wait for the next one.
    if (new Date().getUTCSeconds() > 40) await sleep((61 - new Date().getUTCSeconds()) * 1000);
    const minute = new Date().getUTCMinutes();
    const runs: string[] = [];
    for (const name of ['a', 'b']) {
      const db = await openDatabase({ databaseUrl: database.url });
      const runner = await startJobRunner(db, [{ name: 'test.tick', cron: `${minute} * * * *`, run: async () => void runs.push(name) }], {
        log: quiet,
        pollingIntervalSeconds: 0.5,
        cronMonitorIntervalSeconds: 1,
      });
      instances.push({ db, runner });
    }
    const deadline = Date.now() + 15_000;
    while (runs.length === 0 && Date.now() < deadline) await sleep(200);
    // Both instances keep polling and checking the schedule for a while longer: still one run.
    await sleep(4000);
    expect(runs).toHaveLength(1);
    const record = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'test.tick' and state = 'completed'`));
    expect(record[0]!.n).toBe(1);
  });
});
