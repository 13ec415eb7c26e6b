import type {
  AgentReportLine,
  AgentReportQuery,
  AgentReportRow,
  BillsReportRow,
  DriverReportLine,
  DriverReportQuery,
  DriverReportRow,
  ReportPeriodQuery,
} from '@dme/contract';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError } from '../../lib/app-error';
import { accountTimeZone, dayIn } from '../../lib/calendar-day';
import { exactTotal, pageMeta, windowOf } from '../../lib/paging';
import { commissionOf, ruleText } from './commission';
import {
  findAgents,
  findBills,
  findCompanyUser,
  findDeliveries,
  findDrivers,
  findEarnedOrders,
  findRules,
  findUnbilledOrders,
  itemUnits,
  type Period,
} from './reports.queries';

export function companyOf(actor: Actor): number {
  if (actor.accountId === null) throw new AppError('forbidden', 'Your user does not belong to a company.');
  return actor.accountId;
}

const lastDayOf = (month: string): string => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
};

/** The period asked for, or the current month on the company's clock; days of the company's zone. */
export async function periodOf(db: Queryable, accountId: number, q: ReportPeriodQuery): Promise<Period> {
  const timeZone = await accountTimeZone(db, accountId);
  const month = dayIn(timeZone).slice(0, 7);
  const from = q.date_from ?? (q.date_to ? q.date_to.slice(0, 7) + '-01' : `${month}-01`);
  const to = q.date_to ?? (q.date_from ? lastDayOf(q.date_from.slice(0, 7)) : lastDayOf(month));
  if (from > to) throw fieldError('date_from', 'The start must not be after the end.');
  return { from, to, timeZone };
}

const resolved = (p: Period) => ({ date_from: p.from, date_to: p.to });
const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((n, r) => n + f(r), 0);

// --- agents ------------------------------------------------------------------------------------------------

type Tab = 'paid' | 'pending' | 'other';
interface AgentLine extends AgentReportLine {
  agent_id: number;
  tab: Tab;
}

/** Every line of the period, for one agent or all: paid and pending (billed) and other (not billed yet). */
async function agentLines(db: Queryable, accountId: number, p: Period, agentId?: number): Promise<AgentLine[]> {
  const [earned, unbilled] = await Promise.all([findEarnedOrders(db, accountId, p, agentId), findUnbilledOrders(db, accountId, p, agentId)]);
  const agents = [...new Set(earned.map((e) => e.agent_id))];
  const [rules, units] = await Promise.all([findRules(db, accountId, agents), itemUnits(db, earned.map((e) => e.order_id))]);
  const billedLines = earned.map((e): AgentLine => {
    const own = rules.filter((r) => r.user_id === e.agent_id);
    const paid = e.payout_id !== null;
    return {
      agent_id: e.agent_id,
      tab: paid ? 'paid' : 'pending',
      order_id: e.order_id,
      date: e.date,
      doctor: e.doctor,
      status: e.status,
      billed_cents: e.billed,
      // A paid line shows what was paid (the rules may have changed since).
      commission_cents: paid ? (e.paid_cents ?? 0) : commissionOf(own, e.billed, units.get(e.order_id) ?? 0),
      payout_id: e.payout_id,
    };
  });
  const otherLines = unbilled.map(
    (o): AgentLine => ({
      agent_id: o.agent_id,
      tab: 'other',
      order_id: o.order_id,
      date: dayIn(p.timeZone, o.created_at),
      doctor: o.doctor,
      status: o.status,
      billed_cents: 0,
      commission_cents: 0,
      payout_id: null,
    }),
  );
  return [...billedLines, ...otherLines];
}

export async function agentsReport(db: Queryable, actor: Actor, q: ReportPeriodQuery) {
  const accountId = companyOf(actor);
  const p = await periodOf(db, accountId, q);
  const lines = await agentLines(db, accountId, p);
  const agents = await findAgents(db, accountId, [...new Set(lines.map((l) => l.agent_id))]);
  const data: AgentReportRow[] = agents.map((agent) => {
    const own = lines.filter((l) => l.agent_id === agent.id);
    const billed = own.filter((l) => l.tab !== 'other');
    return {
      agent,
      orders: billed.length,
      billed_cents: sum(billed, (l) => l.billed_cents),
      commission_cents: sum(billed, (l) => l.commission_cents),
      paid_cents: sum(own.filter((l) => l.tab === 'paid'), (l) => l.commission_cents),
      pending_cents: sum(own.filter((l) => l.tab === 'pending'), (l) => l.commission_cents),
      other_orders: own.length - billed.length,
    };
  });
  const totals = {
    orders: sum(data, (r) => r.orders),
    billed_cents: sum(data, (r) => r.billed_cents),
    commission_cents: sum(data, (r) => r.commission_cents),
    paid_cents: sum(data, (r) => r.paid_cents),
    pending_cents: sum(data, (r) => r.pending_cents),
    other_orders: sum(data, (r) => r.other_orders),
  };
  return { data, totals, period: resolved(p) };
}

const notFound = (what: string) => new AppError('not_found', `${what} not found.`);

export async function agentReport(db: Queryable, actor: Actor, agentId: number, q: AgentReportQuery) {
  const accountId = companyOf(actor);
  const agent = await findCompanyUser(db, accountId, agentId);
  if (!agent) throw notFound('Agent');
  const p = await periodOf(db, accountId, q);
  const lines = (await agentLines(db, accountId, p, agentId)).filter((l) => l.tab === q.tab);
  const rules = await findRules(db, accountId, [agentId]);
  // One agent's lines of one period are few (orders, not events): they are read whole, then paged.
  const w = windowOf(q);
  return {
    data: lines.slice(w.offset, w.offset + w.limit).map(({ agent_id: _a, tab: _t, ...line }) => line),
    meta: pageMeta(exactTotal(lines.length), q),
    totals: { lines: lines.length, billed_cents: sum(lines, (l) => l.billed_cents), commission_cents: sum(lines, (l) => l.commission_cents) },
    agent: { id: agent.id, name: agent.name, pay_type: agent.pay_type, rules: rules.map(ruleText) },
    period: resolved(p),
  };
}

/** The agent's pending lines of the period (what a payout covers). */
export async function pendingAgentLines(db: Queryable, accountId: number, p: Period, agentId: number) {
  return (await agentLines(db, accountId, p, agentId)).filter((l) => l.tab === 'pending').map((l) => ({ source_id: l.order_id, amount_cents: l.commission_cents }));
}

// --- drivers -----------------------------------------------------------------------------------------------

interface DriverLine extends DriverReportLine {
  driver_id: number;
  delivered: boolean;
}

async function driverLines(db: Queryable, accountId: number, p: Period, rates: Map<number, number>, driverId?: number): Promise<DriverLine[]> {
  const rows = await findDeliveries(db, accountId, p, driverId);
  return rows.map((d) => {
    const delivered = d.outcome === 'delivered';
    return {
      driver_id: d.driver_id,
      delivered,
      delivery_id: d.delivery_id,
      happened_at: d.happened_at.toISOString(),
      suborder: `${d.order_id}-${d.seq}`,
      city: d.city,
      pay_cents: d.payout_id !== null ? (d.paid_cents ?? 0) : delivered ? (rates.get(d.driver_id) ?? 0) : 0,
      payout_id: d.payout_id,
    };
  });
}

const rateOf = (pay: { pay_type: string | null; rate_cents: number | null }) => (pay.pay_type === 'per_delivery' ? (pay.rate_cents ?? 0) : 0);

export async function driversReport(db: Queryable, actor: Actor, q: ReportPeriodQuery) {
  const accountId = companyOf(actor);
  const p = await periodOf(db, accountId, q);
  const all = await findDeliveries(db, accountId, p);
  const drivers = await findDrivers(db, accountId, [...new Set(all.map((d) => d.driver_id))]);
  const lines = await driverLines(db, accountId, p, new Map(drivers.map((d) => [d.id, rateOf(d)])));
  const data: DriverReportRow[] = drivers.map((driver) => {
    const own = lines.filter((l) => l.driver_id === driver.id);
    const paid = own.filter((l) => l.payout_id !== null);
    const pending = own.filter((l) => l.payout_id === null && l.delivered);
    return {
      driver: { id: driver.id, name: driver.name },
      deliveries: own.filter((l) => l.delivered).length,
      failed: own.filter((l) => !l.delivered).length,
      pay_cents: sum([...paid, ...pending], (l) => l.pay_cents),
      paid_cents: sum(paid, (l) => l.pay_cents),
      pending_cents: sum(pending, (l) => l.pay_cents),
    };
  });
  const totals = {
    deliveries: sum(data, (r) => r.deliveries),
    failed: sum(data, (r) => r.failed),
    pay_cents: sum(data, (r) => r.pay_cents),
    paid_cents: sum(data, (r) => r.paid_cents),
    pending_cents: sum(data, (r) => r.pending_cents),
  };
  return { data, totals, period: resolved(p) };
}

async function oneDriver(db: Queryable, accountId: number, driverId: number) {
  const driver = await findCompanyUser(db, accountId, driverId);
  if (!driver || driver.role !== 'driver') throw notFound('Driver');
  return driver;
}

export async function driverReport(db: Queryable, actor: Actor, driverId: number, q: DriverReportQuery) {
  const accountId = companyOf(actor);
  const driver = await oneDriver(db, accountId, driverId);
  const p = await periodOf(db, accountId, q);
  const rate = rateOf(driver);
  const all = await driverLines(db, accountId, p, new Map([[driverId, rate]]), driverId);
  const lines = all.filter((l) => (q.tab === 'paid' ? l.payout_id !== null : l.payout_id === null && l.delivered));
  const w = windowOf(q);
  return {
    data: lines.slice(w.offset, w.offset + w.limit).map(({ driver_id: _d, delivered: _x, ...line }) => line),
    meta: pageMeta(exactTotal(lines.length), q),
    totals: { lines: lines.length, pay_cents: sum(lines, (l) => l.pay_cents) },
    driver: { id: driver.id, name: driver.name, pay_type: driver.pay_type, rate_cents: rate },
    period: resolved(p),
  };
}

export async function pendingDriverLines(db: Queryable, accountId: number, p: Period, driverId: number) {
  const driver = await oneDriver(db, accountId, driverId);
  const lines = await driverLines(db, accountId, p, new Map([[driverId, rateOf(driver)]]), driverId);
  return lines.filter((l) => l.payout_id === null && l.delivered).map((l) => ({ source_id: l.delivery_id, amount_cents: l.pay_cents }));
}

// --- bills -------------------------------------------------------------------------------------------------

export async function billsReport(db: Queryable, actor: Actor, q: ReportPeriodQuery) {
  const accountId = companyOf(actor);
  const p = await periodOf(db, accountId, q);
  const data: BillsReportRow[] = (await findBills(db, accountId, p)).map((r) => ({
    payer: r.payer,
    month: r.month,
    claims: r.claims,
    billed_cents: r.billed,
    paid_cents: r.paid,
    adjusted_cents: r.adjusted,
    outstanding_cents: r.billed - r.paid - r.adjusted,
  }));
  const totals = {
    claims: sum(data, (r) => r.claims),
    billed_cents: sum(data, (r) => r.billed_cents),
    paid_cents: sum(data, (r) => r.paid_cents),
    adjusted_cents: sum(data, (r) => r.adjusted_cents),
    outstanding_cents: sum(data, (r) => r.outstanding_cents),
  };
  return { data, totals, period: resolved(p) };
}
