import { and, asc, eq, exists, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { equipmentInsuranceParams, equipmentItems, inventorySkus, supplierCatalogItems } from '../../db/schema';
import { countUpTo, escapeLike, rowsOf, searchWords, type PageWindow } from '../../lib/paging';
import { categoryAlias as category, itemConditions, itemOrder, itemSelection, subcategoryAlias as subcategory, type ItemOrder } from './equipment.queries';

/** The supplier's live products (SKUs) of the item being read. */
const liveSkusOf = (vendorId: number) =>
  and(eq(inventorySkus.account_id, vendorId), eq(inventorySkus.equipment_id, equipmentItems.id), isNull(inventorySkus.archived_at));

/**
 * Every word must match the item (name, description, HCPCS prefix, as the catalogue does) or, given a supplier,
 * the manufacturer of one of that supplier's products for it; other suppliers' inventories are never read.
 */
function searchConditions(db: Queryable, search: string, vendorId: number | null): SQL | undefined {
  const words = searchWords(search).map((w) => {
    const like = escapeLike(w);
    const byItem = or(
      ilike(equipmentItems.name, `%${like}%`),
      ilike(equipmentItems.description, `%${like}%`),
      ilike(equipmentItems.hcpcs, `${like}%`),
    );
    if (vendorId === null) return byItem;
    const byMaker = exists(
      db
        .select({ one: sql`1` })
        .from(inventorySkus)
        .where(and(liveSkusOf(vendorId), ilike(inventorySkus.manufacturer, `%${like}%`))),
    );
    return or(byItem, byMaker);
  });
  return and(itemConditions({}), ...words);
}

export async function findSearchPage(db: Queryable, search: string, vendorId: number | null, o: ItemOrder, page: PageWindow) {
  const where = searchConditions(db, search, vendorId);
  const rows = await db
    .select({
      ...itemSelection,
      requires_prior_auth: sql<boolean>`coalesce(${equipmentInsuranceParams.requires_prior_auth}, false)`,
      requires_cmn: sql<boolean>`coalesce(${equipmentInsuranceParams.requires_cmn}, false)`,
      requires_f2f: sql<boolean>`coalesce(${equipmentInsuranceParams.requires_f2f}, false)`,
      max_units: equipmentInsuranceParams.max_units,
      price_cents: supplierCatalogItems.price_cents,
    })
    .from(equipmentItems)
    .innerJoin(category, eq(category.id, equipmentItems.category_id))
    .innerJoin(subcategory, eq(subcategory.id, equipmentItems.subcategory_id))
    .leftJoin(equipmentInsuranceParams, eq(equipmentInsuranceParams.equipment_id, equipmentItems.id))
    .leftJoin(
      supplierCatalogItems,
      and(
        eq(supplierCatalogItems.account_id, vendorId ?? -1),
        eq(supplierCatalogItems.equipment_id, equipmentItems.id),
        eq(supplierCatalogItems.is_active, true),
      ),
    )
    .where(where)
    .orderBy(...itemOrder(o))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, equipmentItems, where), page);
  return { rows, total };
}

/** The makers of the supplier's live products for the items, by item id. */
export async function findManufacturers(db: Queryable, vendorId: number, equipmentIds: readonly number[]): Promise<Map<number, string[]>> {
  const byItem = new Map<number, string[]>();
  if (equipmentIds.length === 0) return byItem;
  const rows = await db
    .selectDistinct({ equipment_id: inventorySkus.equipment_id, manufacturer: inventorySkus.manufacturer })
    .from(inventorySkus)
    .where(
      and(
        eq(inventorySkus.account_id, vendorId),
        inArray(inventorySkus.equipment_id, [...equipmentIds]),
        isNull(inventorySkus.archived_at),
        ne(inventorySkus.manufacturer, ''),
      ),
    )
    .orderBy(asc(inventorySkus.manufacturer));
  for (const r of rows) byItem.set(r.equipment_id, [...(byItem.get(r.equipment_id) ?? []), r.manufacturer]);
  return byItem;
}
