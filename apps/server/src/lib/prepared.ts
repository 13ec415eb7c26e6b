import { createHash } from 'node:crypto';
import type { Queryable } from '../db/client';

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
