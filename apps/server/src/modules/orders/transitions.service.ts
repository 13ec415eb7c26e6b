import { DOCTOR_ACTIONS, statusName, supplierStep, type DoctorOrderStatus, type NextStatusBody, type Order, type OrderStatusBody, type OrderValidation } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { orders } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError, forbidden } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { linkPatientToVendor } from '../patients/patients.service';
import { linkDoctorToVendor } from '../vendor-doctors/vendor-doctors.service';
import { ensureSuborders } from '../shipping/regrouping.service';
import { issueOrderStock } from '../stock/order-item-stock';
import { doctorActionCode, doctorActionTarget, doctorChecklist, missing, supplierChecklist, supplierNext } from './checklist';
import { assertNotArchived, checklistError, conflict, lockOrder, reachableOrder, requireOrderPermission, statusLabel } from './order-access';
import { gatherFacts } from './order-facts';
import { orderScope, visibleStatusFor } from './order-scope';
import { orderView } from './order-view';
import { insertHistory, updateOrderStatus, type OrderRow } from './orders.queries';

/**
 * Moves the order from its current status to `to` inside the caller's transaction: the status (only if it is
 * still the one read under the row lock), one history row and one audit row, all or nothing.
 */
export async function transition(tx: Queryable, actor: Actor, order: OrderRow, to: number, note: string | undefined, extra: Partial<typeof orders.$inferInsert> = {}): Promise<OrderRow> {
  const moved = await updateOrderStatus(tx, order.id, order.status, { ...extra, status: to });
  if (!moved) throw conflict('The order has just been moved by someone else; reload it.');
  await insertHistory(tx, { order_id: order.id, from_status: order.status, to_status: to, user_id: actor.userId, staff_id: actor.actingStaffId, note: note ?? '' });
  await audit(tx, actor, { action: 'order.status', entity: 'order', entityId: order.id, before: { status: order.status }, after: { ...extra, status: to } });
  return moved;
}

/**
 * The order reached the supplier (Initial): from now on the supplier sees the patient and the prescriber. Not
 * earlier, since an order in Pend HIPAA still waits for the patient's consent to share their data.
 */
async function handOver(tx: Queryable, actor: Actor, order: OrderRow): Promise<void> {
  if (order.vendor_id === null) return;
  if (order.patient_id !== null) await linkPatientToVendor(tx, actor, order.patient_id, order.vendor_id);
  if (order.doctor_id !== null) await linkDoctorToVendor(tx, actor, order.doctor_id, order.vendor_id);
}

// --- doctor ----------------------------------------------------------------------------------------------------

export async function doctorOrderStatus(db: Queryable, actor: Actor, id: number): Promise<DoctorOrderStatus> {
  const scope = orderScope(actor);
  const order = await reachableOrder(db, scope, id);
  requireOrderPermission(actor, 'view', order.status);
  const visible = visibleStatusFor(scope.side, order.status);
  const code = order.deleted_at ? null : doctorActionCode(order.status);
  return {
    status: order.status,
    status_name: statusName(order.status),
    virtual_status: visible,
    virtual_status_name: statusName(visible),
    action: code === null ? null : { code, label: DOCTOR_ACTIONS[code]! },
    checklist: code === null ? [] : doctorChecklist(code, await gatherFacts(db, order)),
  };
}

/** Signing is the prescriber's own act: staff prepare the order but never sign for the doctor. */
export function assertPrescriber(actor: Actor, order: OrderRow): void {
  if (actor.isStaff || order.doctor_id !== actor.userId) throw forbidden('Only the prescriber can sign.');
}

/**
 * The doctor action of status `code` (foundation §4): 1 Send to Supplier (Pend HIPAA without the patient's
 * consent, else Initial), 3 Send to Initial. 20 Sign CMN and 22 Sign F2F need the signature image: the route
 * passes those to the signing service, which records the signature, produces the PDFs and moves the order on.
 */
export async function doctorAct(db: Db, actor: Actor, id: number, code: number, body: OrderStatusBody): Promise<Order> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, id);
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    if (doctorActionCode(order.status) !== code) {
      throw conflict(`The order is in ${statusLabel(scope.side, order.status)}: "${DOCTOR_ACTIONS[code]}" is not available.`);
    }
    if (code === 20 || code === 22) {
      assertPrescriber(actor, order);
      // Signing happens through the signing service (signature image, PDFs); the route hands it calls with one.
      throw fieldError('signature', 'The signature is required.');
    }
    const facts = await gatherFacts(tx, order);
    const left = missing(doctorChecklist(code, facts));
    if (left.length) throw checklistError(left);
    const moved = await transition(tx, actor, order, doctorActionTarget(code, facts), body.note ?? DOCTOR_ACTIONS[code]);
    if (moved.status === 5) await handOver(tx, actor, moved);
    if (moved.status === 70) await issueOrderStock(tx, actor.userId, moved);
    return orderView(tx, scope, id);
  });
}

// --- supplier --------------------------------------------------------------------------------------------------

export async function validateOrder(db: Queryable, actor: Actor, id: number): Promise<OrderValidation> {
  const scope = orderScope(actor);
  const order = await reachableOrder(db, scope, id);
  requireOrderPermission(actor, 'view', order.status);
  const facts = await gatherFacts(db, order);
  const checklist = supplierChecklist(order.status, facts);
  const next = order.deleted_at ? null : supplierNext(order.status, facts);
  return {
    status: order.status,
    status_name: statusName(order.status),
    // The button names where the order will really go (PA steps may be skipped), not only the catalogue's next.
    step: next === null ? supplierStep(order.status) : { kind: 'button', to: next, label: `Send to ${statusName(next)}` },
    next,
    fulfilled: next !== null && checklist.every((i) => i.done),
    checklist,
  };
}

/**
 * Send to the next status. The row lock makes concurrent calls run one after the other; `from` (the status the
 * caller saw) turns a repeated click into a 409 instead of a second move.
 */
export async function nextStatus(db: Db, actor: Actor, id: number, body: NextStatusBody): Promise<Order> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, id);
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    if (body.from !== undefined && body.from !== order.status) throw conflict(`The order is already in ${statusName(order.status)}; reload it.`);
    const facts = await gatherFacts(tx, order);
    const to = supplierNext(order.status, facts);
    // Pend PRSC has no supplier step: only the prescriber's signature moves it (doctor action 20).
    if (order.status === 20) throw checklistError(supplierChecklist(20, facts).map((i) => i.label));
    if (to === null) throw conflict(`${statusName(order.status)} has no next step: the order moves on by itself.`);
    const left = missing(supplierChecklist(order.status, facts));
    if (left.length) throw checklistError(left);
    const moved = await transition(tx, actor, order, to, body.note);
    if (moved.status === 5) await handOver(tx, actor, moved);
    if (moved.status === 70) {
      await issueOrderStock(tx, actor.userId, moved);
      await ensureSuborders(tx, actor, moved);
    }
    return orderView(tx, scope, id);
  });
}
