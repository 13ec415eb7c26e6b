import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { equipmentCategories, equipmentItems, supplierCatalogItems } from '../../db/schema';
import { countUpTo, escapeLike, searchWords, type PageWindow } from '../../lib/paging';

const category = alias(equipmentCategories, 'category');
const subcategory = alias(equipmentCategories, 'subcategory');

/** An item as the patient sees it: the catalogue's fields and the supplier's price. */
const selection = {
  id: equipmentItems.id,
  hcpcs: equipmentItems.hcpcs,
  name: equipmentItems.name,
  description: equipmentItems.description,
  is_otc: equipmentItems.is_otc,
  refill_months: equipmentItems.refill_months,
  price_cents: supplierCatalogItems.price_cents,
  category: { id: category.id, name: category.name, slug: category.slug },
  subcategory: { id: subcategory.id, name: subcategory.name, slug: subcategory.slug },
};

/** What the supplier sells: its active catalog entries of active catalogue items. */
const sold = (supplierId: number): SQL =>
  and(eq(supplierCatalogItems.account_id, supplierId), eq(supplierCatalogItems.is_active, true), eq(equipmentItems.is_active, true))!;

function itemsQuery(db: Queryable) {
  return db
    .select(selection)
    .from(supplierCatalogItems)
    .innerJoin(equipmentItems, eq(equipmentItems.id, supplierCatalogItems.equipment_id))
    .innerJoin(category, eq(category.id, equipmentItems.category_id))
    .innerJoin(subcategory, eq(subcategory.id, equipmentItems.subcategory_id));
}

export type CatalogRow = Awaited<ReturnType<ReturnType<typeof itemsQuery>['execute']>>[number];

/** Sub-categories holding the supplier's items, with their parent and item count, in the catalogue's order. */
export async function findSoldSubcategories(db: Queryable, supplierId: number) {
  return db
    .select({
      id: subcategory.id,
      name: subcategory.name,
      slug: subcategory.slug,
      position: subcategory.position,
      parent: { id: category.id, name: category.name, slug: category.slug, position: category.position },
      item_count: sql<number>`count(*)::int`,
    })
    .from(supplierCatalogItems)
    .innerJoin(equipmentItems, eq(equipmentItems.id, supplierCatalogItems.equipment_id))
    .innerJoin(category, eq(category.id, equipmentItems.category_id))
    .innerJoin(subcategory, eq(subcategory.id, equipmentItems.subcategory_id))
    .where(sold(supplierId))
    .groupBy(subcategory.id, category.id)
    .orderBy(asc(category.position), asc(category.id), asc(subcategory.position), asc(subcategory.id));
}

export async function findCategory(db: Queryable, id: number) {
  const [row] = await db.select().from(equipmentCategories).where(eq(equipmentCategories.id, id));
  return row;
}

export interface ItemPageFilter {
  categoryId?: number;
  subcategoryId?: number;
  otc?: boolean;
  search?: string;
  sortBy?: 'name' | 'price';
  sortType?: 'asc' | 'desc';
}

export async function findItemPage(db: Queryable, supplierId: number, f: ItemPageFilter, page: PageWindow) {
  const words = searchWords(f.search).map((w) => {
    const like = `%${escapeLike(w)}%`;
    return or(sql`${equipmentItems.name} ilike ${like}`, sql`${equipmentItems.description} ilike ${like}`);
  });
  const where = and(
    sold(supplierId),
    f.categoryId ? eq(equipmentItems.category_id, f.categoryId) : undefined,
    f.subcategoryId ? eq(equipmentItems.subcategory_id, f.subcategoryId) : undefined,
    f.otc === undefined ? undefined : eq(equipmentItems.is_otc, f.otc),
    ...words,
  );
  const dir = f.sortType === 'desc' ? desc : asc;
  const order = f.sortBy === 'price' ? [dir(supplierCatalogItems.price_cents), asc(equipmentItems.id)] : [dir(equipmentItems.name), asc(equipmentItems.id)];
  const rows = await itemsQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const counted = db
    .select({ one: sql`1` })
    .from(supplierCatalogItems)
    .innerJoin(equipmentItems, eq(equipmentItems.id, supplierCatalogItems.equipment_id))
    .where(where)
    .$dynamic();
  return { rows, total: await countUpTo(db, counted, page) };
}

/** One item the supplier sells, or undefined (another supplier's item, a retired one, an unknown id). */
export async function findSoldItem(db: Queryable, supplierId: number, equipmentId: number): Promise<CatalogRow | undefined> {
  const [row] = await itemsQuery(db)
    .where(and(sold(supplierId), eq(equipmentItems.id, equipmentId)))
    .limit(1);
  return row;
}

/** Several items the supplier sells, by id (the cart's lines). */
export async function findSoldItems(db: Queryable, supplierId: number, equipmentIds: readonly number[]): Promise<CatalogRow[]> {
  if (equipmentIds.length === 0) return [];
  return itemsQuery(db).where(and(sold(supplierId), inArray(equipmentItems.id, [...equipmentIds])));
}
