import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';

export type ColumnType = 'text' | 'int' | 'int8' | 'float8' | 'bool' | 'date' | 'jsonb';

/** Rows per statement: one array parameter per column, so statement count, not parameter count, is the limit. */
const BATCH = 5000;

/**
 * Inserts many rows with `INSERT ... SELECT * FROM unnest($1::text[], $2::int[] ...)`: one array parameter
 * per column per batch (both drivers send JS arrays as Postgres arrays) instead of one parameter per value,
 * which keeps batches far below the 65,535-parameter limit and the statement text short.
 */
export async function insertUnnest(
  db: Queryable,
  table: string,
  columns: readonly (readonly [name: string, type: ColumnType])[],
  rows: readonly (readonly unknown[])[],
  onConflict: SQL = sql``,
): Promise<void> {
  const names = sql.raw(columns.map(([n]) => `"${n}"`).join(', '));
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    // jsonb has no array input of its own: such columns travel as text[] and are cast per row.
    const arrays = columns.map(([, type], i) => {
      const values = batch.map((r) => (type === 'jsonb' ? JSON.stringify(r[i]) : r[i]));
      return sql`${sql.param(values)}::${sql.raw(type === 'jsonb' ? 'text' : type)}[]`;
    });
    const selected = sql.raw(columns.map(([n, type]) => (type === 'jsonb' ? `"${n}"::jsonb` : `"${n}"`)).join(', '));
    await db.execute(
      sql`insert into ${sql.raw(`"${table}"`)} (${names}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as u(${names}) ${onConflict}`,
    );
  }
}
