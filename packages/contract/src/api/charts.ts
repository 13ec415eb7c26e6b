import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, idParams, listQuery, messageResponse, pageOf } from './common';
import { MEASUREMENT_KINDS, MEASUREMENT_STATUSES, SATISFACTION_STATUSES, stars } from './charts-data';
import { signatureDataUrl } from './invite';
import { commonParams } from './orders';

export * from './charts-data';

// --- charts (issue 12, item 6) ----------------------------------------------------------------------------------
// Satisfaction surveys made when a suborder is delivered and answered by the patient through a short link; body
// measurement charts filled on an order item, signed by the patient (link or in person) and kept as a PDF in the
// order's documents. Public links carry a random token (only its SHA-256 is stored), work once and expire.

const person = z.object({ id: z.number(), name: z.string() }).nullable();
const averages = z.object({
  count: z.number(),
  /** Mean of every answer's four scores, 1-5 with two decimals; null with no answers. */
  average: z.number().nullable(),
  overall: z.number().nullable(),
  driver: z.number().nullable(),
  timeliness: z.number().nullable(),
  explanation: z.number().nullable(),
});
export type SatisfactionAverages = z.infer<typeof averages>;

export const satisfactionRow = z.object({
  id: z.number(),
  order_id: z.number(),
  suborder_id: z.number(),
  patient: z.object({ id: z.number(), name: z.string() }),
  /** The staff member credited with the order (its agent, else who created it). */
  employee: person,
  driver: person,
  status: z.enum(SATISFACTION_STATUSES),
  delivered_at: z.string().nullable(),
  sent_to: z.string().nullable(),
  expires_at: z.string(),
  answered_at: z.string().nullable(),
  overall: z.number().nullable(),
  driver_score: z.number().nullable(),
  timeliness: z.number().nullable(),
  explanation: z.number().nullable(),
  average: z.number().nullable(),
});
export type SatisfactionRow = z.infer<typeof satisfactionRow>;

export const satisfactionDetail = satisfactionRow.extend({
  comment: z.string(),
  signer_name: z.string().nullable(),
  /** The patient's signature as a data URL, once answered. */
  signature: z.string().nullable(),
  /** While the survey is open: its short link, for staff to text the patient. */
  link: z.string().nullable(),
  items: z.array(z.object({ hcpcs: z.string(), name: z.string(), quantity: z.number() })),
});
export type SatisfactionDetail = z.infer<typeof satisfactionDetail>;

export const satisfactionSummary = z.object({
  company: averages,
  by_employee: z.array(averages.extend({ id: z.number(), name: z.string() })),
  by_driver: z.array(averages.extend({ id: z.number(), name: z.string() })),
});
export type SatisfactionSummary = z.infer<typeof satisfactionSummary>;

export const satisfactionListQuery = listQuery.extend({
  status: z.enum(SATISFACTION_STATUSES).optional(),
  /** Surveys where this staff member is the employee or the driver (the employee's charts tab). */
  staff_id: idParam.optional(),
});
export type SatisfactionListQuery = z.infer<typeof satisfactionListQuery>;
export const satisfactionPage = pageOf(satisfactionRow).extend({ summary: satisfactionSummary });
export type SatisfactionPage = z.infer<typeof satisfactionPage>;

const measurementValues = z.record(
  z.string().regex(/^[a-z_]{1,32}$/, 'Unknown measurement.'),
  z.number({ error: 'Enter a number.' }).positive('Enter a positive number.').max(10_000, 'The value is too large.').nullable(),
);

export const measurementChart = z.object({
  id: z.number(),
  order_id: z.number(),
  item_id: z.number(),
  item: z.object({ hcpcs: z.string(), name: z.string() }),
  patient: z.object({ id: z.number(), name: z.string() }).nullable(),
  kind: z.enum(MEASUREMENT_KINDS),
  values: z.record(z.string(), z.number().nullable()),
  notes: z.string(),
  status: z.enum(MEASUREMENT_STATUSES),
  sent_to: z.string().nullable(),
  sent_at: z.string().nullable(),
  link_expires_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
  signed_via: z.enum(['link', 'in_person']).nullable(),
  /** The signed PDF in the order's documents. */
  media_id: z.number().nullable(),
  pdf_sha256: z.string().nullable(),
  updated_at: z.string(),
});
export type MeasurementChart = z.infer<typeof measurementChart>;

export const itemCharts = z.object({
  item_id: z.number(),
  measurement: measurementChart.nullable(),
  /** The satisfaction survey of the delivery that carried this item, if any. */
  satisfaction: satisfactionRow.nullable(),
});
export type ItemCharts = z.infer<typeof itemCharts>;

export const saveMeasurementBody = z.object({
  kind: z.enum(MEASUREMENT_KINDS, { error: 'Choose brace, compression or wheelchair.' }),
  values: measurementValues,
  notes: z.string().trim().max(2000, 'The notes may not be greater than 2000 characters.').optional(),
});
export type SaveMeasurementBody = z.infer<typeof saveMeasurementBody>;

export const chartLink = z.object({
  /** The short link to pass on (`{publicUrl}/s/{hash}`), leading to `/sign/measurement-chart/{token}`. */
  url: z.string(),
  expires_at: z.string(),
  sent_to: z.string().nullable(),
});
export type ChartLink = z.infer<typeof chartLink>;

export const sendChartBody = z.object({
  email: z.string().trim().max(200).email('The email must be a valid email address.').optional(),
});
export type SendChartBody = z.infer<typeof sendChartBody>;

const signerName = z.string({ error: 'Type your full name.' }).trim().min(2, 'Type your full name.').max(120, 'The name may not be greater than 120 characters.');
export const signChartBody = z.object({ signature: signatureDataUrl, signer_name: signerName });
export type SignChartBody = z.infer<typeof signChartBody>;

export const measurementListQuery = listQuery.extend({ status: z.enum(MEASUREMENT_STATUSES).optional() });
export type MeasurementListQuery = z.infer<typeof measurementListQuery>;

const vendor = (permission?: string) => ({ roles: ['supplier'] as const, ...(permission ? { permission } : {}) });
const C = '/api/vendor/commons/{commonId}';

export const vendorCharts = {
  satisfactionList: endpoint({
    method: 'GET',
    path: '/api/vendor/charts/satisfaction',
    access: vendor('satisfaction'),
    summary: "The company's satisfaction surveys, newest first, with average scores for the company, each employee and each driver.",
    query: satisfactionListQuery,
    response: satisfactionPage,
  }),
  satisfactionShow: endpoint({
    method: 'GET',
    path: '/api/vendor/charts/satisfaction/{id}',
    access: vendor('satisfaction'),
    summary: 'One survey with its answers, comment and signature.',
    params: idParams,
    response: dataOf(satisfactionDetail),
  }),
  measurementList: endpoint({
    method: 'GET',
    path: '/api/vendor/charts/measurement',
    // The spec leaves the key open; the screen is guarded by `satisfaction` (the whole Charts area), and a list
    // of patients' body measurements should not be open to every staff member.
    access: vendor('satisfaction'),
    summary: "The company's measurement charts (filled, sent, signed), newest first.",
    query: measurementListQuery,
    response: pageOf(measurementChart),
  }),
  itemCharts: endpoint({
    method: 'GET',
    path: `${C}/charts`,
    access: vendor('order view {status}'),
    summary: "The item's measurement chart and the satisfaction survey of its delivery.",
    params: commonParams,
    response: dataOf(itemCharts),
  }),
  saveMeasurement: endpoint({
    method: 'POST',
    path: `${C}/charts`,
    access: vendor('order edit {status}'),
    summary: "Saves the item's measurement chart (values checked against the kind's fields); 409 once signed. A change after sending voids the link.",
    params: commonParams,
    body: saveMeasurementBody,
    response: dataOf(measurementChart),
  }),
  chartLink: endpoint({
    method: 'POST',
    path: `${C}/charts-link`,
    access: vendor('order edit {status}'),
    summary: `Makes the patient's signing link of the item's measurement chart (a new one replaces the last); 422 while required values are missing, 409 once signed.`,
    params: commonParams,
    response: dataOf(chartLink),
  }),
  send: endpoint({
    method: 'POST',
    path: `${C}/send`,
    access: vendor('order edit {status}'),
    summary: "Mails the patient (`email`, else the patient's address) a new signing link of the item's measurement chart.",
    params: commonParams,
    body: sendChartBody,
    response: dataOf(chartLink),
  }),
  sign: endpoint({
    method: 'POST',
    path: `${C}/sign`,
    access: vendor('order edit {status}'),
    summary: "The patient signs the item's measurement chart in person, on the staff member's screen; answers the chart with its PDF.",
    params: commonParams,
    body: signChartBody,
    response: dataOf(measurementChart),
  }),
  pdf: endpoint({
    method: 'GET',
    path: `${C}/pdf`,
    access: vendor('order view {status}'),
    summary: "The signed measurement chart of the item (application/pdf); 404 until it is signed.",
    params: commonParams,
  }),
};

// --- public pages -----------------------------------------------------------------------------------------------

export const chartHashParams = z.object({ hash: z.string().regex(/^[\w-]{20,200}$/, 'This link is not valid.') });

export const publicSatisfaction = z.object({
  company: z.string(),
  delivered_at: z.string().nullable(),
  items: z.array(z.string()),
  driver_first_name: z.string().nullable(),
  expires_at: z.string(),
});
export type PublicSatisfaction = z.infer<typeof publicSatisfaction>;

export const answerSatisfactionBody = signChartBody.extend({
  overall: stars,
  driver: stars,
  timeliness: stars,
  explanation: stars,
  comment: z.string().trim().max(2000, 'The comment may not be greater than 2000 characters.').optional(),
});
export type AnswerSatisfactionBody = z.infer<typeof answerSatisfactionBody>;

export const publicMeasurement = z.object({
  company: z.string(),
  item: z.string(),
  kind: z.enum(MEASUREMENT_KINDS),
  values: z.record(z.string(), z.number().nullable()),
  notes: z.string(),
  measured_at: z.string(),
  expires_at: z.string(),
});
export type PublicMeasurement = z.infer<typeof publicMeasurement>;

const S = '/api/sign';
export const publicCharts = {
  satisfaction: endpoint({
    method: 'GET',
    path: `${S}/satisfaction/{hash}`,
    access: 'public',
    summary: 'The survey behind a link (company, delivery date, items; no patient data). Unknown 404; used or expired 410.',
    params: chartHashParams,
    response: dataOf(publicSatisfaction),
  }),
  answerSatisfaction: endpoint({
    method: 'POST',
    path: `${S}/satisfaction/{hash}`,
    access: 'public',
    summary: 'The patient answers and signs the survey; the link is then used up.',
    params: chartHashParams,
    body: answerSatisfactionBody,
    response: messageResponse,
  }),
  measurement: endpoint({
    method: 'GET',
    path: `${S}/measurement-chart/{hash}`,
    access: 'public',
    summary: 'The measurements to confirm behind a link. Unknown or replaced 404; used or expired 410.',
    params: chartHashParams,
    response: dataOf(publicMeasurement),
  }),
  signMeasurement: endpoint({
    method: 'POST',
    path: `${S}/measurement-chart/{hash}`,
    access: 'public',
    summary: "The patient signs the measurement chart; it becomes a PDF in the order's documents and the link is used up.",
    params: chartHashParams,
    body: signChartBody,
    response: messageResponse,
  }),
};

export const chartsEndpoints = [...Object.values(vendorCharts), ...Object.values(publicCharts)] as const;
