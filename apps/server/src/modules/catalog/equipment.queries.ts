import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { equipmentCategories, equipmentInsuranceParams, equipmentItems } from '../../db/schema';
import { countUpTo, escapeLike, rowsOf, searchWords, type PageWindow } from '../../lib/paging';

const category = alias(equipmentCategories, 'category');
const subcategory = alias(equipmentCategories, 'subcategory');

/** An item with its category and subcategory, the shape every item list presents. */
export const itemSelection = {
  id: equipmentItems.id,
  hcpcs: equipmentItems.hcpcs,
  name: equipmentItems.name,
  description: equipmentItems.description,
  rental_or_purchase: equipmentItems.rental_or_purchase,
  refill_months: equipmentItems.refill_months,
  is_otc: equipmentItems.is_otc,
  category: { id: category.id, name: category.name, slug: category.slug },
  subcategory: { id: subcategory.id, name: subcategory.name, slug: subcategory.slug },
};

export interface ItemFilter {
  search?: string;
  category_id?: number;
  subcategory_id?: number;
  is_otc?: boolean;
  rental_or_purchase?: 'rental' | 'purchase';
}

/** Every search word must match the name, the description, or the start of the HCPCS code. */
export function itemConditions(f: ItemFilter): SQL | undefined {
  const words = searchWords(f.search).map((w) => {
    const like = escapeLike(w);
    return or(
      ilike(equipmentItems.name, `%${like}%`),
      ilike(equipmentItems.description, `%${like}%`),
      ilike(equipmentItems.hcpcs, `${like}%`),
    );
  });
  return and(
    eq(equipmentItems.is_active, true),
    f.category_id ? eq(equipmentItems.category_id, f.category_id) : undefined,
    f.subcategory_id ? eq(equipmentItems.subcategory_id, f.subcategory_id) : undefined,
    f.is_otc === undefined ? undefined : eq(equipmentItems.is_otc, f.is_otc),
    f.rental_or_purchase ? eq(equipmentItems.rental_or_purchase, f.rental_or_purchase) : undefined,
    ...words,
  );
}

export interface ItemOrder {
  sortBy?: 'name' | 'hcpcs';
  sortType?: 'asc' | 'desc';
}

export function itemOrder(o: ItemOrder): SQL[] {
  const dir = o.sortType === 'desc' ? desc : asc;
  return o.sortBy === 'name' ? [dir(equipmentItems.name), asc(equipmentItems.hcpcs)] : [dir(equipmentItems.hcpcs)];
}

export async function findItemPage(db: Queryable, f: ItemFilter, o: ItemOrder, page: PageWindow) {
  const where = itemConditions(f);
  const rows = await db
    .select(itemSelection)
    .from(equipmentItems)
    .innerJoin(category, eq(category.id, equipmentItems.category_id))
    .innerJoin(subcategory, eq(subcategory.id, equipmentItems.subcategory_id))
    .where(where)
    .orderBy(...itemOrder(o))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, equipmentItems, where), page);
  return { rows, total };
}

export type ItemRow = Awaited<ReturnType<typeof findItemPage>>['rows'][number];

/** Items by id, retired ones included: old orders and presets still show them. */
export async function findItemsByIds(db: Queryable, ids: readonly number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(itemSelection)
    .from(equipmentItems)
    .innerJoin(category, eq(category.id, equipmentItems.category_id))
    .innerJoin(subcategory, eq(subcategory.id, equipmentItems.subcategory_id))
    .where(inArray(equipmentItems.id, [...ids]));
}

/** Every category with the number of active items filed directly under it (subcategories hold the items). */
export async function findCategoryCounts(db: Queryable) {
  return db
    .select({
      id: equipmentCategories.id,
      parent_id: equipmentCategories.parent_id,
      name: equipmentCategories.name,
      slug: equipmentCategories.slug,
      item_count: sql<number>`count(${equipmentItems.id})::int`,
    })
    .from(equipmentCategories)
    .leftJoin(equipmentItems, and(eq(equipmentItems.subcategory_id, equipmentCategories.id), eq(equipmentItems.is_active, true)))
    .groupBy(equipmentCategories.id)
    .orderBy(asc(equipmentCategories.position), asc(equipmentCategories.id));
}

export async function findInsuranceParams(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      params: equipmentInsuranceParams,
      hcpcs: equipmentItems.hcpcs,
      rental_or_purchase: equipmentItems.rental_or_purchase,
    })
    .from(equipmentInsuranceParams)
    .innerJoin(equipmentItems, eq(equipmentItems.id, equipmentInsuranceParams.equipment_id))
    .where(inArray(equipmentInsuranceParams.equipment_id, [...ids]));
}

/** Which of the ids name active items (presets and supplier catalogs may only take those). */
export async function findActiveItemIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: equipmentItems.id })
    .from(equipmentItems)
    .where(and(inArray(equipmentItems.id, [...ids]), eq(equipmentItems.is_active, true)));
  return new Set(rows.map((r) => r.id));
}

export { category as categoryAlias, subcategory as subcategoryAlias };
