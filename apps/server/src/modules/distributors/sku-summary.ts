import type { StockSkuSummary } from '@dme/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { equipmentItems, inventorySkus } from '../../db/schema';

/** The SKU columns a product, order line or proposal shows (join `equipmentItems` on the SKU's equipment). */
export const skuSummaryColumns = {
  id: inventorySkus.id,
  sku: inventorySkus.sku,
  manufacturer: inventorySkus.manufacturer,
  model: inventorySkus.model,
  serialized: inventorySkus.serialized,
  equipment_id: equipmentItems.id,
  equipment_name: equipmentItems.name,
  equipment_hcpcs: equipmentItems.hcpcs,
};

/** Drizzle nests a selection one level deep: the equipment comes flat and is nested when presented. */
export interface SkuSummaryRow {
  id: number;
  sku: string;
  manufacturer: string;
  model: string;
  serialized: boolean;
  equipment_id: number;
  equipment_name: string;
  equipment_hcpcs: string;
}

export const presentSku = (s: SkuSummaryRow): StockSkuSummary => ({
  id: s.id,
  sku: s.sku,
  manufacturer: s.manufacturer,
  model: s.model,
  serialized: s.serialized,
  equipment: { id: s.equipment_id, name: s.equipment_name, hcpcs: s.equipment_hcpcs },
});

export interface CompanySku {
  id: number;
  sku: string;
  equipment_id: number;
  serialized: boolean;
  unit_cost_cents: number;
  archived: boolean;
}

/** The company's SKUs among the ids (another company's ids are simply absent). */
export async function findCompanySkus(db: Queryable, accountId: number, ids: readonly number[]): Promise<CompanySku[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: inventorySkus.id,
      sku: inventorySkus.sku,
      equipment_id: inventorySkus.equipment_id,
      serialized: inventorySkus.serialized,
      unit_cost_cents: inventorySkus.unit_cost_cents,
      archived_at: inventorySkus.archived_at,
    })
    .from(inventorySkus)
    .where(and(eq(inventorySkus.account_id, accountId), inArray(inventorySkus.id, [...new Set(ids)])));
  return rows.map(({ archived_at, ...r }) => ({ ...r, archived: archived_at !== null }));
}
