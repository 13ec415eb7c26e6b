import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import type { Queryable } from '../db/client';
import type { joinedPage } from './paging';

type JoinedPageQuery = ReturnType<typeof joinedPage>;

/**
 * Statements prepared once per shape. Building a Drizzle query (its SQL tree, then the text) costs more CPU than
 * PostgreSQL spends running a list's page (about 1 ms against 0.4 ms, measured in bench/lists.ts), and a list is
 * opened with the same few shapes all day: the same text with other values. A list builds its statement with
 * placeholders under a key naming everything its text depends on (side, filters present, sort, page size), and
 * runs it with the values. The statement's name comes from the key, so each connection parses it once.
 */
const MAX_SHAPES = 500;
const byDatabase = new WeakMap<object, Map<string, unknown>>();

export function preparedByShape<T>(db: Queryable, key: string, build: (name: string) => T): T {
  let shapes = byDatabase.get(db);
  if (!shapes) byDatabase.set(db, (shapes = new Map()));
  let prepared = shapes.get(key) as T | undefined;
  if (prepared === undefined) {
    // A bound on shapes, since a caller could vary them (every sort of every filter): past it, start again.
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    prepared = build(`q${createHash('sha1').update(key).digest('base64url').slice(0, 24)}`);
    shapes.set(key, prepared);
  }
  return prepared;
}

/** What a joined page's statement answers (paging.ts `joinedPage`): the rows' JSON texts joined, and the total. */
export interface JoinedPageRow {
  rows: string | null;
  total: number | null;
}

export interface PreparedPage {
  execute(values: Record<string, unknown>): Promise<JoinedPageRow | undefined>;
}

interface PoolLike {
  query(config: { name: string; text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}
interface PgliteLike {
  query(text: string, values: unknown[], options: { rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}

/**
 * A list's page statement (a `joinedPage` select built with placeholders), prepared once per shape as
 * `preparedByShape` does, and run on the driver itself. Its answer is one row of two plain columns (text and int),
 * which need none of Drizzle's mapping. Skipping Drizzle's prepared-query wrapper (its tracing spans, cache lookup
 * and per-field type parsers, four promises deep) took 8 of the server's 192 us of CPU per request of the supplier's
 * orders list at 50 connections, and gave 2% more requests a second (alternating runs, README). An open transaction
 * has no driver handle of its own (`$client` is the root database's): it runs the same statement through Drizzle.
 */
export function preparedPage(db: Queryable, key: string, build: () => JoinedPageQuery): PreparedPage {
  return preparedByShape(db, key, (name) => {
    const query = build();
    const { sql: text, params } = query.toSQL();
    const valuesOf = (values: Record<string, unknown>) => fillPlaceholders(params, values);
    const client = (db as { $client?: unknown }).$client;
    const fromRow = (row: unknown[] | undefined): JoinedPageRow | undefined =>
      row && { rows: (row[0] as string | null) ?? null, total: row[1] === null || row[1] === undefined ? null : Number(row[1]) };
    if (client instanceof pg.Pool) {
      const pool = client as unknown as PoolLike;
      return { execute: async (values) => fromRow((await pool.query({ name, text, values: valuesOf(values), rowMode: 'array' })).rows[0]) };
    }
    if (client instanceof PGlite) {
      const pglite = client as unknown as PgliteLike;
      return { execute: async (values) => fromRow((await pglite.query(text, valuesOf(values), { rowMode: 'array' })).rows[0]) };
    }
    const prepared = query.prepare(name);
    return { execute: async (values) => (await prepared.execute(values))[0] };
  });
}
