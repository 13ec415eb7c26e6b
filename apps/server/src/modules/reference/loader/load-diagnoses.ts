import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { diagnoses } from '../../../db/schema';
import { insertUnnest } from '../../../lib/bulk-insert';
import { readGzCsv } from './csv';

export const DIAGNOSES_FILE = 'icd10cm-2025.csv.gz';

/**
 * Upserts ICD-10-CM by code. The diff is made here, not in SQL: only new or changed rows are written (each
 * write recomputes the search vector, the costly part), and codes a new release dropped are marked inactive,
 * never deleted, since orders keep pointing at them.
 */
export async function loadDiagnoses(tx: Tx): Promise<number> {
  const rows = readGzCsv(DIAGNOSES_FILE).map((r) => [r.code!, r.code_dotted!, r.description!] as const);
  const existing = new Map(
    (
      await tx
        .select({ code: diagnoses.code, dotted: diagnoses.code_dotted, description: diagnoses.description, active: diagnoses.is_active })
        .from(diagnoses)
    ).map((r) => [r.code, r]),
  );
  const changed = rows.filter(([code, dotted, description]) => {
    const old = existing.get(code);
    return !old || !old.active || old.dotted !== dotted || old.description !== description;
  });
  await insertUnnest(
    tx,
    'diagnoses',
    [
      ['code', 'text'],
      ['code_dotted', 'text'],
      ['description', 'text'],
    ],
    changed,
    // A first load skips ON CONFLICT: speculative insertion costs more per row, and there is nothing to conflict with.
    existing.size === 0
      ? sql``
      : sql`on conflict (code) do update set code_dotted = excluded.code_dotted, description = excluded.description, is_active = true`,
  );
  const inFile = new Set(rows.map(([code]) => code));
  const retired = [...existing.values()].filter((r) => r.active && !inFile.has(r.code)).map((r) => r.code);
  if (retired.length > 0) await tx.update(diagnoses).set({ is_active: false }).where(inArray(diagnoses.code, retired));
  return rows.length;
}
