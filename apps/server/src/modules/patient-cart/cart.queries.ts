import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { patientCartItems } from '../../db/schema';

export type CartLineRow = typeof patientCartItems.$inferSelect;

/** The patient's lines, oldest first (the order they were put in). */
export async function findCartLines(db: Queryable, patientId: number): Promise<CartLineRow[]> {
  return db.select().from(patientCartItems).where(eq(patientCartItems.patient_id, patientId)).orderBy(asc(patientCartItems.id));
}

/** A line by id, only if it is this patient's: another patient's line is not found. */
export async function findCartLine(db: Queryable, patientId: number, lineId: number): Promise<CartLineRow | undefined> {
  const [row] = await db
    .select()
    .from(patientCartItems)
    .where(and(eq(patientCartItems.id, lineId), eq(patientCartItems.patient_id, patientId)));
  return row;
}

export async function findCartLineOf(db: Queryable, patientId: number, equipmentId: number): Promise<CartLineRow | undefined> {
  const [row] = await db
    .select()
    .from(patientCartItems)
    .where(and(eq(patientCartItems.patient_id, patientId), eq(patientCartItems.equipment_id, equipmentId)));
  return row;
}

export async function insertCartLine(db: Queryable, values: { patient_id: number; equipment_id: number; quantity: number }): Promise<CartLineRow> {
  const [row] = await db.insert(patientCartItems).values(values).returning();
  return row!;
}

export async function setCartQuantity(db: Queryable, lineId: number, quantity: number): Promise<CartLineRow> {
  const [row] = await db
    .update(patientCartItems)
    .set({ quantity, updated_at: sql`now()` })
    .where(eq(patientCartItems.id, lineId))
    .returning();
  return row!;
}

export async function deleteCartLine(db: Queryable, lineId: number): Promise<void> {
  await db.delete(patientCartItems).where(eq(patientCartItems.id, lineId));
}

export async function emptyCart(db: Queryable, patientId: number): Promise<void> {
  await db.delete(patientCartItems).where(eq(patientCartItems.patient_id, patientId));
}
