import { STATUS } from '@dme/contract';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AttachDoctorBody, AttachPtBody, AuthorizationBody, Order, OrderValidation, VendorCreateOrderBody } from '@dme/contract';
import type { Db, Queryable, Tx } from '../../db/client';
import {
  documentRequests,
  locations,
  media,
  notes,
  staffLocations,
  orderDiagnoses,
  orderItems,
  orderQuizLinks,
  orders,
  orderSignatures,
  orderSignLinks,
  orderStatusHistory,
  users,
} from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { patientScope } from '../patients/patient-scope';
import { findVisiblePatient } from '../patients/patients.queries';
import { findLinkedDoctor, findPracticeLocation } from '../vendor-doctors/vendor-doctors.queries';
import { assertEditable, conflict, lockOrder, reachableOrder, requireOrderPermission } from './order-access';
import { orderScope } from './order-scope';
import { orderView } from './order-view';
import { insertHistory, insertOrder, updateOrder, type OrderRow } from './orders.queries';
import { checkReferences, patientDefaults } from './orders.service';
import { validateOrder } from './transitions.service';

type OrderValues = Partial<typeof orders.$inferInsert>;

/**
 * One supplier edit of an order's fields: locked, `order edit {status}`, still editable (not archived, not yet in
 * billing), then `change` says what to write (it may refuse with 409/422); audited with before and after.
 */
async function editOrder(
  db: Db,
  actor: Actor,
  id: number,
  action: string,
  change: (tx: Tx, order: OrderRow) => Promise<OrderValues>,
): Promise<Order> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, scope, id);
    requireOrderPermission(actor, 'edit', before.status);
    assertEditable(scope.side, before, 'order');
    const values = await change(tx, before);
    await updateOrder(tx, id, values);
    const previous = Object.fromEntries(Object.keys(values).map((k) => [k, before[k as keyof OrderRow]]));
    await audit(tx, actor, { action, entity: 'order', entityId: id, before: previous, after: values });
    return orderView(tx, scope, id);
  });
}

/** Whether one of the company's own people placed the order (only then the company chooses its prescriber). */
async function companyCreated(tx: Queryable, actor: Actor, order: OrderRow): Promise<boolean> {
  if (order.created_by === null) return false;
  const [row] = await tx.select({ account_id: users.account_id }).from(users).where(eq(users.id, order.created_by));
  return row?.account_id === actor.accountId;
}

/** A prescriber linked to the company and one of the prescriber's offices; 422 naming the field otherwise. */
async function prescriberRefs(tx: Queryable, vendorId: number, doctorId: number, locationId: number | null | undefined) {
  const doctor = await findLinkedDoctor(tx, vendorId, doctorId);
  if (!doctor) throw fieldError('doctor_id', 'The selected doctor is not one of your doctors.');
  if (locationId == null) throw fieldError('doctor_location_id', 'The location field is required.');
  if (!(await findPracticeLocation(tx, doctor.practice.id, locationId)))
    throw fieldError('doctor_location_id', "The selected location is not one of the doctor's offices.");
  return { doctor_id: doctorId, doctor_account_id: doctor.practice.id, doctor_location_id: locationId, no_doctor: false };
}

export async function createVendorOrder(db: Db, actor: Actor, body: VendorCreateOrderBody): Promise<Order> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    if (!(await findVisiblePatient(tx, patientScope(actor), body.user_id))) throw fieldError('user_id', 'The selected patient is invalid.');
    const prescriber =
      body.doctor_id != null ? await prescriberRefs(tx, scope.accountId, body.doctor_id, body.doctor_location_id) : { no_doctor: true };
    const row = await insertOrder(tx, {
      ...(await patientDefaults(tx, body.user_id)),
      ...prescriber,
      status: 1,
      patient_id: body.user_id,
      vendor_id: scope.accountId,
      rx_date: body.rx_date ?? null,
      refills_total: body.refills_total ?? 0,
      created_by: actor.userId,
      created_staff_id: actor.actingStaffId,
    });
    await insertHistory(tx, {
      order_id: row.id,
      from_status: null,
      to_status: row.status,
      user_id: actor.userId,
      staff_id: actor.actingStaffId,
      note: 'Order created by the supplier',
    });
    await audit(tx, actor, { action: 'order.create', entity: 'order', entityId: row.id, after: row });
    return orderView(tx, scope, row.id);
  });
}

/**
 * Deleting is for a mistake only: a draft the company created, never moved, with no documents, notes or requests
 * attached. Anything else has a history another side may rely on, so it is archived instead.
 */
export async function deleteVendorOrder(db: Db, actor: Actor, id: number): Promise<void> {
  const scope = orderScope(actor);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, id);
    if (order.status > STATUS.DRAFT_SENT || !(await companyCreated(tx, actor, order)))
      throw conflict('Only a draft your company created can be deleted; archive the order instead.');
    const [moves] = await tx.select({ n: count() }).from(orderStatusHistory).where(eq(orderStatusHistory.order_id, id));
    const attached = await Promise.all(
      [media, notes, documentRequests, orderSignatures, orderSignLinks].map(
        async (t) => (await tx.select({ n: count() }).from(t).where(eq(t.order_id, id)))[0]?.n ?? 0,
      ),
    );
    const [refills] = await tx
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.refill_for, [id]));
    if ((moves?.n ?? 0) > 1 || attached.some((n) => n > 0) || (refills?.n ?? 0) > 0)
      throw conflict('The order has history or documents; archive it instead.');
    for (const t of [orderItems, orderDiagnoses, orderStatusHistory, orderQuizLinks]) await tx.delete(t).where(eq(t.order_id, id));
    await tx.update(orders).set({ split_from: null }).where(eq(orders.split_from, id));
    await tx.delete(orders).where(eq(orders.id, id));
    await audit(tx, actor, { action: 'order.delete', entity: 'order', entityId: id, before: order });
  });
}

export const attachDoctor = (db: Db, actor: Actor, id: number, body: AttachDoctorBody): Promise<Order> =>
  editOrder(db, actor, id, 'order.doctor_attach', async (tx, order) => {
    if (!(await companyCreated(tx, actor, order))) throw conflict('A practice placed this order: its prescriber cannot be changed.');
    if (order.prsc_signed_at) throw conflict('The prescriber has signed the order: the prescriber cannot be changed.');
    return prescriberRefs(tx, actor.accountId!, body.doctor_id, body.doctor_location_id);
  });

export const setNoDoctor = (db: Db, actor: Actor, id: number, noDoctor: boolean): Promise<Order> =>
  editOrder(db, actor, id, 'order.no_doctor', async (tx, order) => {
    if (!(await companyCreated(tx, actor, order))) throw conflict('A practice placed this order: it has its prescriber.');
    if (noDoctor && order.doctor_id !== null) throw conflict('The order has a prescriber; attach another doctor instead.');
    return { no_doctor: noDoctor };
  });

export const setTrackNumber = (db: Db, actor: Actor, id: number, track: string | null): Promise<Order> =>
  editOrder(db, actor, id, 'order.track', async () => ({ track_number: track }));

export const setExpirationDate = (db: Db, actor: Actor, id: number, date: string | null): Promise<Order> =>
  editOrder(db, actor, id, 'order.expiration_date', async () => ({ expiration_date: date }));

export const attachInsurance = (db: Db, actor: Actor, id: number, insuranceId: number): Promise<Order> =>
  editOrder(db, actor, id, 'order.insurance_attach', async (tx, order) => {
    await checkReferences(tx, actor, order.patient_id, { insurance_id: insuranceId });
    return { insurance_id: insuranceId };
  });

export const sameAddress = (db: Db, actor: Actor, id: number): Promise<Order> =>
  editOrder(db, actor, id, 'order.same_address', async (_tx, order) => {
    if (order.billing_address_id === null) throw fieldError('billing_address_id', 'The order has no billing address.');
    return { shipping_address_id: order.billing_address_id };
  });

/** Prior authorisation is asked for once intake is done, and stands until the order goes out for delivery. */
export const saveAuthorization = (db: Db, actor: Actor, id: number, body: AuthorizationBody): Promise<Order> =>
  editOrder(db, actor, id, 'order.authorization', async (_tx, order) => {
    if (order.status < STATUS.INTAKE || order.status > STATUS.READY_FOR_SERVICE)
      throw conflict('Prior authorisation is recorded from Intake until the order is Ready For Service.');
    return { prior_number: body.prior_number, ...(body.pa_expires_on !== undefined ? { pa_expires_on: body.pa_expires_on } : {}) };
  });

/** `validate` again, asked by someone who may act on the answer (the checklist reads the facts afresh each time). */
export async function revalidateOrder(db: Queryable, actor: Actor, id: number): Promise<OrderValidation> {
  const order = await reachableOrder(db, orderScope(actor), id);
  requireOrderPermission(actor, 'edit', order.status);
  return validateOrder(db, actor, id);
}

/**
 * The physical therapist of the order: a staff member with the PT role of the prescriber's practice (at one of the
 * offices they work at) or of the company (at one of its departments). Anyone else answers 422.
 */
export const attachPt = (db: Db, actor: Actor, id: number, body: AttachPtBody): Promise<Order> =>
  editOrder(db, actor, id, 'order.pt_attach', async (tx, order) => {
    const accountId = body.pt_type === 'doctor_staff' ? order.doctor_account_id : actor.accountId;
    const role = body.pt_type === 'doctor_staff' ? 'doctor' : 'supplier';
    const [pt] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, body.pt_id), isNull(users.deleted_at)));
    if (!pt || accountId === null || pt.account_id !== accountId || pt.role !== role || !pt.is_staff || !pt.staff_roles.includes('pt'))
      throw fieldError('pt_id', 'The selected PT is invalid.');
    if (body.pt_location_id != null) {
      const [place] = await tx
        .select({ id: locations.id })
        .from(locations)
        .innerJoin(staffLocations, and(eq(staffLocations.location_id, locations.id), eq(staffLocations.user_id, pt.id)))
        .where(and(eq(locations.id, body.pt_location_id), eq(locations.account_id, accountId), isNull(locations.deleted_at)));
      if (!place) throw fieldError('pt_location_id', 'The PT does not work at the selected location.');
    }
    return { pt_type: body.pt_type, pt_id: pt.id, pt_location_id: body.pt_location_id ?? null };
  });
