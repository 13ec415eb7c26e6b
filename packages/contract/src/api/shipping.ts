import { z } from 'zod';
import { endpoint } from '../endpoint';
import { COURIER_CODES, DELIVERY_METHODS, DRIVER_SKILLS, TRACKING_DIGITS } from '../shipping';
import { SHIPPING_STATUS_KEYS } from '../statuses';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { addressOut } from './address';
import { text } from './company';
import { patientParams } from './patients';

// --- suborders (issue 10: shipping) --------------------------------------------------------------------------
// A ready order is split into suborders (shipments) per warehouse and delivery method. Each carries its items,
// delivery windows, tracking and a shipping status; delivery routes (delivery.ts) take driver suborders to the door.

/** An instant with its offset, as the browser's `toISOString()` writes it. */
export const instant = z.iso.datetime({ offset: true, error: 'The time must be a valid date and time.' });

export const shippingStatusKey = z.enum(SHIPPING_STATUS_KEYS, { error: 'The status is not a shipping status.' });
export const deliveryMethod = z.enum(DELIVERY_METHODS, { error: 'The delivery method must be driver, courier or pickup.' });

export const deliveryAddress = z.object({
  ...addressOut,
  /** Where the stop is on the map: geocoded from the ZIP's centroid when the address has no coordinates. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const timeslot = z.object({
  id: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Offered to the patient, agreed with them (one at a time), or declined. */
  status: z.enum(['offered', 'agreed', 'declined']),
  created_at: z.string(),
});
export type Timeslot = z.infer<typeof timeslot>;

export const suborder = z.object({
  id: z.number(),
  /** `{order id}-{n}`: what staff and patients read on labels and the phone. */
  number: z.string(),
  order_id: z.number(),
  order_status: z.number(),
  patient: z.object({ id: z.number(), full_name: z.string(), phone: z.string().nullable() }),
  warehouse: z.object({ id: z.number(), name: z.string() }).nullable(),
  method: deliveryMethod,
  status: shippingStatusKey,
  status_name: z.string(),
  courier: z.object({ code: z.string(), name: z.string() }).nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  address: deliveryAddress,
  /** The window agreed with the patient, if any. */
  agreed_slot: z.object({ starts_at: z.string(), ends_at: z.string() }).nullable(),
  /** The route that takes it (driver deliveries once planned). */
  route: z.object({ id: z.number(), date: z.string(), driver: z.object({ id: z.number(), name: z.string() }), seq: z.number() }).nullable(),
  items_count: z.number(),
  /** Skills the driver needs (e.g. oxygen), from the items' equipment. */
  required_skills: z.array(z.enum(DRIVER_SKILLS)),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Suborder = z.infer<typeof suborder>;

export const suborderItem = z.object({
  id: z.number(),
  order_item_id: z.number(),
  hcpcs: z.string(),
  name: z.string(),
  quantity: z.number(),
  sku: z.string().nullable(),
  serial: z.string().nullable(),
  /** An over-the-counter sale added at delivery (not prescribed). */
  otc: z.boolean(),
  /** Position of the line on the suborder's claim (1-based), set on the claim-indexes screen. */
  claim_index: z.number().nullable(),
  /** Loaded on the van (mark items), with the serial scanned there. */
  loaded_at: z.string().nullable(),
  loaded_serial: z.string().nullable(),
});
export type SuborderItem = z.infer<typeof suborderItem>;

export const suborderHistoryEntry = z.object({
  id: z.number(),
  from_status: z.string().nullable(),
  from_status_name: z.string().nullable(),
  to_status: z.string(),
  to_status_name: z.string(),
  note: z.string(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type SuborderHistoryEntry = z.infer<typeof suborderHistoryEntry>;

/** One suborder with what its screen shows besides the list's fields. */
export const suborderDetail = suborder.extend({
  items: z.array(suborderItem),
  history: z.array(suborderHistoryEntry),
  /** Statuses a person may move it to by hand (`allowedShippingMoves`), limited by the caller's permissions. */
  next_statuses: z.array(shippingStatusKey),
  /** The signed assignment of benefits uploaded for it, and the proof of delivery written at the door. */
  signed_aob_media_id: z.number().nullable(),
  proof_of_delivery_media_id: z.number().nullable(),
});
export type SuborderDetail = z.infer<typeof suborderDetail>;

export const SUBORDER_LIST_STATUSES = ['all', ...SHIPPING_STATUS_KEYS] as const;
export const subordersQuery = listQuery.extend({
  /** A shipping status key, or `all` (the list's default). */
  status: z.enum(SUBORDER_LIST_STATUSES, { error: 'The status is not a shipping status.' }).optional(),
  patient_id: idParam.optional(),
  order_id: idParam.optional(),
  method: deliveryMethod.optional(),
  /** `1`: only delivered suborders without a live claim (billing's "ready for billing" list). */
  unbilled: z.enum(['1', 'true'], { error: 'unbilled must be 1.' }).optional(),
  sortBy: z.enum(['created_at', 'id', 'status', 'agreed_slot']).optional(),
});
export type SubordersQuery = z.infer<typeof subordersQuery>;

const trackingNumber = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v === '' || new RegExp(`^\\d{${TRACKING_DIGITS}}$`).test(v), 'The tracking number must be 12 digits (####-####-####).');

export const suborderStatusBody = z.object({
  status: shippingStatusKey,
  note: text(1000).optional(),
  /** Courier suborders going out carry the carrier and tracking number. */
  courier: z.enum(COURIER_CODES, { error: 'The courier is not in the list.' }).optional(),
  tracking_number: trackingNumber.optional(),
});
export type SuborderStatusBody = z.infer<typeof suborderStatusBody>;

export const timeslotBody = z
  .object({
    starts_at: instant,
    ends_at: instant,
    /** `agreed` replaces the agreed window (the earlier one becomes declined). */
    status: z.enum(['offered', 'agreed']).default('offered'),
  })
  .refine((v) => v.ends_at > v.starts_at, { message: 'The window must end after it starts.', path: ['ends_at'] });
export type TimeslotBody = z.infer<typeof timeslotBody>;

export const suborderOtcBody = z.object({
  sku_id: idParam,
  quantity: z.number().int('The quantity must be a whole number.').min(1, 'The quantity must be at least 1.').max(99, 'The quantity may not be greater than 99.'),
});
export type SuborderOtcBody = z.infer<typeof suborderOtcBody>;

export const claimIndexesBody = z.object({
  items: z
    .array(z.object({ id: idParam, claim_index: z.number().int().min(1, 'The index must be at least 1.').max(50, 'The index may not be greater than 50.').nullable() }))
    .max(200),
});
export type ClaimIndexesBody = z.infer<typeof claimIndexesBody>;

export const regroupingBody = z.object({
  /**
   * The suborders to make, each with the order's item ids it carries. Without groups the order is split by the
   * warehouse its stock is reserved in, driver delivery for each.
   */
  groups: z
    .array(
      z.object({
        item_ids: z.array(idParam).min(1, 'Each suborder needs at least one item.').max(100),
        method: deliveryMethod,
        warehouse_id: idParam.nullable().optional(),
      }),
    )
    .max(50)
    .optional(),
});
export type RegroupingBody = z.infer<typeof regroupingBody>;

export const patientShippingData = z.object({
  addresses: z.array(deliveryAddress.extend({ id: z.number(), type: z.string() })),
  phone: z.string().nullable(),
  suborders: z.object({ total: z.number(), delivered: z.number(), open: z.number() }),
  last_delivered_at: z.string().nullable(),
});
export type PatientShippingData = z.infer<typeof patientShippingData>;

export const courier = z.object({ code: z.string(), name: z.string(), tracking_url: z.string() });

const shipping = (verb: 'view' | 'edit') => ({ roles: ['supplier'], permission: `shipping ${verb} {status}` }) as const;
const suborderParams = z.object({ suborderId: idParam });
const BASE = '/api/vendor/suborders';

export const listSuborders = endpoint({
  method: 'GET',
  path: BASE,
  access: { roles: ['supplier'] },
  summary:
    "The company's suborders, newest first; staff see the statuses they hold `shipping view {status}` for. Search matches the suborder number, the patient's name and the tracking number.",
  query: subordersQuery,
  response: pageOf(suborder),
});

export const getSuborder = endpoint({
  method: 'GET',
  path: `${BASE}/{suborderId}`,
  access: shipping('view'),
  summary: 'One suborder with its items and status history (404 for another company’s).',
  params: suborderParams,
  response: dataOf(suborderDetail),
});

export const listSuborderItems = endpoint({
  method: 'GET',
  path: `${BASE}/{suborderId}/items`,
  access: shipping('view'),
  summary: 'The items of a suborder with SKU, serial, claim index and loading.',
  params: suborderParams,
  response: z.object({ data: z.array(suborderItem) }),
});

export const setSuborderStatus = endpoint({
  method: 'POST',
  path: `${BASE}/{suborderId}/status`,
  access: shipping('edit'),
  summary:
    'Moves the suborder to another shipping status (409 when the move is not allowed from its status); needs `shipping edit` for both statuses. A courier suborder going out needs the carrier and the tracking number. When every suborder of the order is delivered, the order moves to Billing.',
  params: suborderParams,
  body: suborderStatusBody,
  response: dataOf(suborderDetail),
});

export const listSuborderTimeslots = endpoint({
  method: 'GET',
  path: `${BASE}/{suborderId}/timeslots`,
  access: shipping('view'),
  summary: 'Delivery windows offered to and agreed with the patient, earliest first.',
  params: suborderParams,
  response: z.object({ data: z.array(timeslot) }),
});

export const addSuborderTimeslot = endpoint({
  method: 'POST',
  path: `${BASE}/{suborderId}/timeslots`,
  access: shipping('edit'),
  summary: 'Offers a delivery window, or records the one agreed with the patient. Answers 201.',
  params: suborderParams,
  body: timeslotBody,
  response: dataOf(timeslot),
});

export const listSuborderOtc = endpoint({
  method: 'GET',
  path: `${BASE}/{suborderId}/otc`,
  access: shipping('view'),
  summary: 'Over-the-counter items sold with the suborder.',
  params: suborderParams,
  response: z.object({ data: z.array(suborderItem) }),
});

export const addSuborderOtc = endpoint({
  method: 'POST',
  path: `${BASE}/{suborderId}/otc`,
  access: shipping('edit'),
  summary:
    'Adds an over-the-counter SKU to the suborder (and its order) with its units reserved in the suborder’s warehouse; 409 when not enough are free. Answers 201.',
  params: suborderParams,
  body: suborderOtcBody,
  response: dataOf(suborderItem),
});

export const getSuborderClaimIndexes = endpoint({
  method: 'GET',
  path: `${BASE}/{suborderId}/claim-indexes`,
  access: { roles: ['supplier'], permission: 'billing claim view' },
  summary: 'The suborder’s items with their position on its claim.',
  params: suborderParams,
  response: z.object({ data: z.array(suborderItem) }),
});

export const saveSuborderClaimIndexes = endpoint({
  method: 'PUT',
  path: `${BASE}/{suborderId}/claim-indexes`,
  access: { roles: ['supplier'], permission: 'billing claim create' },
  summary: 'Saves the items’ positions on the claim (422 when two items share one).',
  params: suborderParams,
  body: claimIndexesBody,
  response: z.object({ data: z.array(suborderItem) }),
});

export const uploadSignedAob = endpoint({
  method: 'POST',
  path: `${BASE}/{suborderId}/signed-aob`,
  access: shipping('edit'),
  multipart: true,
  summary:
    'Uploads the signed assignment of benefits (a PDF or image in `file`) into the order’s documents; a suborder pending AOB becomes delivered. Answers 201.',
  params: suborderParams,
  response: dataOf(suborderDetail),
});

export const regroupOrder = endpoint({
  method: 'POST',
  path: '/api/vendor/orders/{orderId}/regrouping',
  access: { roles: ['supplier'], permission: 'order edit {status}' },
  summary:
    'Splits a Ready For Service or Delivery order into suborders per warehouse and delivery method, replacing the suborders that have not left yet (409 once one is on its way or planned on a route). Every item goes in exactly one group (422 otherwise).',
  params: z.object({ orderId: idParam }),
  body: regroupingBody,
  response: z.object({ data: z.array(suborder) }),
});

export const getPatientShippingData = endpoint({
  method: 'GET',
  path: '/api/vendor/patients/{patientId}/shipping-data',
  access: { roles: ['supplier'] },
  summary: "A linked patient's delivery addresses (with map coordinates), phone and the count of their suborders.",
  params: patientParams,
  response: dataOf(patientShippingData),
});

export const listCouriers = endpoint({
  method: 'GET',
  path: '/api/vendor/courier',
  access: { roles: ['supplier'] },
  summary: 'Parcel carriers for courier suborders, with their tracking page.',
  response: z.object({ data: z.array(courier) }),
});

export const shippingEndpoints = [
  listSuborders,
  getSuborder,
  listSuborderItems,
  setSuborderStatus,
  listSuborderTimeslots,
  addSuborderTimeslot,
  listSuborderOtc,
  addSuborderOtc,
  getSuborderClaimIndexes,
  saveSuborderClaimIndexes,
  uploadSignedAob,
  regroupOrder,
  getPatientShippingData,
  listCouriers,
] as const;
