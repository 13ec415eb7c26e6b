import { can, orderPermission, ORDER_STATUS_CODES, passesEveryCheck, type CreateOrderBody, type DoctorOrderBody, type DoctorOrdersQuery, type Order, type OrderHistoryEntry, type VendorOrderBody, type VendorOrdersQuery } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { orders } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { toPermissionActor } from '../../http/access';
import { AppError, fieldError, forbidden, type FieldErrors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { patientScope } from '../patients/patient-scope';
import { findVisiblePatient } from '../patients/patients.queries';
import { findRecord, findRecords } from '../patients/records.queries';
import { isActiveInsurance } from '../patients/records.service';
import { assertEditable, conflict, lockOrder, reachableOrder, requireOrderPermission } from './order-access';
import { orderScope, type OrderScope } from './order-scope';
import { historyOf, orderView } from './order-view';
import { pageMeta, windowOf } from '../../lib/paging';
import { RawJson } from '../../lib/raw-json';
import { findAccountLocation, findOrderPage, findSupplierAccount, findUserAccountId, insertHistory, insertOrder, updateOrder } from './orders.queries';
import { requireOwnTag } from '../settings/tags.service';

type OrderValues = Partial<typeof orders.$inferInsert>;

/** Statuses the caller may view at its location; undefined when it may view them all (doctors, non-staff). */
function viewableStatuses(actor: Actor): number[] | undefined {
  const permissionActor = toPermissionActor(actor);
  // Asked on every list request: most callers hold everything, and need no key checked.
  if (passesEveryCheck(permissionActor)) return undefined;
  const codes = ORDER_STATUS_CODES.filter((c) => can(permissionActor, orderPermission('view', c), actor.locationId));
  return codes.length === ORDER_STATUS_CODES.length ? undefined : codes;
}

export async function listOrders(db: Queryable, actor: Actor, query: DoctorOrdersQuery | VendorOrdersQuery) {
  const scope = orderScope(actor);
  const viewable = viewableStatuses(actor);
  const tagId = 'tag_id' in query ? query.tag_id : undefined;
  if (tagId) await requireOwnTag(db, scope.accountId, tagId);
  if (viewable) {
    // A tab the staff member may not open is refused rather than shown empty: the sidebar hides it anyway.
    const tab = query.status === 'all' ? viewable : query.status <= 1 ? [0, 1] : [query.status];
    if (!tab.some((c) => viewable.includes(c))) throw forbidden();
  }
  const { rows, total } = await findOrderPage(
    db,
    scope,
    { status: query.status, viewable, patientId: query.patient_id, archived: query.archived, search: query.search, tagId },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  // Rows rendered by PostgreSQL as presentSummary would (order-summary-json.ts): sent as they are.
  return RawJson.page(rows, pageMeta(total, query));
}

export async function getOrder(db: Queryable, actor: Actor, id: number): Promise<Order> {
  const scope = orderScope(actor);
  const row = await reachableOrder(db, scope, id);
  requireOrderPermission(actor, 'view', row.status);
  return orderView(db, scope, id);
}

export async function orderHistory(db: Queryable, actor: Actor, id: number): Promise<OrderHistoryEntry[]> {
  const scope = orderScope(actor);
  const row = await reachableOrder(db, scope, id);
  requireOrderPermission(actor, 'view', row.status);
  return historyOf(db, scope, id);
}

// --- references ------------------------------------------------------------------------------------------------

interface References {
  doctor_location_id?: number;
  vendor_id?: number | null;
  insurance_id?: number | null;
  billing_address_id?: number | null;
  shipping_address_id?: number | null;
}

/**
 * Every id the body points at must be one the caller may use: an office of the practice (for doctor staff, one
 * they work at), a supplier company, and the order's patient's own policy and addresses. All problems at once.
 */
export async function checkReferences(db: Queryable, actor: Actor, patientId: number | null, body: References): Promise<void> {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] = [message]);
  if (body.doctor_location_id !== undefined) {
    const own = actor.accountId !== null && (await findAccountLocation(db, actor.accountId, body.doctor_location_id));
    if (!own || (actor.isStaff && !actor.locationIds.includes(body.doctor_location_id))) fail('doctor_location_id', 'The selected location is invalid.');
  }
  if (body.vendor_id != null && !(await findSupplierAccount(db, body.vendor_id))) fail('vendor_id', 'The selected supplier is invalid.');
  const mine = async (kind: 'insurances' | 'addresses', id: number | null | undefined) => id == null || (patientId !== null && Boolean(await findRecord(db, kind, patientId, id)));
  if (!(await mine('insurances', body.insurance_id))) fail('insurance_id', "The selected insurance is not one of the patient's.");
  if (!(await mine('addresses', body.billing_address_id))) fail('billing_address_id', "The selected billing address is not one of the patient's.");
  if (!(await mine('addresses', body.shipping_address_id))) fail('shipping_address_id', "The selected shipping address is not one of the patient's.");
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, errors);
}

/** A new order starts from the patient's active primary policy and billing address (shipped there too). */
export async function patientDefaults(db: Queryable, patientId: number): Promise<OrderValues> {
  const policy = (await findRecords(db, 'insurances', patientId)).find((i) => i.type === 'primary' && isActiveInsurance(i));
  const billing = (await findRecords(db, 'addresses', patientId)).find((a) => a.is_billing);
  return { insurance_id: policy?.id ?? null, billing_address_id: billing?.id ?? null, shipping_address_id: billing?.id ?? null };
}

// --- writes --------------------------------------------------------------------------------------------------

/** The doctor's draft (status 1, whose action is Send to Supplier). The prescriber is the practice's doctor. */
export async function createOrder(db: Db, actor: Actor, body: CreateOrderBody): Promise<Order> {
  const scope = orderScope(actor);
  if (actor.isStaff && actor.staffRoles.includes('agent')) throw forbidden('Agents cannot create orders.');
  return db.transaction(async (tx) => {
    const patient = await findVisiblePatient(tx, patientScope(actor), body.user_id);
    if (!patient) throw fieldError('user_id', 'The selected patient is invalid.');
    await checkReferences(tx, actor, body.user_id, { doctor_location_id: body.doctor_location_id, vendor_id: body.vendor_id });
    const row = await insertOrder(tx, {
      ...(await patientDefaults(tx, body.user_id)),
      status: 1,
      doctor_account_id: actor.accountId,
      doctor_id: actor.isStaff ? actor.ownerId : actor.userId,
      doctor_location_id: body.doctor_location_id,
      patient_id: body.user_id,
      vendor_id: body.vendor_id ?? null,
      rx_date: body.rx_date ?? null,
      refills_total: body.refills_total ?? 0,
      created_by: actor.userId,
      created_staff_id: actor.actingStaffId,
    });
    await insertHistory(tx, { order_id: row.id, from_status: null, to_status: row.status, user_id: actor.userId, staff_id: actor.actingStaffId, note: 'Order created' });
    await audit(tx, actor, { action: 'order.create', entity: 'order', entityId: row.id, after: row });
    return orderView(tx, scope, row.id);
  });
}

/** One update shape for both sides; `body` holds only the fields the side's schema lets through. */
async function updateWith(db: Db, actor: Actor, id: number, body: DoctorOrderBody | VendorOrderBody): Promise<Order> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, scope, id);
    requireOrderPermission(actor, 'edit', before.status);
    assertEditable(scope.side, before, 'order');
    await checkReferences(tx, actor, before.patient_id, body);
    const after = await updateOrder(tx, id, body);
    await audit(tx, actor, { action: 'order.update', entity: 'order', entityId: id, before, after });
    return orderView(tx, scope, id);
  });
}

export const updateDoctorOrder = (db: Db, actor: Actor, id: number, body: DoctorOrderBody): Promise<Order> => updateWith(db, actor, id, body);
export const updateVendorOrder = (db: Db, actor: Actor, id: number, body: VendorOrderBody): Promise<Order> => updateWith(db, actor, id, body);

/**
 * Archiving hides the order from both sides' lists (`deleted_at`, the spec's field). A doctor archives only an
 * order the supplier has not started on; a supplier cancels one until it is out for delivery.
 */
export async function archiveOrder(db: Db, actor: Actor, id: number): Promise<Order> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, id);
    if (order.deleted_at) throw conflict('The order is already archived.');
    const limit = scope.side === 'doctor' ? 3 : 40;
    if (order.status > limit) {
      throw conflict(scope.side === 'doctor' ? 'The supplier is working on the order; ask the supplier to cancel it.' : 'The order is out for delivery or billed; it can no longer be archived.');
    }
    await updateOrder(tx, id, { deleted_at: new Date(), archived_by: actor.userId });
    await audit(tx, actor, { action: 'order.archive', entity: 'order', entityId: id, before: { deleted_at: null }, after: { status: order.status } });
    return orderView(tx, scope, id);
  });
}

/** Only the side that archived an order may restore it: a practice cannot undo a supplier's cancellation. */
export async function restoreOrder(db: Db, actor: Actor, id: number): Promise<Order> {
  const scope: OrderScope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, id);
    if (!order.deleted_at) throw conflict('The order is not archived.');
    const archivedBy = order.archived_by === null ? null : await findUserAccountId(tx, order.archived_by);
    if (archivedBy !== actor.accountId) throw forbidden('Only the practice or company that archived the order can restore it.');
    await updateOrder(tx, id, { deleted_at: null, archived_by: null });
    await audit(tx, actor, { action: 'order.restore', entity: 'order', entityId: id, before: { deleted_at: order.deleted_at }, after: { deleted_at: null } });
    return orderView(tx, scope, id);
  });
}
