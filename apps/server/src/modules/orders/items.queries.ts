import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { diagnoses, distributionOrderLines, distributionOrders, equipmentInsuranceParams, equipmentItems, inventorySkus, orderDiagnoses, orderItemStock, orderItems, orders, serialNumbers, warehouses } from '../../db/schema';
import { categoryAlias, itemSelection, subcategoryAlias } from '../catalog/equipment.queries';

export type OrderItemRow = typeof orderItems.$inferSelect;

/** Items of an order with their catalogue entry and the usual units per order (the quantity's maximum). */
export async function findItems(db: Queryable, orderId: number) {
  return db
    .select({
      ...itemSelection,
      line: orderItems,
      max_units: equipmentInsuranceParams.max_units,
      held: orderItemStock,
      serialized: inventorySkus.serialized,
      warehouse_name: warehouses.name,
      serial_state: serialNumbers.state,
      on_order: sql<boolean>`exists (select 1 from ${distributionOrderLines} dl join ${distributionOrders} d on d.id = dl.distribution_order_id
        where dl.order_item_id = ${orderItems.id} and d.deleted_at is null and d.status in ('draft', 'sent', 'partially_received'))`,
    })
    .from(orderItems)
    .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
    .innerJoin(categoryAlias, eq(categoryAlias.id, equipmentItems.category_id))
    .innerJoin(subcategoryAlias, eq(subcategoryAlias.id, equipmentItems.subcategory_id))
    .leftJoin(equipmentInsuranceParams, eq(equipmentInsuranceParams.equipment_id, orderItems.equipment_id))
    .leftJoin(orderItemStock, eq(orderItemStock.order_item_id, orderItems.id))
    .leftJoin(inventorySkus, eq(inventorySkus.id, orderItemStock.sku_id))
    .leftJoin(warehouses, eq(warehouses.id, orderItemStock.warehouse_id))
    .leftJoin(serialNumbers, eq(serialNumbers.id, orderItemStock.serial_number_id))
    .where(eq(orderItems.order_id, orderId))
    .orderBy(asc(orderItems.id));
}
export type ItemView = Awaited<ReturnType<typeof findItems>>[number];

export async function findItemRow(db: Queryable, id: number): Promise<OrderItemRow | undefined> {
  const [row] = await db.select().from(orderItems).where(eq(orderItems.id, id)).limit(1);
  return row;
}

/** Active catalogue items among the ids, with their usual units per order. */
export async function findOrderableItems(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: equipmentItems.id, hcpcs: equipmentItems.hcpcs, max_units: equipmentInsuranceParams.max_units })
    .from(equipmentItems)
    .leftJoin(equipmentInsuranceParams, eq(equipmentInsuranceParams.equipment_id, equipmentItems.id))
    .where(and(inArray(equipmentItems.id, [...ids]), eq(equipmentItems.is_active, true)));
}

export async function insertItem(db: Queryable, values: typeof orderItems.$inferInsert): Promise<OrderItemRow> {
  const [row] = await db.insert(orderItems).values(values).returning();
  return row!;
}

export async function updateItem(db: Queryable, id: number, values: Partial<typeof orderItems.$inferInsert>): Promise<OrderItemRow> {
  const [row] = await db
    .update(orderItems)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(orderItems.id, id))
    .returning();
  return row!;
}

export async function deleteItem(db: Queryable, id: number): Promise<void> {
  await db.delete(orderItems).where(eq(orderItems.id, id));
}

/** The supplier's confirmation covers the lines as they were: any change to them withdraws it. */
export async function setItemsConfirmed(db: Queryable, orderId: number, confirmed: boolean): Promise<void> {
  await db.update(orderItems).set({ confirmed, updated_at: sql`now()` }).where(eq(orderItems.order_id, orderId));
  await db.update(orders).set({ commons_confirmation: confirmed, updated_at: sql`now()` }).where(eq(orders.id, orderId));
}

// --- diagnoses ---------------------------------------------------------------------------------------------

export async function findOrderDiagnoses(db: Queryable, orderId: number) {
  return db
    .select({ id: diagnoses.id, code: diagnoses.code, code_dotted: diagnoses.code_dotted, description: diagnoses.description, position: orderDiagnoses.position, link_id: orderDiagnoses.id })
    .from(orderDiagnoses)
    .innerJoin(diagnoses, eq(diagnoses.id, orderDiagnoses.diagnosis_id))
    .where(eq(orderDiagnoses.order_id, orderId))
    .orderBy(asc(orderDiagnoses.position), asc(orderDiagnoses.id));
}

/** Which of the ids are billable codes still in the current release. */
export async function findActiveDiagnosisIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: diagnoses.id })
    .from(diagnoses)
    .where(and(inArray(diagnoses.id, [...ids]), eq(diagnoses.is_active, true)));
  return new Set(rows.map((r) => r.id));
}

export async function insertOrderDiagnoses(db: Queryable, rows: (typeof orderDiagnoses.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(orderDiagnoses).values(rows).onConflictDoNothing();
}

export async function deleteOrderDiagnoses(db: Queryable, orderId: number, diagnosisIds: readonly number[]): Promise<number> {
  const gone = await db
    .delete(orderDiagnoses)
    .where(and(eq(orderDiagnoses.order_id, orderId), inArray(orderDiagnoses.diagnosis_id, [...diagnosisIds])))
    .returning({ id: orderDiagnoses.id });
  return gone.length;
}

export async function setDiagnosisPosition(db: Queryable, linkId: number, position: number): Promise<void> {
  await db.update(orderDiagnoses).set({ position }).where(eq(orderDiagnoses.id, linkId));
}
