import { MAX_ITEM_QUANTITY, PATIENT_PAY_ORDER_TYPE, quizFor, statusName, type Order, type OrderDiagnosis, type OrderHistoryEntry, type OrderItem, type OrderSummary } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findRecord } from '../patients/records.queries';
import { fullAddress, isActiveInsurance } from '../patients/records.service';
import { findItems, findOrderDiagnoses, type ItemView } from './items.queries';
import { visibleStatusFor, type OrderScope } from './order-scope';
import { findHistory, findOrderSummary, type OrderSummaryRow } from './orders.queries';
import { purchaseOf } from './purchase.queries';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function presentSummary(scope: OrderScope, { order: o, patient, doctor, location, vendor, items_count }: OrderSummaryRow): OrderSummary {
  const visible = visibleStatusFor(scope.side, o.status);
  return {
    id: o.id,
    status: o.status,
    status_name: statusName(o.status),
    virtual_status: visible,
    virtual_status_name: statusName(visible),
    patient: patient ? { id: patient.id, full_name: [patient.first_name, patient.middle_name, patient.last_name].filter(Boolean).join(' '), dob: patient.dob } : null,
    doctor: doctor ?? null,
    doctor_location: location ?? null,
    vendor: vendor ?? null,
    items_count,
    rx_date: o.rx_date,
    expiration_date: o.expiration_date,
    refills_total: o.refills_total,
    refill_index: o.refill_index,
    no_doctor: o.no_doctor,
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
    deleted_at: iso(o.deleted_at),
  };
}

export function presentItem({ line, max_units, held, serialized, warehouse_name, serial_state, on_order, ...equipment }: ItemView): OrderItem {
  return {
    id: line.id,
    order_id: line.order_id,
    equipment_id: equipment.id,
    hcpcs: equipment.hcpcs,
    name: equipment.name,
    description: equipment.description,
    category: equipment.category,
    subcategory: equipment.subcategory,
    rental_or_purchase: equipment.rental_or_purchase,
    refill_months: equipment.refill_months,
    quantity: line.quantity,
    max_quantity: maxQuantity(max_units),
    sku: line.sku,
    serial: line.serial,
    confirmed: line.confirmed,
    quiz_passed: quizFor(equipment.hcpcs) === null || line.quiz_passed_at !== null,
    archived_at: iso(line.archived_at),
    stock: held
      ? {
          sku_id: held.sku_id,
          serialized: serialized ?? false,
          warehouse: { id: held.warehouse_id, name: warehouse_name ?? '' },
          reserved: held.reserved,
          serial_state: serial_state ?? null,
          on_order: Boolean(on_order),
          issued: held.issued_at !== null,
        }
      : null,
    created_at: line.created_at.toISOString(),
  };
}

/** The item's usual units per order is the most the quantity may be; items without one stop at the input's max. */
export const maxQuantity = (maxUnits: number | null): number => Math.min(maxUnits ?? MAX_ITEM_QUANTITY, MAX_ITEM_QUANTITY);

export async function itemsOf(db: Queryable, orderId: number): Promise<OrderItem[]> {
  return (await findItems(db, orderId)).map(presentItem);
}

export async function diagnosesOf(db: Queryable, orderId: number): Promise<OrderDiagnosis[]> {
  return (await findOrderDiagnoses(db, orderId)).map(({ link_id: _link, ...d }) => d);
}

async function addressText(db: Queryable, patientId: number | null, id: number | null): Promise<string | null> {
  if (patientId === null || id === null) return null;
  const row = await findRecord(db, 'addresses', patientId, id);
  return row ? fullAddress(row) : null;
}

/** The whole order as the scope sees it (archived ones too), or 404. */
export async function orderView(db: Queryable, scope: OrderScope, id: number): Promise<Order> {
  const row = await findOrderSummary(db, scope, id);
  if (!row) throw notFound('Order');
  const o = row.order;
  const policy = o.patient_id !== null && o.insurance_id !== null ? await findRecord(db, 'insurances', o.patient_id, o.insurance_id) : undefined;
  return {
    ...presentSummary(scope, row),
    type: o.type,
    confirmed: o.confirmed,
    commons_confirmation: o.commons_confirmation,
    doctor_id: o.doctor_id,
    doctor_location_id: o.doctor_location_id,
    patient_id: o.patient_id,
    insurance_id: o.insurance_id,
    vendor_id: o.vendor_id,
    patient_vendor: o.patient_vendor,
    warehouse_id: o.warehouse_id,
    signed_at: iso(o.signed_at),
    prior_number: o.prior_number,
    prsc_signed_by: o.prsc_signed_by,
    prsc_signed_at: iso(o.prsc_signed_at),
    f2f_signed_by: o.f2f_signed_by,
    f2f_signed_at: iso(o.f2f_signed_at),
    refill_authorization: o.refill_authorization,
    refill_for: o.refill_for,
    parallel_sign: o.parallel_sign,
    billing_address_id: o.billing_address_id,
    shipping_address_id: o.shipping_address_id,
    full_billing_address: await addressText(db, o.patient_id, o.billing_address_id),
    full_shipping_address: await addressText(db, o.patient_id, o.shipping_address_id),
    insurance: policy ? { id: policy.id, payer_name: policy.payer_name, member_id: policy.member_id, type: policy.type, is_active: isActiveInsurance(policy) } : null,
    created_by: o.created_by,
    track_number: o.track_number,
    pa_expires_on: o.pa_expires_on,
    refills_cancelled_at: iso(o.refills_cancelled_at),
    diagnoses: await diagnosesOf(db, o.id),
    commons: await itemsOf(db, o.id),
    ...(o.type === PATIENT_PAY_ORDER_TYPE ? { purchase: await purchaseOf(db, scope, o.id) } : {}),
  };
}

/**
 * History rows. A doctor sees them in its own statuses: supplier-internal steps (In work -> In work) are left
 * out, since the doctor's screens never show those statuses. A row written at one status (from = to: an event
 * such as a patient's answer to a refill request) is kept on both sides.
 */
export async function historyOf(db: Queryable, scope: OrderScope, orderId: number): Promise<OrderHistoryEntry[]> {
  const rows = await findHistory(db, orderId);
  const out: OrderHistoryEntry[] = [];
  for (const { row, user, staff } of rows) {
    const from = row.from_status === null ? null : visibleStatusFor(scope.side, row.from_status);
    const to = visibleStatusFor(scope.side, row.to_status);
    if (from !== null && from === to && row.from_status !== row.to_status) continue;
    out.push({
      id: row.id,
      from,
      from_name: from === null ? null : statusName(from),
      to,
      to_name: statusName(to),
      user: user ?? null,
      staff: staff ?? null,
      note: row.note,
      created_at: row.created_at.toISOString(),
    });
  }
  return out;
}
