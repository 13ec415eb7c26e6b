import { formatCents, PATIENT_PAY_ORDER_TYPE, statusName, type CheckoutResult } from '@dme/contract';
import type { Db } from '../../db/client';
import { patientPurchases, type PurchaseLine } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { lockOwnPatient } from '../patient-app/own-patient';
import { insertItem } from '../orders/items.queries';
import { SUPPLIER_VISIBLE_FROM } from '../orders/order-scope';
import { insertHistory, insertOrder } from '../orders/orders.queries';
import { patientDefaults } from '../orders/orders.service';
import { emptyCart } from './cart.queries';
import { pricedLines } from './cart.service';
import { supplierOf } from './patient-links';

/**
 * Checkout: the cart's over-the-counter lines become one order for the supplier, at the first status the supplier
 * sees (Initial) with its history row, so it is in the supplier's orders list like any other; the prices of the
 * moment and the total are kept with it (patient_purchases). The patient's card is not charged here: the
 * supplier collects the total. One transaction: the order, its lines, the purchase, the emptied cart, the audit.
 */
export async function checkout(db: Db, actor: Actor): Promise<CheckoutResult> {
  return db.transaction(async (tx) => {
    const patient = await lockOwnPatient(tx, actor);
    const supplier = await supplierOf(tx, patient);
    const lines = await pricedLines(tx, patient.id, supplier);
    if (!supplier || lines.length === 0) throw new AppError('validation', 'Your cart is empty.', { cart: ['Your cart is empty.'] });
    const total = lines.reduce((n, l) => n + l.total, 0);
    const defaults = await patientDefaults(tx, patient.id);
    const order = await insertOrder(tx, {
      billing_address_id: defaults.billing_address_id,
      shipping_address_id: defaults.shipping_address_id,
      // Paid by the patient: no insurance and no prescriber are involved.
      insurance_id: null,
      no_doctor: true,
      status: SUPPLIER_VISIBLE_FROM,
      type: PATIENT_PAY_ORDER_TYPE,
      patient_id: patient.id,
      vendor_id: supplier.id,
      patient_vendor: true,
      created_by: actor.userId,
    });
    for (const { line } of lines) await insertItem(tx, { order_id: order.id, equipment_id: line.equipment_id, quantity: line.quantity, created_by: actor.userId });
    const purchase: PurchaseLine[] = lines.map(({ line, item, total: lineTotal }) => ({
      equipment_id: item.id,
      hcpcs: item.hcpcs,
      name: item.name,
      quantity: line.quantity,
      unit_price_cents: item.price_cents,
      line_total_cents: lineTotal,
    }));
    await tx.insert(patientPurchases).values({ order_id: order.id, patient_id: patient.id, account_id: supplier.id, total_cents: total, lines: purchase, created_by: actor.userId });
    await insertHistory(tx, {
      order_id: order.id,
      from_status: null,
      to_status: order.status,
      user_id: actor.userId,
      note: `Ordered in the patient app, paid by the patient: ${formatCents(total)} to collect`,
    });
    await emptyCart(tx, patient.id);
    await audit(tx, actor, { action: 'patient_cart.checkout', entity: 'order', entityId: order.id, accountId: supplier.id, after: { order, total_cents: total, lines: purchase } });
    return {
      order: { id: order.id, status: order.status, status_name: statusName(order.status) },
      supplier,
      total_cents: total,
      lines: purchase.map(({ equipment_id, ...rest }) => ({ item_id: equipment_id, ...rest })),
      payment: 'collected_by_supplier' as const,
    };
  });
}
