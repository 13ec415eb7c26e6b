import type { OrderPurchase } from '@dme/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { patientPurchases } from '../../db/schema';
import type { OrderScope } from './order-scope';

/**
 * A patient's purchase from the patient app (checkout, modules/patient-cart): the order of type patient_pay, and what
 * the supplier collects for it. Only the supplier that sells it sees it (its account on the purchase).
 */
export async function findPurchase(db: Queryable, orderId: number, supplierAccountId: number) {
  const [row] = await db
    .select()
    .from(patientPurchases)
    .where(and(eq(patientPurchases.order_id, orderId), eq(patientPurchases.account_id, supplierAccountId)));
  return row;
}

/** The purchase on the supplier's order view; null for a doctor or an order that is not one. */
export async function purchaseOf(db: Queryable, scope: OrderScope, orderId: number): Promise<OrderPurchase | null> {
  if (scope.side !== 'supplier') return null;
  const row = await findPurchase(db, orderId, scope.accountId);
  if (!row) return null;
  return {
    total_cents: row.total_cents,
    payment_status: row.payment_status,
    lines: row.lines.map((l) => ({
      name: l.name,
      hcpcs: l.hcpcs,
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      line_total_cents: l.line_total_cents,
    })),
    updated_at: row.updated_at.toISOString(),
  };
}
