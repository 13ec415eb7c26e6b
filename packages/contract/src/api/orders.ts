import { z } from 'zod';
import { MASKS } from '../format/mask';
import { ORDER_STATUS_CODES, PURCHASE_PAYMENT_STATES } from '../statuses';
import { RENTAL_OR_PURCHASE } from './catalog';
import { idParam, listQuery } from './common';
import { calendarDate } from './patients';
import { signatureDataUrl } from './invite';
import { diagnosis } from './reference';
import { queryFlag } from './tasks';

// --- list filters ------------------------------------------------------------------------------------------

/** The doctor's order tabs: Draft (0 and 1), Pend HIPAA, Pend PRSC, Pend F2F, and the virtual In work and Delivered. */
export const DOCTOR_ORDER_FILTERS = [1, 3, 20, 22, -10, -100] as const;
/** The supplier's order tabs: every status; Draft (1) holds 0 and 1. */
export const VENDOR_ORDER_FILTERS = ORDER_STATUS_CODES.filter((c) => c !== 0);

/** The `status` route param of the orders lists: `all` (default) or one of the side's codes. */
const statusFilter = (allowed: readonly number[]) =>
  z
    .string()
    .trim()
    .default('all')
    .refine((v) => v === 'all' || (/^-?\d+$/.test(v) && allowed.includes(Number(v))), 'The status is not in the list.')
    .transform((v): 'all' | number => (v === 'all' ? 'all' : Number(v)));

const ordersQueryBase = listQuery.extend({
  sortBy: z.enum(['id', 'status', 'rx_date', 'created_at', 'updated_at']).optional(),
  /** Only the orders of one patient (the patient's orders tab). */
  patient_id: idParam.optional(),
  /** Archived orders instead of the current ones. */
  archived: queryFlag.optional(),
});
export const doctorOrdersQuery = ordersQueryBase.extend({ status: statusFilter([0, ...DOCTOR_ORDER_FILTERS]) });
export const vendorOrdersQuery = ordersQueryBase.extend({
  status: statusFilter(ORDER_STATUS_CODES),
  /** Only the orders carrying one of the company's tags (settings tags). */
  tag_id: idParam.optional(),
});
export type DoctorOrdersQuery = z.infer<typeof doctorOrdersQuery>;
export type VendorOrdersQuery = z.infer<typeof vendorOrdersQuery>;

// --- answers -----------------------------------------------------------------------------------------------

const ref = z.object({ id: z.number(), name: z.string() });
const categoryRef = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const orderSummary = z.object({
  id: z.number(),
  status: z.number(),
  status_name: z.string(),
  /** What the caller's side shows: for a doctor, In work (-10) or Delivered (-100) in place of supplier statuses. */
  virtual_status: z.number(),
  virtual_status_name: z.string(),
  patient: z.object({ id: z.number(), full_name: z.string(), dob: z.string() }).nullable(),
  /** The prescriber. */
  doctor: ref.nullable(),
  doctor_location: ref.nullable(),
  vendor: ref.nullable(),
  items_count: z.number(),
  rx_date: z.string().nullable(),
  expiration_date: z.string().nullable(),
  refills_total: z.number(),
  refill_index: z.number(),
  no_doctor: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set while archived; an archived order is read-only until restored. */
  deleted_at: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** An order item ("commons"): the equipment item, quantity, and the supplier's SKU, serial and confirmation. */
export const orderItem = z.object({
  id: z.number(),
  order_id: z.number(),
  equipment_id: z.number(),
  hcpcs: z.string(),
  name: z.string(),
  description: z.string(),
  category: categoryRef,
  subcategory: categoryRef,
  rental_or_purchase: z.enum(RENTAL_OR_PURCHASE),
  refill_months: z.number().nullable(),
  quantity: z.number(),
  /** The most the quantity may be: the item's usual units per order, else 99 (the quantity input's max). */
  max_quantity: z.number(),
  sku: z.string().nullable(),
  serial: z.string().nullable(),
  confirmed: z.boolean(),
  /** The medical-necessity quiz of the item is passed (always true for items without one). */
  quiz_passed: z.boolean().optional(),
  /** Set when the supplier archived the line. */
  archived_at: z.string().nullable().optional(),
  /**
   * The inventory behind the SKU (issue 9): the warehouse its quantity is reserved in, how much is reserved, and the
   * state of the unit on the line. Null while the line has no SKU; absent on the doctor's side.
   */
  stock: z
    .object({
      sku_id: z.number(),
      serialized: z.boolean(),
      warehouse: z.object({ id: z.number(), name: z.string() }),
      reserved: z.number(),
      serial_state: z.enum(['in_stock', 'reserved', 'delivered', 'returned', 'retired']).nullable(),
      /** An open with-request distribution order is buying for this line. */
      on_order: z.boolean(),
      issued: z.boolean(),
    })
    .nullable()
    .optional(),
  created_at: z.string(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** The cart view: items under their category and subcategory. */
export const orderItemsTree = z.object({
  data: z.array(categoryRef.extend({ children: z.array(categoryRef.extend({ items: z.array(orderItem) })) })),
});

export const orderDiagnosis = diagnosis.extend({ position: z.number() });
export type OrderDiagnosis = z.infer<typeof orderDiagnosis>;

/** A patient's own purchase (PATIENT_PAY_ORDER_TYPE): what the supplier collects, at checkout's prices. */
export const orderPurchase = z.object({
  total_cents: z.number(),
  payment_status: z.enum(PURCHASE_PAYMENT_STATES),
  lines: z.array(z.object({ name: z.string(), hcpcs: z.string(), quantity: z.number(), unit_price_cents: z.number(), line_total_cents: z.number() })),
  updated_at: z.string(),
});
export type OrderPurchase = z.infer<typeof orderPurchase>;

export const order = orderSummary.extend({
  type: z.string().nullable(),
  confirmed: z.boolean(),
  commons_confirmation: z.boolean(),
  doctor_id: z.number().nullable(),
  doctor_location_id: z.number().nullable(),
  patient_id: z.number().nullable(),
  insurance_id: z.number().nullable(),
  vendor_id: z.number().nullable(),
  patient_vendor: z.boolean(),
  warehouse_id: z.number().nullable(),
  signed_at: z.string().nullable(),
  /** Digits without the `####-####-####-####` mask. */
  prior_number: z.string().nullable(),
  prsc_signed_by: z.number().nullable(),
  prsc_signed_at: z.string().nullable(),
  f2f_signed_by: z.number().nullable(),
  f2f_signed_at: z.string().nullable(),
  refill_authorization: z.boolean(),
  refill_for: z.number().nullable(),
  parallel_sign: z.boolean(),
  billing_address_id: z.number().nullable(),
  shipping_address_id: z.number().nullable(),
  full_billing_address: z.string().nullable(),
  full_shipping_address: z.string().nullable(),
  insurance: z
    .object({ id: z.number(), payer_name: z.string(), member_id: z.string(), type: z.enum(['primary', 'secondary']), is_active: z.boolean() })
    .nullable(),
  created_by: z.number().nullable(),
  /** Digits without the `####-####-####` mask. */
  track_number: z.string().nullable().optional(),
  /** Last day of the prior authorisation (PUT authorization). */
  pa_expires_on: z.string().nullable().optional(),
  /** Set when the remaining refills were cancelled. */
  refills_cancelled_at: z.string().nullable().optional(),
  diagnoses: z.array(orderDiagnosis),
  commons: z.array(orderItem),
  /** Only on a patient's purchase, for the supplier. */
  purchase: orderPurchase.nullable().optional(),
});
export type Order = z.infer<typeof order>;

export const orderHistoryEntry = z.object({
  id: z.number(),
  /** Null on the creation row. For a doctor, codes are the statuses the doctor sees (virtual ones included). */
  from: z.number().nullable(),
  from_name: z.string().nullable(),
  to: z.number(),
  to_name: z.string(),
  user: ref.nullable(),
  /** The colleague the user acted for (X-Staff-Id). */
  staff: ref.nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

/** One action a status needs before the order may move on. */
export const checklistItem = z.object({ key: z.string(), label: z.string(), done: z.boolean() });
export type ChecklistItem = z.infer<typeof checklistItem>;

/** The supplier's status tab: the step button or waiting text, and the current status's checklist. */
export const orderValidation = z.object({
  status: z.number(),
  status_name: z.string(),
  step: z.union([
    z.object({ kind: z.literal('button'), to: z.number(), label: z.string() }),
    z.object({ kind: z.literal('text'), text: z.string() }),
    z.null(),
  ]),
  /** Where `status/next` would move the order now (PA steps are skipped when no item needs prior authorisation). */
  next: z.number().nullable(),
  fulfilled: z.boolean(),
  checklist: z.array(checklistItem),
});
export type OrderValidation = z.infer<typeof orderValidation>;

/** The doctor's status tab: the status as the doctor sees it and the one action available, if any. */
export const doctorOrderStatus = z.object({
  status: z.number(),
  status_name: z.string(),
  virtual_status: z.number(),
  virtual_status_name: z.string(),
  action: z.object({ code: z.number(), label: z.string() }).nullable(),
  checklist: z.array(checklistItem),
});
export type DoctorOrderStatus = z.infer<typeof doctorOrderStatus>;

// --- bodies ------------------------------------------------------------------------------------------------

/** A reference to another record by id; 422 names the field when it is missing or not one the caller may use. */
export const refId = (label: string) =>
  z.coerce.number({ error: `The ${label} field is required.` }).int(`The selected ${label} is invalid.`).positive(`The selected ${label} is invalid.`);
/** Optional; on update "not sent" = unchanged while '' or null = cleared (forms send ''). */
export const clearable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullable()).optional();
const refills = z.coerce.number().int().min(0, 'The refills must be 0 to 12.').max(12, 'The refills must be 0 to 12.');
export const statusNote = z.string().trim().max(1000, 'The note may not be greater than 1000 characters.');

export const createOrderBody = z.object({
  /** The patient (the spec's payload calls it user_id). */
  user_id: refId('patient'),
  doctor_location_id: refId('location'),
  vendor_id: clearable(refId('supplier')),
  rx_date: calendarDate.optional(),
  refills_total: refills.optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** What the doctor may change while the order is a draft; fields not sent stay. */
export const doctorOrderBody = z.object({
  doctor_location_id: refId('location').optional(),
  vendor_id: clearable(refId('supplier')),
  insurance_id: clearable(refId('insurance')),
  billing_address_id: clearable(refId('billing address')),
  shipping_address_id: clearable(refId('shipping address')),
  rx_date: clearable(calendarDate),
  refills_total: refills.optional(),
});
export type DoctorOrderBody = z.infer<typeof doctorOrderBody>;

export const priorNumber = z
  .string()
  .trim()
  .regex(new RegExp(`^${MASKS.priorNumber.replace(/-/g, '-?').replace(/#/g, '\\d')}$`), 'The prior number must be ####-####-####-####.')
  .transform((v) => v.replace(/\D/g, ''));

/** What the supplier works on during intake and authorisation; fields not sent stay. */
export const vendorOrderBody = z.object({
  insurance_id: clearable(refId('insurance')),
  billing_address_id: clearable(refId('billing address')),
  shipping_address_id: clearable(refId('shipping address')),
  rx_date: clearable(calendarDate),
  expiration_date: clearable(calendarDate),
  prior_number: clearable(priorNumber),
  no_doctor: z.boolean().optional(),
});
export type VendorOrderBody = z.infer<typeof vendorOrderBody>;

/**
 * The doctor actions Sign CMN (20) and Sign F2F (22) need the signature pad's image: they sign like the `sign`
 * call (PDFs with the signature) and answer the order. The other actions take only the note.
 */
export const orderStatusBody = z.object({
  note: statusNote.optional(),
  signature: signatureDataUrl.optional(),
  content_hash: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'The content hash is not valid.')
    .optional(),
});
export type OrderStatusBody = z.infer<typeof orderStatusBody>;

export const nextStatusBody = z.object({
  /** The status the caller saw: when the order has moved since, the call answers 409 instead of moving it again. */
  from: z.coerce.number().int().optional(),
  note: statusNote.optional(),
});
export type NextStatusBody = z.infer<typeof nextStatusBody>;

/** At most 12 diagnoses per order: an 837P claim carries 12 pointers. */
export const MAX_ORDER_DIAGNOSES = 12;
export const orderDiagnosesBody = z.object({
  diagnosis_ids: z
    .array(refId('diagnosis'), { error: 'The diagnosis ids field is required.' })
    .min(1, 'The diagnosis ids field is required.')
    .max(MAX_ORDER_DIAGNOSES, `At most ${MAX_ORDER_DIAGNOSES} diagnoses per order.`),
});
export type OrderDiagnosesBody = z.infer<typeof orderDiagnosesBody>;

export const MAX_ITEM_QUANTITY = 99;
const quantity = z.coerce.number().int('The quantity must be a whole number.').min(1, 'The quantity must be at least 1.').max(MAX_ITEM_QUANTITY, `The quantity may not be greater than ${MAX_ITEM_QUANTITY}.`);
export const addOrderItemsBody = z.object({
  items: z
    .array(
      z.object({
        equipment_id: refId('item'),
        quantity: quantity.default(1),
        /** Doctors: dispense the item from a supplier's consignment stock at one of the practice's offices. */
        stock: z.object({ sku_id: refId('SKU'), warehouse_id: refId('warehouse') }).optional(),
      }),
      { error: 'The items field is required.' },
    )
    .min(1, 'The items field is required.')
    .max(20, 'At most 20 items at a time.'),
});
export type AddOrderItemsBody = z.infer<typeof addOrderItemsBody>;

export const reduceItemBody = z.object({ quantity });
export type ReduceItemBody = z.infer<typeof reduceItemBody>;

// --- params ------------------------------------------------------------------------------------------------

export const orderParams = z.object({ orderId: idParam });
export const commonParams = z.object({ commonId: idParam });
export const commonQtyParams = commonParams.extend({ n: quantity });
/** The doctor's actions are named by the status they belong to (foundation §4 Doctor-side actions). */
export const DOCTOR_ACTION_CODES = [1, 3, 20, 22] as const;
export const doctorStatusParams = orderParams.extend({
  code: z.coerce.number().refine((n) => (DOCTOR_ACTION_CODES as readonly number[]).includes(n), 'The status action is not available.'),
});
