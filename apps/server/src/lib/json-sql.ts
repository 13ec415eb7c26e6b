import { sql, type SQL } from 'drizzle-orm';

/**
 * Pieces of rows PostgreSQL renders as JSON (lists sent as RawJson, lib/raw-json.ts): the same text the server's own
 * presenters would give.
 */

/** `Date#toISOString()` of a timestamptz: UTC, milliseconds, `Z`. */
export const isoTimestamp = (column: SQL | unknown): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same for a nullable column: null stays null. */
export const isoTimestampOrNull = (column: SQL | unknown): SQL => sql`case when ${column} is null then null else ${isoTimestamp(column)} end`;

/** `[first, middle, last].filter(Boolean).join(' ')`. */
export const fullNameOf = (first: unknown, middle: unknown, last: unknown): SQL => sql`concat_ws(' ', nullif(${first}, ''), nullif(${middle}, ''), nullif(${last}, ''))`;

/** A text as an SQL string literal (for CASEs built once from the catalogue's constants, never from input). */
export const literal = (text: string): SQL => sql.raw(`'${text.replace(/'/g, "''")}'`);
