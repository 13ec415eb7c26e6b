import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from './client';
import { SERVER_ROOT } from '../paths';

export const migrationsFolder = join(SERVER_ROOT, 'src', 'db', 'migrations');

/**
 * Any constant works: it only has to be the same for every server instance sharing the database (the reference
 * loader takes 727_001 after this one).
 */
const MIGRATION_LOCK = 727_000;

/** Applies the drizzle-kit migrations that are not applied yet (idempotent; run at every start). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // One process holds a PGlite data directory, so no other instance can race this one.
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Instances starting together on one PostgreSQL would each find the migrations unapplied and run them (the
  // migrator's own bootstrap, CREATE ... IF NOT EXISTS, already fails when two run at once). The first takes the
  // lock and migrates; the others wait for it and then find nothing left to apply. It is a session lock, so the
  // migration runs on the very connection that holds it.
  const pool = (database.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    client.release();
  } catch (err) {
    // Closed rather than pooled: ending the session releases the lock, whether or not the unlock ran.
    client.release(err as Error);
    throw err;
  }
}
