import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { equipmentItems, inventorySkus, inventoryStorage, warehouses } from '../../db/schema';
import { containsPattern, countUpTo, SHORT_COUNT_CAP, literalLimit, rowsOf, type PageWindow, type Total } from '../../lib/paging';

export type SkuRow = typeof inventorySkus.$inferSelect;

export interface SkuFilter {
  search?: string;
  warehouseId?: number;
  equipmentId?: number;
  otc?: boolean;
  belowPar?: boolean;
  archived?: boolean;
  /** Catalogue items whose HCPCS code or name matches the search (filled by findSkuPage). */
  equipmentMatches?: number[];
}
export type SkuSort = 'sku' | 'manufacturer' | 'model' | 'created_at';

const shelfWhere = (warehouseId: number | undefined, belowPar: boolean | undefined) =>
  sql`select 1 from ${inventoryStorage} st where st.sku_id = ${inventorySkus.id}
    ${warehouseId ? sql`and st.warehouse_id = ${warehouseId}` : sql``}
    ${belowPar ? sql`and st.quantity - st.reserved < st.par_level` : sql``}`;

function conditions(accountId: number, f: SkuFilter): SQL | undefined {
  const term = f.search?.trim();
  return and(
    eq(inventorySkus.account_id, accountId),
    f.archived ? undefined : isNull(inventorySkus.archived_at),
    f.equipmentId ? eq(inventorySkus.equipment_id, f.equipmentId) : undefined,
    f.otc === undefined
      ? undefined
      : sql`exists (select 1 from ${equipmentItems} e where e.id = ${inventorySkus.equipment_id} and e.is_otc = ${f.otc})`,
    f.warehouseId || f.belowPar ? sql`exists (${shelfWhere(f.warehouseId, f.belowPar)})` : undefined,
    term
      ? or(
          ilike(inventorySkus.sku, containsPattern(term)),
          ilike(inventorySkus.manufacturer, containsPattern(term)),
          ilike(inventorySkus.model, containsPattern(term)),
          // The catalogue's matches come as a list of ids (found first, below), so that every branch of the OR has
          // an index (trigram on the SKU's columns, account + equipment) and PostgreSQL combines them.
          f.equipmentMatches?.length ? inArray(inventorySkus.equipment_id, f.equipmentMatches) : undefined,
        )
      : undefined,
  );
}

/** A page of SKU ids off inventory_skus_account_sku_idx (by code), then the rows and equipment for those only. */
export async function findSkuPage(
  db: Queryable,
  accountId: number,
  f: SkuFilter,
  page: PageWindow & { sortBy?: SkuSort; sortType?: 'asc' | 'desc' },
): Promise<{ rows: SkuListRow[]; total: Total }> {
  const term = f.search?.trim();
  const matches = term
    ? (
        await db
          .select({ id: equipmentItems.id })
          .from(equipmentItems)
          .where(or(ilike(equipmentItems.hcpcs, containsPattern(term)), ilike(equipmentItems.name, containsPattern(term))))
          .limit(500)
      ).map((e) => e.id)
    : [];
  const where = conditions(accountId, { ...f, equipmentMatches: matches });
  const dir = page.sortType === 'desc' ? desc : asc;
  const order =
    page.sortBy && page.sortBy !== 'sku'
      ? [dir(page.sortBy === 'created_at' ? inventorySkus.created_at : sql`lower(${inventorySkus[page.sortBy]})`), dir(inventorySkus.id)]
      : [dir(sql`lower(${inventorySkus.sku})`)];
  const ids = (
    await db
      .select({ id: inventorySkus.id })
      .from(inventorySkus)
      .where(where)
      .orderBy(...order)
      .limit(literalLimit(page.limit))
      .offset(page.offset)
  ).map((r) => r.id);
  const [rows, total] = await Promise.all([
    skuRows(db, ids, f.warehouseId),
    countUpTo(db, rowsOf(db, inventorySkus, where), page, SHORT_COUNT_CAP),
  ]);
  const byId = new Map(rows.map((r) => [r.sku.id, r]));
  return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total };
}

/** SKUs with their catalogue item and totals over their shelves (in one warehouse when given). */
export async function skuRows(db: Queryable, ids: readonly number[], warehouseId?: number) {
  if (!ids.length) return [];
  const totals = db
    .select({
      sku_id: inventoryStorage.sku_id,
      quantity: sql<number>`sum(${inventoryStorage.quantity})::int`.as('quantity'),
      reserved: sql<number>`sum(${inventoryStorage.reserved})::int`.as('reserved'),
      below_par: sql<boolean>`bool_or(${inventoryStorage.quantity} - ${inventoryStorage.reserved} < ${inventoryStorage.par_level})`.as(
        'below_par',
      ),
    })
    .from(inventoryStorage)
    .where(and(inArray(inventoryStorage.sku_id, [...ids]), warehouseId ? eq(inventoryStorage.warehouse_id, warehouseId) : undefined))
    .groupBy(inventoryStorage.sku_id)
    .as('totals');
  return db
    .select({
      sku: inventorySkus,
      equipment: { id: equipmentItems.id, hcpcs: equipmentItems.hcpcs, name: equipmentItems.name, is_otc: equipmentItems.is_otc },
      quantity: sql<number>`coalesce(${totals.quantity}, 0)`.mapWith(Number),
      reserved: sql<number>`coalesce(${totals.reserved}, 0)`.mapWith(Number),
      below_par: sql<boolean>`coalesce(${totals.below_par}, false)`.mapWith(Boolean),
    })
    .from(inventorySkus)
    .innerJoin(equipmentItems, eq(equipmentItems.id, inventorySkus.equipment_id))
    .leftJoin(totals, eq(totals.sku_id, inventorySkus.id))
    .where(inArray(inventorySkus.id, [...ids]));
}
export type SkuListRow = Awaited<ReturnType<typeof skuRows>>[number];

export async function findSku(db: Queryable, accountId: number, id: number, lock = false): Promise<SkuRow | undefined> {
  const q = db
    .select()
    .from(inventorySkus)
    .where(and(eq(inventorySkus.id, id), eq(inventorySkus.account_id, accountId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** A SKU's shelves in the company's live warehouses, by warehouse name. */
export async function findShelves(db: Queryable, skuId: number) {
  return db
    .select({ storage: inventoryStorage, warehouse: { id: warehouses.id, name: warehouses.name } })
    .from(inventoryStorage)
    .innerJoin(warehouses, eq(warehouses.id, inventoryStorage.warehouse_id))
    .where(and(eq(inventoryStorage.sku_id, skuId), isNull(warehouses.deleted_at)))
    .orderBy(asc(sql`lower(${warehouses.name})`), asc(warehouses.id));
}

/** Equipment ids that exist in the catalogue and are active (a SKU must be one of them). */
export async function equipmentExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: equipmentItems.id }).from(equipmentItems).where(eq(equipmentItems.id, id));
  return Boolean(row);
}
