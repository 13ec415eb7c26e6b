import { z } from 'zod';
import { endpoint } from '../endpoint';
import { INSURANCE_TYPES, LANGUAGES } from '../reference';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { patientPhone } from './patients';

export * from '../patient-words';

// --- the patient app (issue 13, items 1-4 and 8) -----------------------------------------------------------------
// A patient signs in with role `patient` and is linked to one patient record (`patients.user_id`); every call below
// is scoped to that record, and any other id answers 404. The order's timeline is built from the same rows the
// doctor and the supplier see (status history, signatures, documents), in the words of patient-words.ts.

const PATIENT = { roles: ['patient'] } as const;

export const patientOrderItem = z.object({ name: z.string(), hcpcs: z.string(), quantity: z.number() });

/** A shipment of the order as the patient follows it; instants are shown in the supplier's time zone. */
export const patientDelivery = z.object({
  id: z.number(),
  order_id: z.number(),
  /** `{order id}-{seq}`, as the supplier and the driver name it. */
  number: z.string(),
  status: z.string(),
  /** patientDeliveryWords(status). */
  status_words: z.string(),
  method: z.string(),
  slot_starts_at: z.string().nullable(),
  slot_ends_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  time_zone: z.string(),
});
export type PatientDelivery = z.infer<typeof patientDelivery>;

export const patientOrderSummary = z.object({
  id: z.number(),
  status: z.number(),
  /** patientStatusLabel(status). */
  status_label: z.string(),
  /** PATIENT_STATUS_WORDS of the current status. */
  status_words: z.string(),
  supplier: z.string().nullable(),
  doctor: z.string().nullable(),
  items: z.array(patientOrderItem),
  is_refill: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PatientOrderSummary = z.infer<typeof patientOrderSummary>;

export const TIMELINE_KINDS = ['status', 'signature', 'document'] as const;
export const timelineEntry = z.object({
  /** Stable within the order: `{kind}-{source row id}`. */
  key: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  /** Status rows: the status reached (the supplier's history row of the same change). */
  status: z.number().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const patientOrderDetail = patientOrderSummary.extend({
  deliveries: z.array(patientDelivery),
  shipping_address: z.string().nullable(),
  /** Oldest first. */
  timeline: z.array(timelineEntry),
});
export type PatientOrderDetail = z.infer<typeof patientOrderDetail>;

/** An open request of the supplier (answered on `patient.requests.show`). */
export const dashboardRequest = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  order_id: z.number().nullable(),
  due_date: z.string().nullable(),
  created_at: z.string(),
});
export type DashboardRequest = z.infer<typeof dashboardRequest>;

export const patientDashboard = z.object({
  first_name: z.string(),
  /** Requests to answer (refills apart). */
  requests: z.array(dashboardRequest),
  /** Refills waiting for the patient's confirmation. */
  refills: z.array(dashboardRequest),
  /** Deliveries not yet made, soonest first. */
  deliveries: z.array(patientDelivery),
  /** The newest orders. */
  orders: z.array(patientOrderSummary),
  has_insurance: z.boolean(),
});
export type PatientDashboard = z.infer<typeof patientDashboard>;

export const patientProfile = z.object({
  id: z.number(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  dob: z.string(),
  gender: z.string(),
  language: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The address deliveries go to (the billing address on file). */
  address: z.string().nullable(),
});
export type PatientProfile = z.infer<typeof patientProfile>;

/** What a patient may change themself; name and date of birth are what the payer knows, so the supplier keeps them. */
export const patientProfileBody = z.object({
  phone: z.preprocess((v) => (v === '' ? null : v), patientPhone.nullable()).optional(),
  email: z
    .preprocess((v) => (v === '' ? null : v), z.string().trim().max(200).email('The email must be a valid email address.').nullable())
    .optional(),
  language: z.enum(LANGUAGES, { error: 'Choose a language from the list.' }).optional(),
});
export type PatientProfileBody = z.infer<typeof patientProfileBody>;

export const patientInsuranceCard = z.object({
  id: z.number(),
  payer_name: z.string(),
  payer_id: z.string().nullable(),
  type: z.enum(INSURANCE_TYPES),
  member_id: z.string(),
  group_number: z.string(),
  effective_date: z.string().nullable(),
  termination_date: z.string().nullable(),
  is_active: z.boolean(),
  /** Which sides of the card the patient sent a photo of. */
  photos: z.object({ front: z.boolean(), back: z.boolean() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PatientInsuranceCard = z.infer<typeof patientInsuranceCard>;

/**
 * The text fields of the new-insurance form (multipart, with the card photos as files `front` and `back`). The
 * payer comes from the payers list (`GET /api/insurances`); a new card replaces an active one of the same type.
 */
export const newInsuranceFields = z.object({
  payer_id: z
    .string({ error: 'Choose your insurance company from the list.' })
    .trim()
    .min(1, 'Choose your insurance company from the list.')
    .max(50),
  member_id: z
    .string({ error: 'The member id field is required.' })
    .trim()
    .min(1, 'The member id field is required.')
    .max(40, 'The member id may not be greater than 40 characters.')
    .regex(/^[A-Za-z0-9-]+$/, 'The member id may contain only letters, digits and dashes.'),
  group_number: z.string().trim().max(40, 'The group number may not be greater than 40 characters.').optional(),
  type: z.enum(INSURANCE_TYPES, { error: 'The type must be primary or secondary.' }).default('primary'),
});
export type NewInsuranceFields = z.infer<typeof newInsuranceFields>;
/** The card photo files of the new-insurance form. */
export const INSURANCE_CARD_SIDES = ['front', 'back'] as const;

export const patientDoctor = z.object({
  id: z.number(),
  name: z.string(),
  npi: z.string().nullable(),
  practice: z.string().nullable(),
  office: z.object({ name: z.string(), address: z.string() }).nullable(),
  last_order_at: z.string(),
});
export type PatientDoctor = z.infer<typeof patientDoctor>;

export const patientOrdersQuery = listQuery.extend({ sortBy: z.enum(['created_at']).optional() });

const orderParams = z.object({ orderId: idParam });
const insuranceParams = z.object({ insuranceId: idParam });

export const getPatientDashboard = endpoint({
  method: 'GET',
  path: '/api/patient/dashboard',
  access: PATIENT,
  summary:
    'What needs the patient now (requests to answer, refills to confirm, deliveries coming with their slot), then the newest orders.',
  response: dataOf(patientDashboard),
});
export const getPatientProfile = endpoint({
  method: 'GET',
  path: '/api/patient/profile',
  access: PATIENT,
  summary: "The patient's own record (404 while the user is linked to none).",
  response: dataOf(patientProfile),
});
export const updatePatientProfile = endpoint({
  method: 'PUT',
  path: '/api/patient/profile',
  access: PATIENT,
  summary: 'Changes the phone, e-mail or language on the patient record (fields not sent stay).',
  body: patientProfileBody,
  response: dataOf(patientProfile),
});
export const listPatientInsurances = endpoint({
  method: 'GET',
  path: '/api/patient/insurances',
  access: PATIENT,
  summary: "The patient's insurances, active first.",
  response: z.object({ data: z.array(patientInsuranceCard) }),
});
export const getPatientInsurance = endpoint({
  method: 'GET',
  path: '/api/patient/insurances/{insuranceId}',
  access: PATIENT,
  summary: "One of the patient's insurances (404 for any other).",
  params: insuranceParams,
  response: dataOf(patientInsuranceCard),
});
export const createPatientInsurance = endpoint({
  method: 'POST',
  path: '/api/patient/insurances',
  access: PATIENT,
  multipart: true,
  summary:
    "Adds an insurance from the card: payer from the payers list, member id, and photos of both sides (files `front` and `back`, images). A card replacing an active one of the same type ends the old one yesterday. The supplier sees it on the patient's insurances; it has no eligibility answer yet, so it is listed to check. Answers 201.",
  body: newInsuranceFields,
  response: dataOf(patientInsuranceCard),
});
export const listPatientDoctors = endpoint({
  method: 'GET',
  path: '/api/patient/doctors',
  access: PATIENT,
  summary: "The prescribers of the patient's orders, most recent first.",
  response: z.object({ data: z.array(patientDoctor) }),
});
export const listPatientOrders = endpoint({
  method: 'GET',
  path: '/api/patient/orders',
  access: PATIENT,
  summary: "The patient's orders sent to a supplier, newest first.",
  query: patientOrdersQuery,
  response: pageOf(patientOrderSummary),
});
export const getPatientOrder = endpoint({
  method: 'GET',
  path: '/api/patient/orders/{orderId}',
  access: PATIENT,
  summary:
    "One of the patient's orders with its deliveries and its timeline (the status history, signatures and signed documents the supplier sees, in plain words).",
  params: orderParams,
  response: dataOf(patientOrderDetail),
});

// --- supplier side --------------------------------------------------------------------------------------------------

export const patientAppInvite = z.object({
  user_id: z.number(),
  email: z.string(),
  /** The patient had already set a password: the mail says to sign in, no new link. */
  already_active: z.boolean(),
});
export const inviteToAppBody = z.object({
  /** Where to send the invitation; the patient record's e-mail when absent (it is stored on the record if it had none). */
  email: z.string().trim().max(200).email('The email must be a valid email address.').optional(),
});
export const invitePatientToApp = endpoint({
  method: 'POST',
  path: '/api/vendor/patients/{patientId}/invite-app',
  access: { roles: ['supplier'] },
  summary:
    "Invites the patient to the patient app: creates (or reuses) a `patient` user for the e-mail, links it to the patient record and mails a link to set a password (`/hello/{userId}?code=`). 409 when the e-mail belongs to someone else's sign-in.",
  params: z.object({ patientId: idParam }),
  body: inviteToAppBody,
  response: dataOf(patientAppInvite),
});

export const insuranceToCheck = z.object({
  insurance_id: z.number(),
  patient: z.object({ id: z.number(), full_name: z.string() }),
  payer_name: z.string(),
  payer_id: z.string().nullable(),
  member_id: z.string(),
  type: z.enum(INSURANCE_TYPES),
  /** When the policy was added or last changed (by the patient in the app, or by staff). */
  changed_at: z.string(),
});
export type InsuranceToCheck = z.infer<typeof insuranceToCheck>;
export const insurancesToCheck = endpoint({
  method: 'GET',
  path: '/api/vendor/billing/eligibility/to-check',
  access: { roles: ['supplier'], permission: 'billing eligibility view' },
  summary:
    "Active insurances of the company's patients added or changed in the last 30 days with no eligibility check since: the checks to run next, newest change first.",
  query: listQuery,
  response: pageOf(insuranceToCheck),
});

export const patientAppEndpoints = [
  getPatientDashboard,
  getPatientProfile,
  updatePatientProfile,
  listPatientInsurances,
  getPatientInsurance,
  createPatientInsurance,
  listPatientDoctors,
  listPatientOrders,
  getPatientOrder,
  invitePatientToApp,
  insurancesToCheck,
] as const;
