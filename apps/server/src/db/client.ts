import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenPglite, listenPostgres, type Listener, type ListenState } from './listen';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: handlers and services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: queries take either. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string (PostgreSQL only): the job runner opens its own small pool with it. */
  url?: string;
  /** The embedded client, for snapshots (tests) and single-connection care. */
  pglite?: PGlite;
  /** Calls `onNotify` on every NOTIFY of `channel`; `onState` says whether notifications are being received. */
  listen(channel: string, onNotify: () => void, onState: ListenState): Listener;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL connections (default 10); ignored with PGlite, a single connection. */
  poolSize?: number;
  /** Folder of the PGlite data directory (ignored with a URL). */
  dataDir?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
}

/** Distinct statements one connection keeps prepared; past it, statements run unnamed (parsed and planned each time). */
const PREPARED_PER_CONNECTION = 500;

/**
 * A node-postgres client that prepares every parameterised statement once per connection, named by a hash of its
 * text: the application builds the same few hundred statement shapes again and again, and an unnamed statement is
 * parsed and planned on every run (about 1 ms for a list's five-join page, more than executing it). PostgreSQL then
 * reuses the parse and, once it judges it safe, a generic plan. Bounded per connection, since a statement with a
 * variable `in (...)` list has one shape per length.
 */
class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  override query(...args: unknown[]): never {
    const [config] = args as [unknown];
    if (typeof config === 'object' && config !== null && !('submit' in config) && !('name' in config) && 'text' in config) {
      const text = (config as { text: unknown }).text;
      if (typeof text === 'string' && text.includes('$1')) {
        const name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
        if (this.prepared.has(name) || this.prepared.size < PREPARED_PER_CONNECTION) {
          this.prepared.add(name);
          args[0] = { ...config, name };
        }
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, Client: PreparingClient });
    // An idle client can be cut by the server (restart, failover, a dropped test database). Without a listener
    // that error would crash the process; the pool replaces the client on next use, so it only needs noting.
    pool.on('error', (err) => {
      if ((err as { code?: string }).code !== '57P01') console.error(`database: idle connection lost (${err.message})`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const url = opts.databaseUrl;
    return {
      db,
      kind: 'postgres',
      url,
      listen: (channel, onNotify, onState) => listenPostgres(url, channel, onNotify, onState),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (!opts.memory) {
    dataDir = join(opts.dataDir ?? 'data', 'db');
    mkdirSync(dataDir, { recursive: true });
  }
  // pg_trgm: the name searches' trigram indexes (migration 0005), as on PostgreSQL.
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    listen: (channel, onNotify, onState) => listenPglite(client, channel, onNotify, onState),
    close: () => client.close(),
  };
}
