import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate';
import { dropDatabase, urlForDatabase } from '../helpers/postgres';

/**
 * Two server instances starting together on one empty PostgreSQL database both migrate at boot: one applies the
 * migrations, the other waits for it and finds nothing left to do. Only on PostgreSQL (PGlite is one process).
 */
describe.skipIf(!process.env.DATABASE_URL)('migrations started by two instances at once on PostgreSQL', () => {
  // The suite body is collected even when skipped: nothing here may need DATABASE_URL.
  const server = process.env.DATABASE_URL ?? '';
  const name = `dme_mig_${randomBytes(6).toString('hex')}`;
  let url = '';
  const instances: Database[] = [];

  const query = async (sql: string): Promise<pg.QueryResult> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    url = urlForDatabase(server, name);
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    instances.push(await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url }));
  });
  afterAll(async () => {
    for (const database of instances) await database.close();
    await dropDatabase(server, name);
  });

  it('both succeed and the migrations table holds each migration once', async () => {
    const results = await Promise.allSettled(instances.map((database) => migrateDatabase(database)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);

    const shipped = readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
    expect(shipped.length).toBeGreaterThan(10);
    const applied = await query('select hash from drizzle.__drizzle_migrations order by id');
    expect(applied.rows.map((r: { hash: string }) => r.hash)).toEqual(shipped);
    // The schema is the migrated one: the last migration's tables answer.
    expect((await query('select count(*)::int as n from claims')).rows[0]).toEqual({ n: 0 });

    // The lock went with the migration: a connection back in the pool does not keep holding it.
    const locks = await query("select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())");
    expect(locks.rows[0]).toEqual({ n: 0 });

    // A later start finds nothing to apply.
    await migrateDatabase(instances[0]!);
    expect((await query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]).toEqual({ n: shipped.length });
  });
});
