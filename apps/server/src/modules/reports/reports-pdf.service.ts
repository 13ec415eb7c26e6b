import { eq } from 'drizzle-orm';
import { formatCents, formatDate, formatDateTime, type ReportPdfQuery } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { accounts } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { accountTimeZone } from '../../lib/calendar-day';
import { renderReportPdf, type ReportTable } from './report-pdf';
import { agentReport, agentsReport, billsReport, companyOf, driverReport, driversReport } from './reports.service';

const money = formatCents;
/** Every line of one agent or driver goes on paper, not a screen's page. */
const ALL = { page: 1, rowsPerPage: 100_000 } as const;

async function tableOf(db: Queryable, actor: Actor, q: ReportPdfQuery, timeZone: string): Promise<Omit<ReportTable, 'subtitle'> & { period: { date_from: string; date_to: string }; who?: string }> {
  const period = { date_from: q.date_from, date_to: q.date_to };
  switch (q.report) {
    case 'agents': {
      const r = await agentsReport(db, actor, period);
      return {
        title: 'Agents report',
        period: r.period,
        columns: [{ title: 'Agent', width: 3 }, { title: 'Orders', width: 1, right: true }, { title: 'Billed', width: 1.6, right: true }, { title: 'Commission', width: 1.6, right: true }, { title: 'Paid', width: 1.6, right: true }, { title: 'Pending', width: 1.6, right: true }, { title: 'Not billed', width: 1.2, right: true }],
        rows: r.data.map((a) => [a.agent.name, String(a.orders), money(a.billed_cents), money(a.commission_cents), money(a.paid_cents), money(a.pending_cents), String(a.other_orders)]),
        totals: ['Total', String(r.totals.orders), money(r.totals.billed_cents), money(r.totals.commission_cents), money(r.totals.paid_cents), money(r.totals.pending_cents), String(r.totals.other_orders)],
      };
    }
    case 'agent': {
      const tab = q.tab ?? 'pending';
      const r = await agentReport(db, actor, q.id!, { ...ALL, ...period, tab } as never);
      return {
        title: `Agent report: ${r.agent.name} (${tab})`,
        period: r.period,
        who: r.agent.rules.length ? `Rules: ${r.agent.rules.join('; ')}` : 'No commission rules set.',
        columns: [{ title: 'Order', width: 1 }, { title: 'Date', width: 1.3 }, { title: 'Doctor', width: 3 }, { title: 'Billed', width: 1.5, right: true }, { title: 'Commission', width: 1.5, right: true }, { title: 'Payout', width: 1, right: true }],
        rows: r.data.map((l) => [`#${l.order_id}`, formatDate(l.date), l.doctor ?? '', money(l.billed_cents), money(l.commission_cents), l.payout_id ? `#${l.payout_id}` : '']),
        totals: [`${r.totals.lines} orders`, '', '', money(r.totals.billed_cents), money(r.totals.commission_cents), ''],
      };
    }
    case 'drivers': {
      const r = await driversReport(db, actor, period);
      return {
        title: 'Drivers report',
        period: r.period,
        columns: [{ title: 'Driver', width: 3 }, { title: 'Delivered', width: 1.2, right: true }, { title: 'Failed', width: 1, right: true }, { title: 'Pay', width: 1.6, right: true }, { title: 'Paid', width: 1.6, right: true }, { title: 'Pending', width: 1.6, right: true }],
        rows: r.data.map((d) => [d.driver.name, String(d.deliveries), String(d.failed), money(d.pay_cents), money(d.paid_cents), money(d.pending_cents)]),
        totals: ['Total', String(r.totals.deliveries), String(r.totals.failed), money(r.totals.pay_cents), money(r.totals.paid_cents), money(r.totals.pending_cents)],
      };
    }
    case 'driver': {
      const tab = q.tab ?? 'pending';
      if (tab === 'other') throw fieldError('tab', 'A driver report has the paid and pending tabs only.');
      const r = await driverReport(db, actor, q.id!, { ...ALL, ...period, tab } as never);
      return {
        title: `Driver report: ${r.driver.name} (${tab})`,
        period: r.period,
        who: r.driver.pay_type === 'per_delivery' ? `Rate: ${money(r.driver.rate_cents)} per delivery` : 'Not paid per delivery.',
        columns: [{ title: 'Delivered at', width: 2.2 }, { title: 'Suborder', width: 1.3 }, { title: 'City', width: 2.5 }, { title: 'Pay', width: 1.5, right: true }, { title: 'Payout', width: 1, right: true }],
        rows: r.data.map((l) => [formatDateTime(l.happened_at, { timeZone }), l.suborder, l.city, money(l.pay_cents), l.payout_id ? `#${l.payout_id}` : '']),
        totals: [`${r.totals.lines} deliveries`, '', '', money(r.totals.pay_cents), ''],
      };
    }
    case 'bills': {
      const r = await billsReport(db, actor, period);
      return {
        title: 'Bills report',
        period: r.period,
        columns: [{ title: 'Payer', width: 3 }, { title: 'Month', width: 1.1 }, { title: 'Claims', width: 0.9, right: true }, { title: 'Billed', width: 1.5, right: true }, { title: 'Paid', width: 1.5, right: true }, { title: 'Adjusted', width: 1.5, right: true }, { title: 'Outstanding', width: 1.6, right: true }],
        rows: r.data.map((b) => [b.payer, b.month, String(b.claims), money(b.billed_cents), money(b.paid_cents), money(b.adjusted_cents), money(b.outstanding_cents)]),
        totals: ['Total', '', String(r.totals.claims), money(r.totals.billed_cents), money(r.totals.paid_cents), money(r.totals.adjusted_cents), money(r.totals.outstanding_cents)],
      };
    }
  }
}

/** The report as the owner prints it: the same rows and totals as the screen, for the same period. */
export async function reportPdf(db: Queryable, actor: Actor, q: ReportPdfQuery): Promise<{ pdf: Uint8Array; filename: string }> {
  const accountId = companyOf(actor);
  const t = await tableOf(db, actor, q, await accountTimeZone(db, accountId));
  const [company] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const subtitle = [company?.name ?? '', `Period: ${formatDate(t.period.date_from)} to ${formatDate(t.period.date_to)}`, ...(t.who ? [t.who] : [])];
  const pdf = await renderReportPdf({ title: t.title, subtitle, columns: t.columns, rows: t.rows, totals: t.totals });
  return { pdf, filename: `${q.report}-report-${t.period.date_from}-${t.period.date_to}.pdf` };
}
