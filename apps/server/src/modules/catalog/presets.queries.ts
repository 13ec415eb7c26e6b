import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { catalogPresets, type CatalogPresetItem } from '../../db/schema';
import { containsPattern, countUpTo, rowsOf, type PageWindow } from '../../lib/paging';

export type PresetRow = typeof catalogPresets.$inferSelect;

/** Every query takes the caller's account: another account's preset is simply not found. */
export async function findPresetPage(db: Queryable, accountId: number, search: string | undefined, page: PageWindow) {
  const term = search?.trim();
  const where = and(eq(catalogPresets.account_id, accountId), term ? ilike(catalogPresets.name, containsPattern(term)) : undefined);
  const rows = await db
    .select()
    .from(catalogPresets)
    .where(where)
    .orderBy(sql`lower(${catalogPresets.name})`, asc(catalogPresets.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, catalogPresets, where), page);
  return { rows, total };
}

export async function findPreset(
  db: Queryable,
  accountId: number,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<PresetRow | undefined> {
  const q = db
    .select()
    .from(catalogPresets)
    .where(and(eq(catalogPresets.id, id), eq(catalogPresets.account_id, accountId)))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertPreset(
  db: Queryable,
  values: { account_id: number; name: string; items: CatalogPresetItem[]; created_by: number },
): Promise<PresetRow> {
  const [row] = await db.insert(catalogPresets).values(values).returning();
  return row!;
}

export async function updatePreset(
  db: Queryable,
  accountId: number,
  id: number,
  values: { name: string; items: CatalogPresetItem[] },
): Promise<PresetRow> {
  const [row] = await db
    .update(catalogPresets)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(catalogPresets.id, id), eq(catalogPresets.account_id, accountId)))
    .returning();
  return row!;
}

export async function deletePreset(db: Queryable, accountId: number, id: number): Promise<void> {
  await db.delete(catalogPresets).where(and(eq(catalogPresets.id, id), eq(catalogPresets.account_id, accountId)));
}
