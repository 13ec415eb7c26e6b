import { PURCHASE_PAYMENT_MOVES, type Order, type PurchasePaymentState } from '@dme/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patientPurchases } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertNotArchived, conflict, lockOrder, requireOrderPermission } from './order-access';
import { orderScope } from './order-scope';
import { orderView } from './order-view';
import { findPurchase } from './purchase.queries';

/**
 * The supplier records where the patient's payment stands (PURCHASE_PAYMENT_MOVES): collected, taken back, refunded.
 * Asking for the state it is already in changes nothing (a second click, another tab).
 */
export async function recordPurchasePayment(db: Db, actor: Actor, orderId: number, wanted: PurchasePaymentState): Promise<Order> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    requireOrderPermission(actor, 'edit', order.status);
    const purchase = scope.side === 'supplier' ? await findPurchase(tx, orderId, scope.accountId) : undefined;
    if (!purchase) throw notFound('Purchase');
    if (purchase.payment_status !== wanted) {
      assertNotArchived(order);
      if (!PURCHASE_PAYMENT_MOVES[purchase.payment_status].includes(wanted)) {
        // Refunded is final; from due, the only refused move is a refund.
        throw conflict(
          purchase.payment_status === 'refunded' ? 'The purchase was refunded: its payment no longer changes.' : 'Only a recorded payment can be refunded.',
        );
      }
      await tx
        .update(patientPurchases)
        .set({ payment_status: wanted, updated_at: sql`now()` })
        .where(eq(patientPurchases.id, purchase.id));
      await audit(tx, actor, {
        action: 'order.purchase_payment',
        entity: 'order',
        entityId: orderId,
        before: { payment_status: purchase.payment_status },
        after: { payment_status: wanted, total_cents: purchase.total_cents },
      });
    }
    return orderView(tx, scope, orderId);
  });
}
