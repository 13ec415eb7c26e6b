import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { safeError, type SafeError } from '../lib/safe-error';

/**
 * The one runner of scheduled and long work (mail relay, link expiry; next: clearinghouse polling, refills, route
 * optimisation), on pg-boss: jobs are rows in the database, so on PostgreSQL each job runs once across every server
 * instance (SKIP LOCKED), a schedule fires once per tick across instances, failures are retried, and every run is
 * kept (pgboss.job, then pgboss.archive: state, retries, output, start and end). On the embedded database pg-boss
 * runs through the same PGlite connection as the app (only one process may open it, so one instance).
 */
export interface JobDefinition<T extends object = object> {
  name: string;
  /** Cron expression (UTC) for a scheduled job; pg-boss resolves schedules to the minute. */
  cron?: string;
  /** Tries after the first failure, with exponential back-off. */
  retryLimit?: number;
  run(data: T): Promise<void>;
}

export interface JobRunner {
  /** Queues one run now (or after `startAfterSeconds`); `singletonSeconds` folds repeats within that window into one. */
  send(name: string, data?: object, options?: { startAfterSeconds?: number; singletonSeconds?: number }): Promise<void>;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Faster polling for tests (seconds); production keeps pg-boss's defaults. */
  pollingIntervalSeconds?: number;
  cronMonitorIntervalSeconds?: number;
}

/** pg-boss's own statements through PGlite: parameterised ones as queries, its multi-statement scripts as exec. */
function pgliteAdapter(database: Database) {
  const pglite = database.pglite!;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

const asError = (e: unknown): Error => (e instanceof Error ? e : Object.assign(new Error(String((e as { message?: unknown })?.message ?? 'error')), e));

/**
 * pg-boss stores a failed run's error in the job's `output` with every enumerable property: a failing query's
 * `params` and PostgreSQL's quoted values (a patient's name...) would sit in pgboss.job and pgboss.archive for days.
 * It gets the scrubbed description instead (lib/safe-error: kind, code, statement text, stack frames).
 */
function recordable(safe: SafeError): Error {
  const err = new Error(safe.message);
  err.name = safe.type;
  err.stack = `${safe.type}: ${safe.message}\n${safe.stack ?? ''}`;
  return Object.assign(err, safe.code ? { code: safe.code } : {}, safe.query ? { query: safe.query } : {}, safe.cause ? { cause: safe.cause } : {});
}

export async function startJobRunner(database: Database, jobs: readonly JobDefinition[], opts: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({
    ...(database.kind === 'pglite' ? { db: pgliteAdapter(database) } : { connectionString: database.url!, max: 4 }),
    schema: 'pgboss',
    ...(opts.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds, clockMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds } : {}),
  });
  // pg-boss emits its own failures (polling, maintenance) as plain objects spread from the Error.
  boss.on('error', (e: Error & { queue?: string }) => opts.log.error({ job: e.queue, error: safeError(asError(e)) }, 'jobs: runner error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit ?? 3, retryBackoff: true });
    await boss.work<object>(job.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async (batch) => {
      for (const item of batch) {
        const started = Date.now();
        try {
          await job.run(item.data ?? {});
        } catch (err) {
          const safe = safeError(err);
          opts.log.error({ job: job.name, id: item.id, ms: Date.now() - started, error: safe }, 'jobs: run failed');
          throw recordable(safe);
        }
        opts.log.info({ job: job.name, id: item.id, ms: Date.now() - started }, 'jobs: run finished');
      }
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    else await boss.unschedule(job.name);
  }
  return {
    async send(name, data = {}, options = {}) {
      await boss.send(name, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
      });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
