import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { distributionOrderLines, distributionOrders, equipmentItems, inventorySkus, inventoryStorage } from '../../db/schema';
import { skuSummaryColumns, type SkuSummaryRow } from '../distributors/sku-summary';

export interface UnderParRow {
  storage_id: number;
  quantity: number;
  reserved: number;
  par_level: number;
  reorder_quantity: number;
  unit_cost_cents: number;
  on_order: number;
  sku: SkuSummaryRow;
}

/**
 * Shelves of a warehouse whose free quantity is under their PAR level (live SKUs), with what is already on its way
 * there: units of sent or partly received with-stock orders into the same warehouse not yet arrived. A warehouse
 * holds at most one row per SKU of the company, so the list is bounded by the company's SKUs (read off
 * inventory_storage_account_warehouse_idx).
 */
export async function findUnderParShelves(db: Queryable, accountId: number, warehouseId: number): Promise<UnderParRow[]> {
  const l = distributionOrderLines;
  const o = distributionOrders;
  const onOrder = sql<number>`coalesce((
    select sum(${l.quantity} - ${l.received_quantity}) from ${l} join ${o} on ${o.id} = ${l.distribution_order_id}
    where ${o.account_id} = ${accountId} and ${o.warehouse_id} = ${inventoryStorage.warehouse_id} and ${o.kind} = 'stock'
      and ${o.status} in ('sent', 'partially_received') and ${o.deleted_at} is null and ${l.sku_id} = ${inventoryStorage.sku_id}
  ), 0)::int`;
  return db
    .select({
      storage_id: inventoryStorage.id,
      quantity: inventoryStorage.quantity,
      reserved: inventoryStorage.reserved,
      par_level: inventoryStorage.par_level,
      reorder_quantity: inventoryStorage.reorder_quantity,
      unit_cost_cents: inventorySkus.unit_cost_cents,
      on_order: onOrder,
      sku: skuSummaryColumns,
    })
    .from(inventoryStorage)
    .innerJoin(inventorySkus, eq(inventorySkus.id, inventoryStorage.sku_id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, inventorySkus.equipment_id))
    .where(
      and(
        eq(inventoryStorage.account_id, accountId),
        eq(inventoryStorage.warehouse_id, warehouseId),
        gt(inventoryStorage.par_level, 0),
        sql`${inventoryStorage.quantity} - ${inventoryStorage.reserved} < ${inventoryStorage.par_level}`,
        isNull(inventorySkus.archived_at),
      ),
    )
    .orderBy(asc(sql`lower(${inventorySkus.sku})`), asc(inventoryStorage.id));
}
