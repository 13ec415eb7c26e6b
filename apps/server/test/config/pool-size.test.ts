import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';

// DATA_DIR and APP_SECRET keep loadConfig from writing a secret into the working folder.
const base = { DATA_DIR: '/tmp/dme-config-test', APP_SECRET: 'x'.repeat(32) };

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 connections and takes a whole number of 1 or more', () => {
    expect(loadConfig(base).databasePoolSize).toBe(10);
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '' }).databasePoolSize).toBe(10);
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it('refuses to start on a size that is not a whole number of 1 or more, naming the setting', () => {
    for (const bad of ['0', '-2', '2.5', 'four']) {
      expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: bad })).toThrow(
        `DATABASE_POOL_SIZE: expected a whole number of 1 or more, got "${bad}".`,
      );
    }
  });

  // The PostgreSQL pass only (npm run test:pg): PGlite is one connection.
  it.skipIf(!process.env.DATABASE_URL)('is the most connections the server opens to PostgreSQL', async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const backend = async () => {
        const result = (await database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)) as unknown as {
          rows: { pid: number }[];
        };
        return result.rows[0]!.pid;
      };
      const pids = new Set(await Promise.all(Array.from({ length: 6 }, backend)));
      expect(pids.size).toBe(2);
    } finally {
      await database.close();
    }
  });
});
