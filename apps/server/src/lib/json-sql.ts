import { sql, type SQL } from 'drizzle-orm';

/**
 * Pieces of rows PostgreSQL renders as JSON (lists sent as RawJson, lib/raw-json.ts): the same text the server's own
 * presenters would give.
 */

/** `Date#toISOString()` of a timestamptz: UTC, milliseconds, `Z`. */
export const isoTimestamp = (column: SQL | unknown): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `[first, middle, last].filter(Boolean).join(' ')`. */
export const fullNameOf = (first: unknown, middle: unknown, last: unknown): SQL => sql`concat_ws(' ', nullif(${first}, ''), nullif(${middle}, ''), nullif(${last}, ''))`;

/** A text as an SQL string literal (for CASEs built once from the catalogue's constants, never from input). */
export const literal = (text: string): SQL => sql.raw(`'${text.replace(/'/g, "''")}'`);

/**
 * JSON text built by concatenation. PostgreSQL 15's json_build_object looks up every argument's type and output
 * function on every call: about 1 µs a key, 4 µs a nested object, most of a list page's time in the database
 * (measured on the orders list: 1.1 ms -> 0.85 ms a page of 25 with these, and 12% fewer bytes). Each piece below is
 * already JSON text and never SQL null.
 */

/** An integer or boolean column: its text is its JSON. */
export const jsonNumber = (value: SQL | unknown): SQL => sql`coalesce((${value})::text, 'null')`;

/** Text, dates, numerics and arrays: to_json escapes strings and writes dates as ISO whatever the session's DateStyle. */
export const jsonValue = (value: SQL | unknown): SQL => sql`coalesce(to_json(${value})::text, 'null')`;

/** A timestamptz as `Date#toISOString()` in quotes, or null. */
export const jsonTimestamp = (value: SQL | unknown): SQL => sql`coalesce('"' || ${isoTimestamp(value)} || '"', 'null')`;

/** A constant as its JSON literal (for CASEs over the catalogue's codes, built once: never from input). */
export const jsonLiteral = (value: string | number | boolean | null): SQL => literal(JSON.stringify(value));

/** `{"key": piece, ...}` from pieces that are JSON text (the functions above, or another object). */
export function jsonObject(fields: Record<string, SQL>): SQL {
  const parts = Object.entries(fields).map(([key, piece], i) => literal(`${i === 0 ? '{' : ','}${JSON.stringify(key)}:`).append(sql` || (`).append(piece).append(sql`)`));
  return sql`(`.append(sql.join(parts, sql` || `)).append(sql` || '}')`);
}

/** An object, or null when `isNull` holds (a left join that found nothing). */
export const jsonObjectUnless = (isNull: SQL, fields: Record<string, SQL>): SQL => sql`(case when ${isNull} then 'null' else ${jsonObject(fields)} end)`;

/** A CASE over `column` with one literal answer per key (built once from the catalogue's constants, never from input). */
export function caseOf(column: SQL | unknown, answers: readonly (readonly [string, string])[], otherwise: SQL): SQL {
  const whens = answers.map(([key, answer]) => sql` when `.append(literal(key)).append(sql` then `).append(literal(answer)));
  return sql`(case ${column}`.append(sql.join(whens, sql``)).append(sql` else `).append(otherwise).append(sql` end)`);
}
