import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { equipmentCategories, equipmentItems } from '../../../db/schema';
import { CATEGORY_TREE, placeCode } from '../../catalog/rules/category-tree';
import { policyOf } from '../../catalog/rules/item-policy';
import { itemName, tidyText } from '../../catalog/rules/tidy-name';
import { insertUnnest } from '../../../lib/bulk-insert';
import { readGzCsv } from './csv';

export const HCPCS_FILE = 'hcpcs-dmepos-2025oct.csv.gz';

/** Upserts the two-level tree by slug; answers slug -> id. */
async function loadCategories(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const upsert = async (slug: string, name: string, position: number, parent_id: number | null) => {
    const [row] = await tx
      .insert(equipmentCategories)
      .values({ slug, name, position, parent_id })
      .onConflictDoUpdate({ target: equipmentCategories.slug, set: { name, position, parent_id } })
      .returning({ id: equipmentCategories.id });
    ids.set(slug, row!.id);
    return row!.id;
  };
  for (const [i, category] of CATEGORY_TREE.entries()) {
    const parent = await upsert(category.slug, category.name, i, null);
    for (const [j, sub] of category.subcategories.entries()) await upsert(sub.slug, sub.name, j, parent);
  }
  return ids;
}

async function loadModifiers(tx: Tx, rows: Record<string, string>[]): Promise<void> {
  await insertUnnest(
    tx,
    'hcpcs_modifiers',
    [
      ['code', 'text'],
      ['description', 'text'],
      ['short_description', 'text'],
      ['is_dmepos', 'bool'],
    ],
    rows.map((r) => [r.code, r.long_description, r.short_description, r.dmepos === 'Y']),
    sql`on conflict (code) do update set description = excluded.description, short_description = excluded.short_description, is_dmepos = excluded.is_dmepos`,
  );
}

/**
 * Categories, modifiers, items and their insurance defaults from the HCPCS file and the catalogue rules.
 * Items are upserted by HCPCS code so their ids (which supplier catalogs and presets hold) never change.
 */
export async function loadEquipment(tx: Tx): Promise<number> {
  const all = readGzCsv(HCPCS_FILE);
  const procedures = all.filter((r) => r.kind === 'procedure');
  const categoryIds = await loadCategories(tx);
  await loadModifiers(
    tx,
    all.filter((r) => r.kind === 'modifier'),
  );

  const items = procedures.map((r) => {
    const code = r.code!;
    const long = r.long_description ?? '';
    const place = placeCode(code, long);
    const policy = policyOf(code);
    return { code, long, place, policy };
  });
  await insertUnnest(
    tx,
    'equipment_items',
    [
      ['hcpcs', 'text'],
      ['name', 'text'],
      ['description', 'text'],
      ['category_id', 'int'],
      ['subcategory_id', 'int'],
      ['rental_or_purchase', 'text'],
      ['refill_months', 'int'],
      ['is_otc', 'bool'],
    ],
    items.map((i) => [
      i.code,
      itemName(i.long),
      tidyText(i.long),
      categoryIds.get(i.place.category),
      categoryIds.get(i.place.subcategory),
      i.policy.rental_or_purchase,
      i.policy.refill_months,
      i.policy.is_otc,
    ]),
    sql`on conflict (hcpcs) do update set name = excluded.name, description = excluded.description, category_id = excluded.category_id,
        subcategory_id = excluded.subcategory_id, rental_or_purchase = excluded.rental_or_purchase, refill_months = excluded.refill_months,
        is_otc = excluded.is_otc, is_active = true, updated_at = now()`,
  );
  const codes = items.map((i) => i.code);
  await tx.execute(sql`update equipment_items set is_active = false where not (hcpcs = any(${sql.param(codes)}::text[]))`);

  const idByCode = new Map(
    (await tx.select({ id: equipmentItems.id, hcpcs: equipmentItems.hcpcs }).from(equipmentItems)).map((r) => [r.hcpcs, r.id]),
  );
  await insertUnnest(
    tx,
    'equipment_insurance_params',
    [
      ['equipment_id', 'int'],
      ['requires_prior_auth', 'bool'],
      ['requires_cmn', 'bool'],
      ['cmn_form', 'text'],
      ['requires_f2f', 'bool'],
      ['max_units', 'int'],
      ['modifiers', 'jsonb'],
    ],
    items.map(({ code, policy: p }) => [
      idByCode.get(code),
      p.requires_prior_auth,
      p.requires_cmn,
      p.cmn_form,
      p.requires_f2f,
      p.max_units,
      p.modifiers,
    ]),
    // The defaults follow the rules version; there is no per-item editing yet that a reload could overwrite.
    sql`on conflict (equipment_id) do update set requires_prior_auth = excluded.requires_prior_auth, requires_cmn = excluded.requires_cmn,
        cmn_form = excluded.cmn_form, requires_f2f = excluded.requires_f2f, max_units = excluded.max_units, modifiers = excluded.modifiers,
        updated_at = now()`,
  );
  return items.length;
}
