import { count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';

/**
 * The one paging helper of every list endpoint (ARCHITECTURE rule 4). A list answers as fast at 100,000 rows as
 * at 100 when three things hold, and this module gives each one a name:
 * - the page is chosen from an index that matches the list's scope, filter and sort (`pageIds`: ids only, so the
 *   scan stops after `limit` rows and no wide row is read for rows that are not shown);
 * - joins run after the page is chosen, on those ids only (`inPageOrder` restores the page's order);
 * - the total is cheap at any size: a sum of counts kept by triggers where a list can be huge (orders, patients, shipping),
 *   else an exact count up to `COUNT_CAP` rows (`countUpTo`), past which the total is a floor (`capped`).
 */
export interface PageWindow {
  limit: number;
  offset: number;
}

export interface Total {
  total: number;
  /** The rows were counted up to a cap and there are more: `total` is a floor. */
  capped: boolean;
}

/** Exact counts stop here: counting more rows than a person can page through costs time and says nothing. */
export const COUNT_CAP = 10_000;

/**
 * The cap of lists that grow without bound and are read a page or two deep (the stock ledger, the inventory) and of
 * name searches: counting 10,000 of a million movements costs more than the page itself, and "1,000+" says enough.
 */
export const SHORT_COUNT_CAP = 1_000;

/**
 * The cap of a name search's total (orders, shipping, claims): past a hundred matches a search is refined, not paged
 * (the screen says "of 100+" and paging goes on). Counting goes through every matching patient's rows, so the cap
 * bounds the search's cost: "smith" (500 of 20,000 patients) read 1,001 index entries from 500 places to say "1,000+",
 * and a count up to 101 made the whole search's SQL 14% faster (benchmarks in the README).
 */
export const SEARCH_COUNT_CAP = 100;

/** How far a list's counted total goes: a search to SEARCH_COUNT_CAP, the list otherwise to its own cap. */
export const countCapFor = (search: string | undefined, otherwise: number): number => (search?.trim() ? SEARCH_COUNT_CAP : otherwise);

export const windowOf = (q: { page: number; rowsPerPage: number }): PageWindow => ({ limit: q.rowsPerPage, offset: (q.page - 1) * q.rowsPerPage });

/** How far a count goes: the cap, or past the page asked for when that lies deeper. */
/** A count taken up to `limit + 1` rows: past the limit it is a floor ("1,000+"). */
export const cappedTotal = (n: number, limit: number): Total => (n > limit ? { total: limit, capped: true } : { total: n, capped: false });

export const countLimitFor = (window: PageWindow | undefined, cap = COUNT_CAP): number => Math.max(cap, window ? window.offset + window.limit : 0);

/**
 * Counts the rows of a select up to a cap (at least past the page asked for, so deep pages still count exactly
 * what precedes them). The select is built by the caller with the list's own FROM and WHERE.
 */
export async function countUpTo(db: Queryable, rows: PgSelect, window?: PageWindow, cap = COUNT_CAP): Promise<Total> {
  const limit = countLimitFor(window, cap);
  const sub = rows.limit(literalLimit(limit + 1)).as('counted');
  const [row] = await db.select({ n: count() }).from(sub);
  const n = row?.n ?? 0;
  return cappedTotal(n, limit);
}

/** The rows of one table a list counts, by the list's own WHERE; a constant is selected, since no column is read. */
export const rowsOf = (db: Queryable, table: PgTable, where: SQL | undefined): PgSelect =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .$dynamic();

/**
 * The same count as a scalar subquery, to run inside the page's own statement; `totalOf` reads its result back
 * (more than the limit counted means capped).
 */
export function countUpToSql(rows: PgSelect, window?: PageWindow, cap = COUNT_CAP): { sql: SQL<number>; totalOf(n: number): Total } {
  const limit = countLimitFor(window, cap);
  return {
    sql: sql<number>`(select count(*)::int from (${rows.limit(literalLimit(limit + 1))}) as counted)`.mapWith(Number),
    totalOf: (n) => cappedTotal(n, limit),
  };
}

/** A row's place on its page, for `joinedPage`: its number in the page's own order. */
export const placeOnPage = (ordering: readonly SQL[]): SQL.Aliased<number> =>
  sql<number>`row_number() over (order by ${sql.join([...ordering], sql`, `)})`.as('at');

type JoinablePage = SubqueryWithSelection<{ json: SQL.Aliased<string>; at: SQL.Aliased<number>; total: SQL.Aliased<number> }, string>;

/**
 * A page whose rows PostgreSQL renders as JSON (`json`, `at` from placeOnPage, `total`), read as one row: the rows'
 * texts joined in page order, and the total (null for a page past the end). Reading 25 rows cost the server more in
 * the driver's framing and the ORM's mapping than their text; `RawJson.page` takes the joined text as it is.
 */
export function joinedPage(db: Queryable, rows: JoinablePage) {
  return db
    .select({ rows: sql<string | null>`string_agg(${rows.json}, ',' order by ${rows.at})`, total: sql<number | null>`max(${rows.total})`.mapWith(Number) })
    .from(rows);
}

/** A total known exactly (a kept count, or a list bounded by nature). */
export const exactTotal = (total: number): Total => ({ total, capped: false });

/**
 * LIMIT as a literal instead of a parameter. A prepared statement (db/client.ts) gets a generic plan after a few
 * runs only when that plan is as good as a planned-each-time one; with `limit $1` PostgreSQL assumes a tenth of the
 * table and plans a sort of every row, so the statement would be planned again on every run (more than its
 * execution costs). Drizzle renders an SQL chunk given to `.limit()` as is; `rowsPerPage` is 25, 50 or 100.
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`invalid limit ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/** Rows loaded for a page of ids, put back in the page's order (the join query does not keep it). */
export function inPageOrder<T>(ids: readonly number[], rows: readonly T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}

/** `meta` of a list answer; `total_capped` only when the total is a floor. */
export function pageMeta(total: Total, q: { page: number; rowsPerPage: number }) {
  return { total: total.total, page: q.page, rowsPerPage: q.rowsPerPage, ...(total.capped ? { total_capped: true as const } : {}) };
}

/** A list answer (ARCHITECTURE rule 4). */
export interface Page<T> {
  data: T[];
  meta: ReturnType<typeof pageMeta>;
}

/** A user's text inside LIKE/ILIKE: `%`, `_` and the escape character itself match literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** `%term%` for LIKE/ILIKE with the term's own wildcards escaped. */
export const containsPattern = (term: string): string => `%${escapeLike(term)}%`;

/** Search words: split on spaces, empty ones dropped, at most eight (longer inputs add nothing but cost). */
export const searchWords = (search: string | undefined): string[] => (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);

/** A SQL sum of kept counts (`coalesce(sum(n), 0)::int`). */
export const sumOf = (column: SQL | unknown): SQL<number> => sql<number>`coalesce(sum(${column}), 0)::int`;
