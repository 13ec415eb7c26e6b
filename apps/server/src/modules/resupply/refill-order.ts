import { count, eq } from 'drizzle-orm';
import { REFILL_QUESTIONS, type RefillAnswerBody, type RequestAnswers } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { orderDiagnoses, orders } from '../../db/schema';
import { audit } from '../../lib/audit';
import { insertItem } from '../orders/items.queries';
import { insertHistory, insertOrder, type OrderRow } from '../orders/orders.queries';

/** A refill order arrives where the company's new orders do: Initial, the supplier's first status. */
export const REFILL_ORDER_STATUS = 5;

/** The answers as stored on the request (no empty text kept). */
export function storedAnswers(body: RefillAnswerBody): RequestAnswers {
  const out: RequestAnswers = { decision: body.decision };
  if (body.still_using !== undefined) out.still_using = body.still_using;
  if (body.fits !== undefined) out.fits = body.fits;
  if (body.hours_per_night !== undefined) out.hours_per_night = body.hours_per_night;
  if (body.problems) out.problems = body.problems;
  return out;
}

const yesNo = (v: unknown) => (v === true ? 'yes' : v === false ? 'no' : '-');

/** One line the supplier reads on the order's history: each payer question with the patient's answer. */
export function answersText(answers: RequestAnswers): string {
  return REFILL_QUESTIONS.map((q) => {
    const v = answers[q.key];
    if (q.type === 'yes_no') return `${q.label} ${yesNo(v)}`;
    if (q.type === 'hours') return `Hours a night: ${typeof v === 'number' ? v : '-'}`;
    return `Problems: ${typeof v === 'string' && v ? v : 'none'}`;
  }).join(' · ');
}

interface RefillOrderInput {
  /** The order whose item is refilled. */
  from: OrderRow;
  equipmentId: number;
  quantity: number;
  /** The patient's sign-in, when they answered in the app; null through the short link. */
  userId: number | null;
  answers: RequestAnswers;
  requestId: number;
}

/**
 * The refill order: a new order of the same series (`refill_for` = the series' first order, `refill_index` the
 * next number, as the orders module's refills call reads them), for the same patient, prescriber, supplier, policy
 * and addresses, with the one refilled item and the order's diagnoses; its creation row carries the answers.
 */
export async function createRefillOrder(tx: Queryable, input: RefillOrderInput): Promise<OrderRow> {
  const { from } = input;
  const rootId = from.refill_for ?? from.id;
  const [made] = await tx.select({ n: count() }).from(orders).where(eq(orders.refill_for, rootId));
  const row = await insertOrder(tx, {
    status: REFILL_ORDER_STATUS,
    type: 'refill',
    doctor_account_id: from.doctor_account_id,
    doctor_id: from.doctor_id,
    doctor_location_id: from.doctor_location_id,
    patient_id: from.patient_id,
    insurance_id: from.insurance_id,
    vendor_id: from.vendor_id,
    warehouse_id: from.warehouse_id,
    rx_date: from.rx_date,
    expiration_date: from.expiration_date,
    refill_authorization: from.refill_authorization,
    refill_for: rootId,
    refill_index: (made?.n ?? 0) + 1,
    no_doctor: from.no_doctor,
    agent_id: from.agent_id,
    agent_mail: from.agent_mail,
    billing_address_id: from.billing_address_id,
    shipping_address_id: from.shipping_address_id,
    created_by: input.userId,
  });
  await insertItem(tx, { order_id: row.id, equipment_id: input.equipmentId, quantity: input.quantity, created_by: input.userId });
  const dx = await tx.select().from(orderDiagnoses).where(eq(orderDiagnoses.order_id, from.id));
  if (dx.length) await tx.insert(orderDiagnoses).values(dx.map((d) => ({ order_id: row.id, diagnosis_id: d.diagnosis_id, position: d.position })));
  await insertHistory(tx, {
    order_id: row.id,
    from_status: null,
    to_status: row.status,
    user_id: input.userId,
    note: `Refill of order #${from.id} confirmed by the patient. ${answersText(input.answers)}`,
  });
  await audit(tx, null, {
    action: 'order.refill_create',
    entity: 'order',
    entityId: row.id,
    userId: input.userId,
    accountId: from.vendor_id,
    after: { ...row, patient_request_id: input.requestId },
  });
  return row;
}
