import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { inventoryStorage, warehouses } from '../../db/schema';

/** The company's own live warehouse (not a doctor's consignment closet) holding the most free units of a SKU: an order line's default source. */
export async function warehouseWithMostFree(
  db: Queryable,
  accountId: number,
  skuId: number,
): Promise<{ warehouse_id: number; free: number } | undefined> {
  const free = sql<number>`(${inventoryStorage.quantity} - ${inventoryStorage.reserved})::int`;
  const [row] = await db
    .select({ warehouse_id: inventoryStorage.warehouse_id, free })
    .from(inventoryStorage)
    .innerJoin(warehouses, eq(warehouses.id, inventoryStorage.warehouse_id))
    .where(
      and(
        eq(inventoryStorage.account_id, accountId),
        eq(inventoryStorage.sku_id, skuId),
        sql`${warehouses.deleted_at} is null`,
        eq(warehouses.active, true),
      ),
    )
    .orderBy(desc(free), warehouses.id)
    .limit(1);
  return row;
}
