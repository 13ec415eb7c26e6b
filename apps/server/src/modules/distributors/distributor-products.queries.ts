import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { distributorProducts, equipmentItems, inventorySkus } from '../../db/schema';
import { containsPattern, countUpTo, literalLimit, rowsOf, type PageWindow, type Total } from '../../lib/paging';
import { skuSummaryColumns, type SkuSummaryRow } from './sku-summary';

export type ProductRow = typeof distributorProducts.$inferSelect;
export interface ProductView {
  product: ProductRow;
  sku: SkuSummaryRow;
}
export type ProductSort = 'sku' | 'item_number' | 'price_cents' | 'created_at';

const ofDistributor = (accountId: number, distributorId: number): SQL =>
  and(eq(distributorProducts.account_id, accountId), eq(distributorProducts.distributor_id, distributorId))!;

/** The search reaches the SKU's fields through a subquery, so the count stays on the products table alone. */
function conditions(accountId: number, distributorId: number, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return ofDistributor(accountId, distributorId);
  const like = containsPattern(term);
  const skus = sql`(select ${inventorySkus.id} from ${inventorySkus} join ${equipmentItems} on ${equipmentItems.id} = ${inventorySkus.equipment_id}
    where ${inventorySkus.account_id} = ${accountId} and (${or(
      ilike(inventorySkus.sku, like),
      ilike(inventorySkus.manufacturer, like),
      ilike(inventorySkus.model, like),
      ilike(equipmentItems.name, like),
      ilike(equipmentItems.hcpcs, like),
    )}))`;
  return and(
    ofDistributor(accountId, distributorId),
    or(ilike(distributorProducts.item_number, like), sql`${distributorProducts.sku_id} in ${skus}`),
  );
}

const viewColumns = { product: distributorProducts, sku: skuSummaryColumns };

/**
 * One page of a distributor's products. The rows are the distributor's price list, bounded by the company's own
 * SKUs; the scope is read off distributor_products_distributor_sku_idx and the SKU order sorts that list only.
 */
export async function findProductPage(
  db: Queryable,
  accountId: number,
  distributorId: number,
  search: string | undefined,
  page: PageWindow & { sortBy?: ProductSort; sortType?: 'asc' | 'desc' },
): Promise<{ rows: ProductView[]; total: Total }> {
  const where = conditions(accountId, distributorId, search);
  const dir = page.sortType === 'desc' ? desc : asc;
  const key =
    page.sortBy === 'item_number'
      ? dir(sql`lower(${distributorProducts.item_number})`)
      : page.sortBy === 'price_cents' || page.sortBy === 'created_at'
        ? dir(distributorProducts[page.sortBy])
        : dir(sql`lower(${inventorySkus.sku})`);
  const rows = await db
    .select(viewColumns)
    .from(distributorProducts)
    .innerJoin(inventorySkus, eq(inventorySkus.id, distributorProducts.sku_id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, inventorySkus.equipment_id))
    .where(where)
    .orderBy(key, dir(distributorProducts.id))
    .limit(literalLimit(page.limit))
    .offset(page.offset);
  return { rows, total: await countUpTo(db, rowsOf(db, distributorProducts, where), page) };
}

export async function findProduct(
  db: Queryable,
  accountId: number,
  distributorId: number,
  productId: number,
): Promise<ProductView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(distributorProducts)
    .innerJoin(inventorySkus, eq(inventorySkus.id, distributorProducts.sku_id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, inventorySkus.equipment_id))
    .where(and(ofDistributor(accountId, distributorId), eq(distributorProducts.id, productId)))
    .limit(1);
  return row;
}

/** The distributor's listing of a SKU, if any (one per SKU). */
export async function findProductBySku(
  db: Queryable,
  accountId: number,
  distributorId: number,
  skuId: number,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(distributorProducts)
    .where(and(ofDistributor(accountId, distributorId), eq(distributorProducts.sku_id, skuId)))
    .limit(1);
  return row;
}

/** The distributor's listings of the SKUs, by SKU id (prices and item numbers for order lines and proposals). */
export async function findProductsForSkus(
  db: Queryable,
  accountId: number,
  distributorId: number,
  skuIds: readonly number[],
): Promise<Map<number, ProductRow>> {
  if (!skuIds.length) return new Map();
  const rows = await db
    .select()
    .from(distributorProducts)
    .where(and(ofDistributor(accountId, distributorId), inArray(distributorProducts.sku_id, [...new Set(skuIds)])));
  return new Map(rows.map((r) => [r.sku_id, r]));
}

export async function insertProduct(db: Queryable, values: typeof distributorProducts.$inferInsert): Promise<number> {
  const [row] = await db.insert(distributorProducts).values(values).returning({ id: distributorProducts.id });
  return row!.id;
}

export async function updateProduct(
  db: Queryable,
  accountId: number,
  productId: number,
  values: Partial<typeof distributorProducts.$inferInsert>,
): Promise<void> {
  await db
    .update(distributorProducts)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(distributorProducts.account_id, accountId), eq(distributorProducts.id, productId)));
}

export async function deleteProduct(db: Queryable, accountId: number, productId: number): Promise<void> {
  await db.delete(distributorProducts).where(and(eq(distributorProducts.account_id, accountId), eq(distributorProducts.id, productId)));
}
