import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countUpTo, type PageWindow } from '../../lib/paging';
import { equipmentItems, supplierCatalogItems } from '../../db/schema';
import { categoryAlias, itemConditions, itemOrder, itemSelection, subcategoryAlias, type ItemFilter } from './equipment.queries';

/** Drizzle nests one level only: the entry is one nested object, the item's own fields sit beside it. */
const selection = {
  entry: {
    id: supplierCatalogItems.id,
    price_cents: supplierCatalogItems.price_cents,
    is_active: supplierCatalogItems.is_active,
    created_at: supplierCatalogItems.created_at,
    updated_at: supplierCatalogItems.updated_at,
  },
  ...itemSelection,
};

export interface VendorCatalogFilter extends ItemFilter {
  is_active?: boolean;
}

export interface VendorCatalogOrder {
  sortBy?: 'name' | 'hcpcs' | 'price';
  sortType?: 'asc' | 'desc';
}

function baseQuery(db: Queryable) {
  return db
    .select(selection)
    .from(supplierCatalogItems)
    .innerJoin(equipmentItems, eq(equipmentItems.id, supplierCatalogItems.equipment_id))
    .innerJoin(categoryAlias, eq(categoryAlias.id, equipmentItems.category_id))
    .innerJoin(subcategoryAlias, eq(subcategoryAlias.id, equipmentItems.subcategory_id));
}

/** Scoped by account: a supplier sees only its own catalog. */
export async function findVendorCatalogPage(
  db: Queryable,
  accountId: number,
  f: VendorCatalogFilter,
  o: VendorCatalogOrder,
  page: PageWindow,
) {
  const where = and(
    eq(supplierCatalogItems.account_id, accountId),
    f.is_active === undefined ? undefined : eq(supplierCatalogItems.is_active, f.is_active),
    itemConditions(f),
  );
  const order: SQL[] =
    o.sortBy === 'price'
      ? [(o.sortType === 'desc' ? desc : asc)(supplierCatalogItems.price_cents), asc(equipmentItems.hcpcs)]
      : itemOrder({ sortBy: o.sortBy, sortType: o.sortType });
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const counted = db
    .select({ one: sql`1` })
    .from(supplierCatalogItems)
    .innerJoin(equipmentItems, eq(equipmentItems.id, supplierCatalogItems.equipment_id))
    .where(where);
  return { rows, total: await countUpTo(db, counted.$dynamic(), page) };
}

export type VendorCatalogRow = Awaited<ReturnType<typeof findVendorCatalogPage>>['rows'][number];

export async function findVendorCatalogItem(db: Queryable, accountId: number, equipmentId: number): Promise<VendorCatalogRow | undefined> {
  const [row] = await baseQuery(db)
    .where(and(eq(supplierCatalogItems.account_id, accountId), eq(supplierCatalogItems.equipment_id, equipmentId)))
    .limit(1);
  return row;
}

/** Adds the item or, when the account carries it already, sets its price and state. */
export async function upsertVendorCatalogItem(
  db: Queryable,
  row: { account_id: number; equipment_id: number; price_cents: number; is_active: boolean },
) {
  await db
    .insert(supplierCatalogItems)
    .values(row)
    .onConflictDoUpdate({
      target: [supplierCatalogItems.account_id, supplierCatalogItems.equipment_id],
      set: { price_cents: row.price_cents, is_active: row.is_active, updated_at: sql`now()` },
    });
}
