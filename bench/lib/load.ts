import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

export interface LoadResult {
  rps: number;
  p50: number;
  /** Only some runners record it (autocannon's summary has no p95): the raw latencies' 95th percentile. */
  p95?: number;
  p99: number;
  /** Answers other than 2xx, and transport errors: a run with any is not a valid figure. */
  bad: number;
  /**
   * The raw SQL only: of its runs, the share PostgreSQL planned for their values rather than on the prepared
   * statement's one generic plan (pg_prepared_statements). Near 1, every run planned the statement again.
   */
  replanned?: number;
}

/** `connections` clients hammer one GET for `seconds` after a warm-up; autocannon measures from another process's view. */
export async function loadHttp(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  await autocannon({ url, headers, connections, duration: Math.min(2, seconds) });
  const run = autocannon({ url, headers, connections, duration: seconds });
  // Every answer's time, for the p95 autocannon's percentiles leave out.
  const times: number[] = [];
  run.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const r = await run;
  return { rps: r.requests.average, p50: r.latency.p50, p95: percentile(times, 0.95), p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
}

/** The `p` quantile (0..1) of unsorted samples; 0 for none. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

export interface Statement {
  text: string;
  values: unknown[];
  rowMode?: 'array';
}

/**
 * The baseline: the very statements one request of the endpoint ran, replayed straight on PostgreSQL by the same
 * number of concurrent callers over a pool of the server's size, one request's statements after each other.
 * The gap to the endpoint is what the server adds (HTTP, validation, actor, JSON).
 */
export async function loadSql(databaseUrl: string, statements: readonly Statement[], connections: number, seconds: number, poolSize: number): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // Prepared once per connection, as the server's client does (apps/server/src/db/client.ts).
  const named = statements.map((s) => ({ text: s.text, values: s.values as unknown[], ...(s.rowMode ? { rowMode: s.rowMode } : {}), name: `b${createHash('sha1').update(s.text).digest('hex').slice(0, 24)}` }));
  const once = async () => {
    for (const s of named) await pool.query(s);
  };
  const run = async (ms: number) => {
    const latencies: number[] = [];
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          await once();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    return latencies;
  };
  try {
    await run(Math.min(2, seconds) * 1000);
    const latencies = (await run(seconds * 1000)).sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0;
    return { rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), bad: 0, replanned: await replannedShare(pool) };
  } finally {
    await pool.end();
  }
}

/** Of the runs on every connection of the pool, the share planned for their values (custom plans). */
async function replannedShare(pool: pg.Pool): Promise<number> {
  // Every connection at once, so each one's own prepared statements are read.
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  let custom = 0;
  let all = 0;
  try {
    for (const client of clients) {
      const { rows } = await client.query<{ generic: string; custom: string }>('select sum(generic_plans) as generic, sum(custom_plans) as custom from pg_prepared_statements');
      custom += Number(rows[0]?.custom ?? 0);
      all += Number(rows[0]?.custom ?? 0) + Number(rows[0]?.generic ?? 0);
    }
  } finally {
    for (const client of clients) client.release();
  }
  return all === 0 ? 0 : custom / all;
}

/**
 * Records what the node-postgres pools of this process send, so one in-process request of an endpoint yields the
 * exact statements (text and parameters) its handler ran.
 */
export function recordStatements(): { take(): Statement[] } {
  let recorded: Statement[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function patched(this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[]; rowMode?: 'array' }, unknown[] | undefined];
    if (typeof first === 'string') recorded.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first.text === 'string') recorded.push({ text: first.text, values: first.values ?? (Array.isArray(second) ? second : []), rowMode: first.rowMode });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Pool.prototype.query;
  return {
    take() {
      const out = recorded;
      recorded = [];
      return out;
    },
  };
}
