import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, users } from '../../src/db/schema';
import { DEMO_AGENT_LOGIN } from '../../src/db/seed/seed-reports';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { idOfLocation, otherSupplier } from '../tasks/other-tenant';

let t: TestApp;
let owner: string;
let sunrise: number;
let agentId: number;
let driverId: number;
/** Wide enough to hold every seeded row, whatever day the tests run. */
const PERIOD = 'date_from=2000-01-01&date_to=2099-12-31';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.tokenFor('supplier@demo.test');
  const db = t.database.db;
  sunrise = (await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply')))[0]!.id;
  agentId = (await db.select().from(users).where(eq(users.login, DEMO_AGENT_LOGIN)))[0]!.id;
  driverId = (await db.select().from(users).where(eq(users.login, 'driver1@demo.test')))[0]!.id;
});
afterAll(() => t?.close());

const get = (url: string, as = owner) => t.app.inject({ method: 'GET', url, headers: bearer(as) });
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((n, r) => n + f(r), 0);

/** Commission straight from the tables: billed primary claims per order and the agent's rules, in one statement. */
const commissionSql = () => sql`
  with billed as (
    select o.id, o.agent_id, sum(c.charge_cents)::bigint as billed
    from orders o join claims c on c.order_id = o.id and c.deleted_at is null and c.payer_sequence = 'primary'
    where o.vendor_id = ${sunrise} and o.agent_id is not null group by o.id, o.agent_id
  ), units as (select order_id, sum(quantity)::int as units from order_items where archived_at is null group by order_id)
  select b.agent_id, count(*)::int as orders, sum(b.billed)::bigint as billed,
    sum((select coalesce(sum(case when r.kind = 'percent' then round(b.billed * r.percent_bp / 10000.0)
      else r.amount_cents * (case when r.basis = 'item' then coalesce(u.units, 0) else 1 end) end), 0)
      from employee_commission_rules r where r.user_id = b.agent_id))::bigint as commission
  from billed b left join units u on u.order_id = b.id group by b.agent_id`;

describe('agents report', () => {
  it('totals equal their rows and the SQL sums of billed claims and commission rules', async () => {
    const res = await get(`/api/vendor/reports/agents?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const expected = await rowsOf<{ agent_id: number; orders: number; billed: string; commission: string }>(commissionSql());
    expect(expected.length).toBeGreaterThan(0);
    for (const e of expected) {
      const row = body.data.find((r: { agent: { id: number } }) => r.agent.id === e.agent_id);
      expect(row).toMatchObject({ orders: e.orders, billed_cents: Number(e.billed), commission_cents: Number(e.commission) });
      expect(row.paid_cents + row.pending_cents).toBe(row.commission_cents);
    }
    for (const key of ['orders', 'billed_cents', 'commission_cents', 'paid_cents', 'pending_cents', 'other_orders'] as const)
      expect(body.totals[key]).toBe(sum(body.data, (r: Record<string, number>) => r[key]!));
    const victor = body.data.find((r: { agent: { name: string } }) => r.agent.name === 'Victor Lane');
    expect(victor.commission_cents).toBeGreaterThan(0);
    expect(victor.other_orders).toBe(1);
  });

  it("one agent's tabs sum to the summary, and marking the period paid moves pending to paid once", async () => {
    const pending = (await get(`/api/vendor/reports/agents/${agentId}?tab=pending&${PERIOD}`)).json();
    expect(pending.totals.commission_cents).toBe(sum(pending.data, (l: { commission_cents: number }) => l.commission_cents));
    expect(pending.agent.rules).toEqual(['Billed: 10 % of billed per order', 'Units: $5.00 per item']);
    const other = (await get(`/api/vendor/reports/agents/${agentId}?tab=other&${PERIOD}`)).json();
    expect(other.totals.lines).toBe(1);
    const pay = { kind: 'agent', user_id: agentId, date_from: '2000-01-01', date_to: '2099-12-31' };
    const paid = await t.app.inject({ method: 'POST', url: '/api/vendor/reports/payouts', headers: bearer(owner), payload: pay });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ amount_cents: pending.totals.commission_cents, items: pending.totals.lines });
    const after = (await get(`/api/vendor/reports/agents/${agentId}?tab=paid&${PERIOD}`)).json();
    expect(after.totals.commission_cents).toBe(pending.totals.commission_cents);
    expect((await get(`/api/vendor/reports/agents/${agentId}?tab=pending&${PERIOD}`)).json().totals.lines).toBe(0);
    const again = await t.app.inject({ method: 'POST', url: '/api/vendor/reports/payouts', headers: bearer(owner), payload: pay });
    expect(again.statusCode).toBe(422);
  });
});

describe('drivers report', () => {
  it('totals equal their rows and the SQL sums of deliveries, rates and payouts', async () => {
    const res = await get(`/api/vendor/reports/drivers?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const expected = await rowsOf<{ driver_id: number; delivered: number; paid: string; pending: string }>(sql`
      select d.driver_id, count(*) filter (where d.outcome = 'delivered')::int as delivered,
        coalesce(sum(pi.amount_cents), 0)::bigint as paid,
        (count(*) filter (where d.outcome = 'delivered' and pi.id is null) * coalesce(max(p.rate_cents) filter (where p.pay_type = 'per_delivery'), 0))::bigint as pending
      from deliveries d
      left join payout_items pi on pi.account_id = d.account_id and pi.kind = 'driver' and pi.source_id = d.id
      left join employee_pay p on p.user_id = d.driver_id
      where d.account_id = ${sunrise} group by d.driver_id`);
    expect(expected.length).toBeGreaterThan(0);
    for (const e of expected) {
      const row = body.data.find((r: { driver: { id: number } }) => r.driver.id === e.driver_id);
      expect(row).toMatchObject({ deliveries: e.delivered, paid_cents: Number(e.paid), pending_cents: Number(e.pending) });
      expect(row.pay_cents).toBe(row.paid_cents + row.pending_cents);
    }
    for (const key of ['deliveries', 'failed', 'pay_cents', 'paid_cents', 'pending_cents'] as const)
      expect(body.totals[key]).toBe(sum(body.data, (r: Record<string, number>) => r[key]!));
    const derek = body.data.find((r: { driver: { id: number } }) => r.driver.id === driverId);
    expect(derek).toMatchObject({ deliveries: 2, paid_cents: 1_800, pending_cents: 1_800 });
  });

  it("one driver's paid and pending tabs list their deliveries with totals", async () => {
    const paid = (await get(`/api/vendor/reports/drivers/${driverId}?tab=paid&${PERIOD}`)).json();
    const pending = (await get(`/api/vendor/reports/drivers/${driverId}?tab=pending&${PERIOD}`)).json();
    expect(paid.totals).toEqual({ lines: 1, pay_cents: 1_800 });
    expect(pending.totals).toEqual({ lines: 1, pay_cents: 1_800 });
    expect(pending.driver).toMatchObject({ name: 'Derek Miles', pay_type: 'per_delivery', rate_cents: 1_800 });
    expect(pending.data[0].payout_id).toBeNull();
  });
});

describe('bills report', () => {
  it('billed, paid, adjusted and outstanding by payer and month equal the SQL sums', async () => {
    const body = (await get(`/api/vendor/reports/bills?${PERIOD}`)).json();
    const [e] = await rowsOf<{ n: number; billed: string }>(sql`select count(*)::int as n, coalesce(sum(charge_cents), 0)::bigint as billed from claims where account_id = ${sunrise} and deleted_at is null`);
    expect(body.totals.claims).toBe(e!.n);
    expect(body.totals.billed_cents).toBe(Number(e!.billed));
    for (const key of ['claims', 'billed_cents', 'paid_cents', 'adjusted_cents', 'outstanding_cents'] as const)
      expect(body.totals[key]).toBe(sum(body.data, (r: Record<string, number>) => r[key]!));
    for (const r of body.data) expect(r.outstanding_cents).toBe(r.billed_cents - r.paid_cents - r.adjusted_cents);
  });
});

describe('access and PDFs', () => {
  it('a printable PDF of each report', async () => {
    for (const q of ['report=drivers', `report=driver&id=${driverId}&tab=paid`, 'report=agents', `report=agent&id=${agentId}`, 'report=bills']) {
      const res = await get(`/api/vendor/reports/pdf?${q}&${PERIOD}`);
      expect(res.statusCode, `${q}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await get(`/api/vendor/reports/pdf?report=driver&${PERIOD}`)).statusCode).toBe(422);
  });

  it('staff (even with every key) get 403; another company gets 404 for these agents and drivers', async () => {
    const hr = await t.tokenFor('supplier.hr@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/vendor/reports/drivers', headers: { ...bearer(hr), 'x-location-id': String(await idOfLocation(t, 'Main Warehouse')) } });
    expect(res.statusCode).toBe(403);
    const rival = await otherSupplier(t);
    expect((await get(`/api/vendor/reports/agents/${agentId}`, rival.token)).statusCode).toBe(404);
    expect((await get(`/api/vendor/reports/drivers/${driverId}`, rival.token)).statusCode).toBe(404);
    const pay = await t.app.inject({ method: 'POST', url: '/api/vendor/reports/payouts', headers: bearer(rival.token), payload: { kind: 'driver', user_id: driverId, date_from: '2000-01-01', date_to: '2099-12-31' } });
    expect(pay.statusCode).toBe(404);
    // Their own (empty) reports answer, with no row of Sunrise.
    expect((await get(`/api/vendor/reports/drivers?${PERIOD}`, rival.token)).json().data).toEqual([]);
  });
});
