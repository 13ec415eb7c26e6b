import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, listQuery, pageOf } from './common';

// --- reports (issue 12, item 5) -------------------------------------------------------------------------------
// Agents' commissions, drivers' pay and the bills, for a period of calendar days in the caller's time zone. Money is
// integer cents; every total is the sum of the rows it heads. Paid and pending come from recorded payouts.

const isoDate = z.iso.date({ error: 'The date must be a valid date (YYYY-MM-DD).' });
const cents = z.number().int();

/** From and to, inclusive; both optional (the current month when absent), from not after to. */
const periodFields = { date_from: isoDate.optional(), date_to: isoDate.optional() };
const startNotAfterEnd = (p: { date_from?: string; date_to?: string }) => !p.date_from || !p.date_to || p.date_from <= p.date_to;
const periodOrder = { message: 'The start must not be after the end.', path: ['date_from'] };

export const reportPeriodQuery = z.object(periodFields).refine(startNotAfterEnd, periodOrder);
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuery>;

export const resolvedPeriod = z.object({ date_from: z.string(), date_to: z.string() });

const owner = { roles: ['supplier'], nonStaffOnly: true } as const;

// --- agents ------------------------------------------------------------------------------------------------

export const agentReportRow = z.object({
  agent: z.object({ id: z.number(), name: z.string() }),
  /** Orders billed in the period (a live primary claim with its date of service in it). */
  orders: z.number(),
  billed_cents: cents,
  commission_cents: cents,
  paid_cents: cents,
  pending_cents: cents,
  /** Orders the agent brought in the period that are not billed yet (no commission yet). */
  other_orders: z.number(),
});
export type AgentReportRow = z.infer<typeof agentReportRow>;

const agentTotals = agentReportRow.omit({ agent: true });

export const agentsReport = endpoint({
  method: 'GET',
  path: '/api/vendor/reports/agents',
  access: owner,
  summary: "Each agent's billed orders, commission, paid and pending for the period (commission rules from the employee's billing).",
  query: reportPeriodQuery,
  response: z.object({ data: z.array(agentReportRow), totals: agentTotals, period: resolvedPeriod }),
});

export const AGENT_REPORT_TABS = ['paid', 'pending', 'other'] as const;
export const DRIVER_REPORT_TABS = ['paid', 'pending'] as const;

export const agentReportLine = z.object({
  order_id: z.number(),
  /** The date of service of the first bill (paid and pending), or the order's date (other). */
  date: z.string(),
  doctor: z.string().nullable(),
  status: z.number(),
  billed_cents: cents,
  commission_cents: cents,
  payout_id: z.number().nullable(),
});
export type AgentReportLine = z.infer<typeof agentReportLine>;

const agentLineTotals = z.object({ lines: z.number(), billed_cents: cents, commission_cents: cents });

export const agentReportQuery = listQuery.extend({ tab: z.enum(AGENT_REPORT_TABS).default('pending'), ...periodFields }).refine(startNotAfterEnd, periodOrder);
export type AgentReportQuery = z.infer<typeof agentReportQuery>;

export const agentReport = endpoint({
  method: 'GET',
  path: '/api/vendor/reports/agents/{id}',
  access: owner,
  summary: "One agent's orders in the period: `tab` paid (covered by a payout), pending (billed, not paid out) or other (not billed yet); totals of every matching row.",
  params: z.object({ id: idParam }),
  query: agentReportQuery,
  response: pageOf(agentReportLine).extend({
    totals: agentLineTotals,
    agent: z.object({ id: z.number(), name: z.string(), pay_type: z.string().nullable(), rules: z.array(z.string()) }),
    period: resolvedPeriod,
  }),
});

// --- drivers -----------------------------------------------------------------------------------------------

export const driverReportRow = z.object({
  driver: z.object({ id: z.number(), name: z.string() }),
  deliveries: z.number(),
  /** Deliveries that did not happen (failed attempts): no pay, shown for context. */
  failed: z.number(),
  pay_cents: cents,
  paid_cents: cents,
  pending_cents: cents,
});
export type DriverReportRow = z.infer<typeof driverReportRow>;

export const driversReport = endpoint({
  method: 'GET',
  path: '/api/vendor/reports/drivers',
  access: owner,
  summary: "Each driver's deliveries in the period and their pay (per-delivery rate from the employee's billing), paid and pending.",
  query: reportPeriodQuery,
  response: z.object({ data: z.array(driverReportRow), totals: driverReportRow.omit({ driver: true }), period: resolvedPeriod }),
});

export const driverReportLine = z.object({
  delivery_id: z.number(),
  happened_at: z.string(),
  /** `{order id}-{seq}`. */
  suborder: z.string(),
  city: z.string(),
  pay_cents: cents,
  payout_id: z.number().nullable(),
});
export type DriverReportLine = z.infer<typeof driverReportLine>;

export const driverReportQuery = listQuery.extend({ tab: z.enum(DRIVER_REPORT_TABS).default('pending'), ...periodFields }).refine(startNotAfterEnd, periodOrder);
export type DriverReportQuery = z.infer<typeof driverReportQuery>;

export const driverReport = endpoint({
  method: 'GET',
  path: '/api/vendor/reports/drivers/{id}',
  access: owner,
  summary: "One driver's deliveries in the period: `tab` paid (covered by a payout) or pending; totals of every matching row.",
  params: z.object({ id: idParam }),
  query: driverReportQuery,
  response: pageOf(driverReportLine).extend({
    totals: z.object({ lines: z.number(), pay_cents: cents }),
    driver: z.object({ id: z.number(), name: z.string(), pay_type: z.string().nullable(), rate_cents: cents }),
    period: resolvedPeriod,
  }),
});

// --- bills -------------------------------------------------------------------------------------------------

export const billsReportRow = z.object({
  payer: z.string(),
  /** `YYYY-MM` of the dates of service. */
  month: z.string(),
  claims: z.number(),
  billed_cents: cents,
  paid_cents: cents,
  adjusted_cents: cents,
  /** Billed less paid less adjusted. */
  outstanding_cents: cents,
});
export type BillsReportRow = z.infer<typeof billsReportRow>;

export const billsReport = endpoint({
  method: 'GET',
  path: '/api/vendor/reports/bills',
  access: owner,
  summary: 'Claims by payer and month of service in the period: billed, paid (payer and patient), adjusted and outstanding.',
  query: reportPeriodQuery,
  response: z.object({ data: z.array(billsReportRow), totals: billsReportRow.omit({ payer: true, month: true }), period: resolvedPeriod }),
});

// --- payouts and PDFs (spec extensions) ----------------------------------------------------------------------

export const PAYOUT_KINDS = ['agent', 'driver'] as const;

export const createPayoutBody = z
  .object({
    kind: z.enum(PAYOUT_KINDS, { error: 'The kind must be agent or driver.' }),
    user_id: z.number().int().positive(),
    date_from: isoDate,
    date_to: isoDate,
  })
  .refine((p) => p.date_from <= p.date_to, { message: 'The start must not be after the end.', path: ['date_from'] });
export type CreatePayoutBody = z.infer<typeof createPayoutBody>;

export const payout = z.object({
  id: z.number(),
  kind: z.enum(PAYOUT_KINDS),
  user_id: z.number(),
  date_from: z.string(),
  date_to: z.string(),
  amount_cents: cents,
  items: z.number(),
  created_at: z.string(),
});
export type Payout = z.infer<typeof payout>;

export const createPayout = endpoint({
  method: 'POST',
  path: '/api/vendor/reports/payouts',
  access: owner,
  summary: "Marks the agent's or driver's pending earnings of the period paid (one payout covering each); 422 when nothing is pending.",
  body: createPayoutBody,
  response: z.object({ data: payout }),
});

export const REPORT_KINDS = ['agents', 'agent', 'drivers', 'driver', 'bills'] as const;

export const reportPdfQuery = z
  .object({
    report: z.enum(REPORT_KINDS),
    /** The agent or driver, for `agent` and `driver`. */
    id: z.coerce.number().int().positive().optional(),
    tab: z.enum(AGENT_REPORT_TABS).optional(),
    ...periodFields,
  })
  .refine(startNotAfterEnd, periodOrder)
  .refine((q) => (q.report === 'agent' || q.report === 'driver') === (q.id !== undefined), { message: 'An id is needed for one agent or driver, and only then.', path: ['id'] });
export type ReportPdfQuery = z.infer<typeof reportPdfQuery>;

export const reportPdf = endpoint({
  method: 'GET',
  path: '/api/vendor/reports/pdf',
  access: owner,
  summary: 'A report as a printable PDF (application/pdf): the same rows and totals as its screen.',
  query: reportPdfQuery,
});

export const reportsEndpoints = [agentsReport, agentReport, driversReport, driverReport, billsReport, createPayout, reportPdf] as const;
