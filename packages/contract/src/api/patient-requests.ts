import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';

/*
 * What a supplier asks of a patient (issue 13, items 5 and 7): listed on the patient's dashboard and answered in
 * the app, or, for refills, through a short link without signing in. Every answer is written on the order's
 * history with its time, so the supplier sees it where it sees the order's status changes.
 */

export const PATIENT_REQUEST_KIND_VALUES = ['refill', 'document', 'delivery_slot', 'aob', 'questionnaire', 'prescription'] as const;
export type PatientRequestKind = (typeof PATIENT_REQUEST_KIND_VALUES)[number];
export const PATIENT_REQUEST_STATUS_VALUES = ['open', 'answered', 'declined', 'cancelled', 'expired'] as const;
export type PatientRequestStatus = (typeof PATIENT_REQUEST_STATUS_VALUES)[number];

/** The payer's resupply questions, in the order they are asked (the same on the app and the short-link page). */
export const REFILL_QUESTIONS = [
  { key: 'still_using', label: 'Are you still using your device?', type: 'yes_no' },
  { key: 'fits', label: 'Does the mask or cushion still fit and seal well?', type: 'yes_no' },
  { key: 'hours_per_night', label: 'About how many hours a night do you use it?', type: 'hours' },
  { key: 'problems', label: 'Any problem with the device or supplies? (optional)', type: 'text' },
] as const;

/** Refill reminders: how many are sent after the first mail, and how many days apart. */
export const REFILL_REMINDERS = 2;
export const REFILL_REMINDER_DAYS = 3;

const yesNo = (label: string) => z.boolean({ error: `Answer "${label}".` });

/**
 * A refill answer. Confirming needs the payer's questions answered; "I don't need it" needs nothing more (an
 * optional reason). The same body serves the app and the short link.
 */
export const refillAnswerBody = z
  .object({
    decision: z.enum(['confirm', 'decline'], { error: 'Choose confirm or decline.' }),
    still_using: yesNo('still using the device').optional(),
    fits: yesNo('does it still fit').optional(),
    hours_per_night: z.number({ error: 'Enter the hours a night.' }).int('Enter whole hours.').min(0, 'Enter 0 to 24 hours.').max(24, 'Enter 0 to 24 hours.').optional(),
    problems: z.string().trim().max(1000, 'The text may not be greater than 1000 characters.').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== 'confirm') return;
    if (v.still_using === undefined) ctx.addIssue({ code: 'custom', path: ['still_using'], message: 'Tell us whether you still use the device.' });
    if (v.fits === undefined) ctx.addIssue({ code: 'custom', path: ['fits'], message: 'Tell us whether it still fits.' });
    if (v.hours_per_night === undefined) ctx.addIssue({ code: 'custom', path: ['hours_per_night'], message: 'Enter the hours a night.' });
  });
export type RefillAnswerBody = z.infer<typeof refillAnswerBody>;

/** Answers as stored and shown (the refill's, or a document's file name). */
export const requestAnswers = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type RequestAnswers = z.infer<typeof requestAnswers>;

export const patientRequest = z.object({
  id: z.number(),
  kind: z.enum(PATIENT_REQUEST_KIND_VALUES),
  status: z.enum(PATIENT_REQUEST_STATUS_VALUES),
  title: z.string(),
  /** What the supplier writes to the patient (a document request says which document). */
  message: z.string().nullable(),
  supplier: z.string(),
  order_id: z.number().nullable(),
  /** The refill's item. */
  item: z.object({ name: z.string(), hcpcs: z.string(), quantity: z.number() }).nullable(),
  /** Refills: the day the item is due again (`YYYY-MM-DD`); others: the day the answer is needed by. */
  due_date: z.string().nullable(),
  answers: requestAnswers.nullable(),
  answered_at: z.string().nullable(),
  /** The refill order a confirmation created. */
  result_order_id: z.number().nullable(),
  /** The patient can answer it in the app now (open, and a kind the app answers). */
  can_answer: z.boolean(),
  created_at: z.string(),
});
export type PatientRequest = z.infer<typeof patientRequest>;

export const patientRequestsQuery = listQuery.extend({
  sortBy: z.enum(['created_at', 'due_date']).optional(),
  status: z.enum(PATIENT_REQUEST_STATUS_VALUES).optional(),
});
export type PatientRequestsQuery = z.infer<typeof patientRequestsQuery>;

export const requestParams = z.object({ requestId: idParam });
/** The short link's secret: URL-safe, at least 128 bits. */
export const refillLinkParams = z.object({ hash: z.string().regex(/^[\w-]{22,200}$/, 'This link is not valid.') });

/** The short-link page: only what whoever holds the link may see (the first name, the item, the supplier). */
export const publicRefill = z.object({
  first_name: z.string(),
  supplier: z.string(),
  item: z.object({ name: z.string(), hcpcs: z.string(), quantity: z.number() }),
  due_date: z.string().nullable(),
  link_expires_at: z.string(),
});
export type PublicRefill = z.infer<typeof publicRefill>;
export const publicRefillResult = z.object({ status: z.enum(['answered', 'declined']), result_order_id: z.number().nullable(), supplier: z.string() });
export type PublicRefillResult = z.infer<typeof publicRefillResult>;

/** A refill request its patient did not answer after every reminder: the supplier's staff phone them. */
export const refillToPhone = z.object({
  id: z.number(),
  order_id: z.number().nullable(),
  order_status: z.number().nullable(),
  patient: z.object({ id: z.number(), name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  item: z.string(),
  hcpcs: z.string(),
  due_date: z.string().nullable(),
  reminders_sent: z.number(),
  created_at: z.string(),
});
export type RefillToPhone = z.infer<typeof refillToPhone>;
export const refillsToPhoneQuery = listQuery.extend({ sortBy: z.enum(['due_date', 'created_at']).optional() });
export type RefillsToPhoneQuery = z.infer<typeof refillsToPhoneQuery>;

const patient = { roles: ['patient'] } as const;
const P = '/api/patient/requests';

export const patientRequests = {
  list: endpoint({
    method: 'GET',
    path: P,
    access: patient,
    summary: "The caller's own requests, open ones first, then the newest (the dashboard lists the open ones).",
    query: patientRequestsQuery,
    response: pageOf(patientRequest),
  }),
  get: endpoint({
    method: 'GET',
    path: `${P}/{requestId}`,
    access: patient,
    summary: "One of the caller's requests; another patient's is a 404.",
    params: requestParams,
    response: dataOf(patientRequest),
  }),
  answer: endpoint({
    method: 'POST',
    path: `${P}/{requestId}/answer`,
    access: patient,
    summary:
      'Answers a refill request: confirm (with the payer questions) creates the refill order in the supplier\'s queue; decline closes it. 409 once answered.',
    params: requestParams,
    body: refillAnswerBody,
    response: dataOf(patientRequest),
  }),
  upload: endpoint({
    method: 'POST',
    path: `${P}/{requestId}/upload`,
    access: patient,
    summary: "Answers a document request with a photo or PDF (multipart `file`); it joins the order's documents. 409 once answered.",
    params: requestParams,
    multipart: true,
    response: dataOf(patientRequest),
  }),
};

export const publicRefillLink = {
  show: endpoint({
    method: 'GET',
    path: '/api/refill/{hash}',
    access: 'public',
    summary: 'The refill a short link asks to confirm. Unknown: 404; used or expired: 410.',
    params: refillLinkParams,
    response: dataOf(publicRefill),
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/refill/{hash}',
    access: 'public',
    summary: 'Confirms or declines the refill without signing in; the link then stops working. Unknown: 404; used or expired: 410.',
    params: refillLinkParams,
    body: refillAnswerBody,
    response: dataOf(publicRefillResult),
  }),
};

export const vendorResupply = {
  toPhone: endpoint({
    method: 'GET',
    path: '/api/vendor/resupply/unanswered',
    access: { roles: ['supplier'], permission: 'order view {status}' },
    summary: 'Refill requests left unanswered after every reminder, to phone the patient; due first.',
    query: refillsToPhoneQuery,
    response: pageOf(refillToPhone),
  }),
};

export const patientRequestsEndpoints = [
  patientRequests.list,
  patientRequests.get,
  patientRequests.answer,
  patientRequests.upload,
  publicRefillLink.show,
  publicRefillLink.answer,
  vendorResupply.toPhone,
] as const;
