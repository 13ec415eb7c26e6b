import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, orderItems, orders, users } from '../../db/schema';

/**
 * The patient's open request to their doctor for this item: a draft the patient's own ask made at the practice
 * (created by the patient's user) that the doctor has neither sent on nor archived.
 */
export async function findOpenAsk(db: Queryable, patientId: number, userId: number, equipmentId: number) {
  const [row] = await db
    .select({ order_id: orders.id, doctor: sql<string>`coalesce(${users.name}, '')`, practice: sql<string>`coalesce(${accounts.name}, '')`, asked_at: orders.created_at })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.doctor_id))
    .leftJoin(accounts, eq(accounts.id, orders.doctor_account_id))
    .where(
      and(
        eq(orders.patient_id, patientId),
        eq(orders.created_by, userId),
        lte(orders.status, 1),
        isNull(orders.deleted_at),
        sql`exists (select 1 from ${orderItems} oi where oi.order_id = ${orders.id} and oi.equipment_id = ${equipmentId})`,
      ),
    )
    .orderBy(desc(orders.created_at))
    .limit(1);
  return row;
}
