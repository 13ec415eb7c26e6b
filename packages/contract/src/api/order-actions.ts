import { z } from 'zod';
import { endpoint } from '../endpoint';
import { MASKS } from '../format/mask';
import { PURCHASE_PAYMENT_STATES } from '../statuses';
import { dataOf, idParam } from './common';
import { calendarDate } from './patients';
import { clearable, order, orderItem, orderParams, orderSummary, priorNumber, refId, statusNote } from './orders';

/*
 * Order actions beyond the status calls (foundation §4 "archived, restored, split and recalled, and their refills
 * can be cancelled or restored"; 2-routes §7 supplier order sub-calls). `{status}` keys are checked by the
 * services with the order's actual status, like the other order calls.
 */

// --- bodies ------------------------------------------------------------------------------------------------

/** The items (commons ids) that move to the new order; at least one must stay behind. */
export const splitOrderBody = z.object({
  item_ids: z
    .array(refId('item'), { error: 'The item ids field is required.' })
    .min(1, 'The item ids field is required.')
    .max(50, 'At most 50 items at a time.'),
  note: statusNote.optional(),
});
export type SplitOrderBody = z.infer<typeof splitOrderBody>;

export const splitOrderResult = z.object({ order, new_order: order });
export type SplitOrderResult = z.infer<typeof splitOrderResult>;

export const recallOrderBody = z.object({
  /** The status the caller saw: 409 when the order moved since. */
  from: z.coerce.number().int().optional(),
  note: statusNote.optional(),
});
export type RecallOrderBody = z.infer<typeof recallOrderBody>;

export const orderRefills = z.object({
  /** The first order of the series (this order, or the one it refills). */
  series_id: z.number(),
  refills_total: z.number(),
  /** Refills generated so far. */
  generated: z.number(),
  remaining: z.number(),
  /** The shortest replacement schedule among the items, in months; null when no item is refilled. */
  frequency_months: z.number().nullable(),
  /** When the next refill order is due (yyyy-mm-dd), null when none is left or the refills are cancelled. */
  next_refill_on: z.string().nullable(),
  cancelled: z.boolean(),
  cancelled_at: z.string().nullable(),
  /** The refill orders of the series, oldest first. */
  orders: z.array(orderSummary),
});
export type OrderRefills = z.infer<typeof orderRefills>;

export const expirationDateBody = z.object({
  /** '' or null clears it. */
  expiration_date: z.preprocess((v) => (v === '' ? null : v), calendarDate.nullable()),
});
export type ExpirationDateBody = z.infer<typeof expirationDateBody>;

export const noDoctorBody = z.object({ no_doctor: z.boolean({ error: 'The no doctor field must be true or false.' }) });
export type NoDoctorBody = z.infer<typeof noDoctorBody>;

export const authorizationBody = z.object({
  prior_number: priorNumber,
  pa_expires_on: clearable(calendarDate),
});
export type AuthorizationBody = z.infer<typeof authorizationBody>;

export const trackNumber = z
  .string({ error: 'The track number field is required.' })
  .trim()
  .regex(new RegExp(`^${MASKS.trackNumber.replace(/-/g, '-?').replace(/#/g, '\\d')}$`), 'The track number must be ####-####-####.')
  .transform((v) => v.replace(/\D/g, ''));
/** PUT vendor/orders/{orderId}/purchase/payment: where the patient's payment stands now (PURCHASE_PAYMENT_MOVES). */
export const purchasePaymentBody = z.object({ payment_status: z.enum(PURCHASE_PAYMENT_STATES) });
export type PurchasePaymentBody = z.infer<typeof purchasePaymentBody>;

export const trackBody = z.object({ track_number: z.preprocess((v) => (v === '' ? null : v), trackNumber.nullable()) });
export type TrackBody = z.infer<typeof trackBody>;

export const attachDoctorBody = z.object({ doctor_id: refId('doctor'), doctor_location_id: refId('location') });
export type AttachDoctorBody = z.infer<typeof attachDoctorBody>;

/** The physical therapist: a practice staff member with the PT role, or a company employee with it. */
export const PT_TYPES = ['doctor_staff', 'supplier_staff'] as const;
export const attachPtBody = z.object({
  pt_type: z.enum(PT_TYPES, { error: 'The pt type must be doctor_staff or supplier_staff.' }),
  pt_id: refId('PT'),
  pt_location_id: clearable(refId('PT location')),
});
export type AttachPtBody = z.infer<typeof attachPtBody>;

export const attachInsuranceBody = z.object({ insurance_id: refId('insurance') });
export type AttachInsuranceBody = z.infer<typeof attachInsuranceBody>;

/** A supplier's own order (Draft): for a patient the company sees; the prescriber may follow (no_doctor). */
export const vendorCreateOrderBody = z.object({
  user_id: refId('patient'),
  doctor_id: clearable(refId('doctor')),
  doctor_location_id: clearable(refId('location')),
  rx_date: calendarDate.optional(),
  refills_total: z.coerce.number().int().min(0, 'The refills must be 0 to 12.').max(12, 'The refills must be 0 to 12.').optional(),
});
export type VendorCreateOrderBody = z.infer<typeof vendorCreateOrderBody>;

export const sendToPatientBody = z.object({
  email: z.string().trim().max(200).email('The email must be a valid email address.').optional(),
});
export type SendToPatientBody = z.infer<typeof sendToPatientBody>;

export const quizLinkResult = z.object({
  /** The short link (`{publicUrl}/s/{hash}`) to `/signed/{patientId}/order/{orderId}?token=...`. */
  url: z.string(),
  expires_at: z.string(),
  sent_to: z.string(),
});
export type QuizLinkResult = z.infer<typeof quizLinkResult>;

/** An over-the-counter item (an `is_otc` catalogue item) given with an order line. */
export const addOtcBody = z.object({
  equipment_id: refId('item'),
  quantity: z.coerce
    .number()
    .int('The quantity must be a whole number.')
    .min(1, 'The quantity must be at least 1.')
    .max(99, 'The quantity may not be greater than 99.')
    .default(1),
  /** Issue 9: take the units from this SKU of the company's stock (reserved on the line, like set-sku). */
  sku_id: refId('SKU').optional(),
  /** Where from; default the order's warehouse, else the one with the most free units. */
  warehouse_id: refId('warehouse').optional(),
});
export type AddOtcBody = z.infer<typeof addOtcBody>;

export const presetParams = orderParams.extend({ presetId: idParam });

// --- endpoints ---------------------------------------------------------------------------------------------

const doctor = (permission: string) => ({ roles: ['doctor'] as const, permission });
const EDIT = 'order edit {status}';
const DO = '/api/doctor/orders/{orderId}';

export const SPLIT_SUMMARY =
  'Moves the chosen items to a new order in the same status (history rows on both); 422 when every item or none of the order is chosen.';
export const REFILL_CANCEL_SUMMARY =
  'Stops the remaining refills (no further refill orders are generated); 409 when already cancelled or none remain.';
export const REFILL_RESTORE_SUMMARY = 'Resumes cancelled refills; 409 when they are not cancelled.';

export const doctorOrderActions = {
  commonsFromPreset: endpoint({
    method: 'POST',
    path: `${DO}/commons-from-preset/{presetId}`,
    access: doctor(EDIT),
    summary: "Adds a preset's items to a draft (quantities add up); 404 for another practice's preset. Answers all items.",
    params: presetParams,
    response: dataOf(z.array(orderItem)),
  }),
  contactsFromProfile: endpoint({
    method: 'POST',
    path: `${DO}/contacts-from-profile`,
    access: doctor(EDIT),
    summary:
      "Resets the draft's billing and shipping addresses and insurance from the patient's profile (billing address, active primary policy).",
    params: orderParams,
    response: dataOf(order),
  }),
  split: endpoint({
    method: 'POST',
    path: `${DO}/split`,
    access: doctor(EDIT),
    summary: `${SPLIT_SUMMARY} Doctors split drafts only.`,
    params: orderParams,
    body: splitOrderBody,
    response: dataOf(splitOrderResult),
  }),
  recall: endpoint({
    method: 'POST',
    path: `${DO}/recall`,
    access: doctor(EDIT),
    summary: 'Takes a sent order back to Draft while the supplier has not started (Pend HIPAA or Initial); 409 after.',
    params: orderParams,
    body: recallOrderBody,
    response: dataOf(order),
  }),
  cancelRefills: endpoint({
    method: 'POST',
    path: `${DO}/refills/cancel`,
    access: doctor(EDIT),
    summary: REFILL_CANCEL_SUMMARY,
    params: orderParams,
    response: dataOf(order),
  }),
  restoreRefills: endpoint({
    method: 'POST',
    path: `${DO}/refills/restore`,
    access: doctor(EDIT),
    summary: REFILL_RESTORE_SUMMARY,
    params: orderParams,
    response: dataOf(order),
  }),
};
