import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ELIGIBILITY_FRESH_DAYS, PATIENT_PAY_ORDER_TYPE, toIsoDate } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { distributionOrderLines, distributionOrders, eligibilityChecks, equipmentInsuranceParams, inventorySkus, media, orderDiagnoses, orderItemStock, orderItems, patientAddresses, patientInsurances } from '../../db/schema';
import { hasHipaaConsent } from '../patients/hipaa.service';
import { isActiveInsurance } from '../patients/records.service';
import type { OrderFacts } from './checklist';
import type { OrderRow } from './orders.queries';

async function itemFacts(db: Queryable, orderId: number) {
  const [row] = await db
    .select({
      items: sql<number>`count(*)::int`,
      // Stock (issue 9): the line's quantity is reserved (and a serialised SKU's unit chosen), or an open with-request
      // distribution order is buying it.
      without_stock: sql<number>`count(*) filter (where not exists (
          select 1 from ${orderItemStock} s join ${inventorySkus} k on k.id = s.sku_id
          where s.order_item_id = ${orderItems.id} and (s.issued_at is not null or s.reserved >= ${orderItems.quantity})
            and (not k.serialized or s.serial_number_id is not null))
        and not exists (
          select 1 from ${distributionOrderLines} dl join ${distributionOrders} d on d.id = dl.distribution_order_id
          where dl.order_item_id = ${orderItems.id} and d.deleted_at is null and d.status in ('draft', 'sent', 'partially_received')))::int`,
      prior_auth: sql<boolean>`coalesce(bool_or(${equipmentInsuranceParams.requires_prior_auth}), false)`,
      cmn: sql<boolean>`coalesce(bool_or(${equipmentInsuranceParams.requires_cmn}), false)`,
      f2f: sql<boolean>`coalesce(bool_or(${equipmentInsuranceParams.requires_f2f}), false)`,
    })
    .from(orderItems)
    .leftJoin(equipmentInsuranceParams, eq(equipmentInsuranceParams.equipment_id, orderItems.equipment_id))
    // Archived lines are not delivered: they count for no checklist.
    .where(and(eq(orderItems.order_id, orderId), isNull(orderItems.archived_at)));
  return row!;
}

/** The order's own address or policy only counts while it still belongs to the order's patient. */
async function addressOk(db: Queryable, patientId: number | null, id: number | null): Promise<boolean> {
  if (patientId === null || id === null) return false;
  const [row] = await db
    .select({ id: patientAddresses.id })
    .from(patientAddresses)
    .where(and(eq(patientAddresses.id, id), eq(patientAddresses.patient_id, patientId), isNull(patientAddresses.deleted_at)));
  return Boolean(row);
}

async function insuranceState(db: Queryable, patientId: number | null, id: number | null, today: string): Promise<OrderFacts['insurance']> {
  if (patientId === null || id === null) return 'none';
  const [row] = await db
    .select({ termination_date: patientInsurances.termination_date })
    .from(patientInsurances)
    .where(and(eq(patientInsurances.id, id), eq(patientInsurances.patient_id, patientId), isNull(patientInsurances.deleted_at)));
  if (!row) return 'none';
  // The payer's own answer wins over the dates typed on the policy: the newest eligibility check (271) of the last
  // ELIGIBILITY_FRESH_DAYS days that said active or inactive decides.
  const [check] = await db
    .select({ active: eligibilityChecks.active })
    .from(eligibilityChecks)
    .where(and(eq(eligibilityChecks.insurance_id, id), eq(eligibilityChecks.status, 'answered'), isNotNull(eligibilityChecks.active), sql`${eligibilityChecks.answered_at} >= now() - make_interval(days => ${ELIGIBILITY_FRESH_DAYS})`))
    .orderBy(desc(eligibilityChecks.answered_at))
    .limit(1);
  if (check) return check.active ? 'active' : 'inactive';
  return isActiveInsurance(row, today) ? 'active' : 'inactive';
}

/** Types of the documents attached to the order that are current: not archived or deleted, not expired. */
async function currentDocuments(db: Queryable, orderId: number, today: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ type: media.type })
    .from(media)
    .where(and(eq(media.order_id, orderId), isNull(media.deleted_at), isNull(media.archived_at), or(isNull(media.expires_at), sql`${media.expires_at} >= ${today}`)));
  return new Set(rows.map((r) => r.type));
}

export async function gatherFacts(db: Queryable, order: OrderRow): Promise<OrderFacts> {
  const today = toIsoDate(new Date());
  const items = await itemFacts(db, order.id);
  const [dx] = await db.select({ n: sql<number>`count(*)::int` }).from(orderDiagnoses).where(eq(orderDiagnoses.order_id, order.id));
  return {
    hasPatient: order.patient_id !== null,
    hasDoctorLocation: order.doctor_location_id !== null,
    noDoctor: order.no_doctor,
    hasVendor: order.vendor_id !== null,
    items: items.items,
    itemsConfirmed: order.commons_confirmation,
    itemsWithoutStock: items.without_stock,
    diagnoses: dx?.n ?? 0,
    insurance: await insuranceState(db, order.patient_id, order.insurance_id, today),
    hasBillingAddress: await addressOk(db, order.patient_id, order.billing_address_id),
    hasShippingAddress: await addressOk(db, order.patient_id, order.shipping_address_id),
    needsPriorAuth: items.prior_auth,
    needsCmn: items.cmn,
    needsF2f: items.f2f,
    prscSigned: order.prsc_signed_at !== null,
    f2fSigned: order.f2f_signed_at !== null,
    documents: await currentDocuments(db, order.id, today),
    expired: order.expiration_date !== null && order.expiration_date < today,
    hasPriorNumber: Boolean(order.prior_number),
    hipaaConsent: order.patient_id !== null && (await hasHipaaConsent(db, order.patient_id)),
    patientPays: order.type === PATIENT_PAY_ORDER_TYPE,
  };
}
