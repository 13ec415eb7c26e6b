// Billing at a supplier's real size, on PostgreSQL: `npm run bench billing` (issue 11).
// Creates (or reuses) a database with BENCH_CLAIMS claims (default 200,000) of the demo supplier over three years,
// each for one delivered suborder of its own order, of BENCH_PATIENTS patients (20,000), through the product's own
// schema: 1-2 lines each, every status (mostly paid, partially paid, submitted, accepted; some denied), about 10 %
// with a patient balance open (the coins list), 2 % set aside (pending), payments and adjustments on the adjudicated
// ones. It starts the compiled server on it and
//  1. for the claims lists (newest first, one status, coins, declined, pending, a patient name search) prints req/s,
//     p50, p95 and p99 at BENCH_CONNECTIONS (50) beside the same SQL replayed directly and the server's ceiling
//     (GET /api/health-check). Target: p95 under 50 ms for a page of 25.
//  2. makes BENCH_ERA_CLAIMS (10,000) fresh submitted claims of two lines, builds one 835 paying them all (80 % paid,
//     CO 45 and PR 2 per line) and times, in this process, its import (parse and post), then imports the same file
//     again, which must post nothing. Target: parse and post under 5 s.
// Environment: BENCH_DATABASE_URL (an admin connection), BENCH_SECONDS (10 per run), BENCH_FRESH=1 to generate the
// data again. The previous run's remittance claims are deleted (soft, as the product does) before each run, so the
// lists always measure BENCH_CLAIMS claims.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { importRemittances } from '../apps/server/src/modules/billing/era-import';
import { build835, parse835, type Build835Claim } from '../apps/server/src/modules/x12';
import { FIRST, LAST, reuseOrGenerate, withClient } from './lib/bench-database';
import { loadHttp, loadSql } from './lib/load';
import { BENCH_POOL, reachable, rowWithP95, signIn, startServer, statementsOf, type BenchCase } from './lib/server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 200_000);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 20_000);
const ERA_CLAIMS = Number(process.env.BENCH_ERA_CLAIMS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PARSE_RUNS = 3;
/** Orders inserted per statement and transaction (see `deliveredSuborders`). */
const ORDER_LOT = 2_000;
/** Claim statuses with weights (of 100): most claims are adjudicated, a steady share is with the payer. */
const STATUS_MIX: [string, number][] = [
  ['paid', 45],
  ['partially_paid', 12],
  ['submitted', 12],
  ['accepted', 10],
  ['denied', 6],
  ['closed', 4],
  ['ready', 4],
  ['draft', 3],
  ['rejected', 2],
  ['appealed', 2],
];
/** Payers with weights: DME is mostly Medicare's DME MAC, then a few commercial plans. */
const PAYERS: [string, string, number][] = [
  ['CGS DME MAC JURISDICTION B', '17003', 7],
  ['Aetna', '60054', 1],
  ['Anthem Blue Cross Ohio', '00834', 1],
  ['Medical Mutual of Ohio', '29076', 1],
];
const PENDING_REASONS = ['Waiting for the CMN', 'Prior authorisation requested', 'Patient to confirm insurance', 'Delivery ticket unsigned'];
const PAYER_835 = { name: 'CGS DME MAC JURISDICTION B', id: '17003', address: { line1: 'PO Box 20010', city: 'Nashville', state: 'TN', zip: '37202' } };

const quoted = (names: readonly string[]) => `array[${names.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]`;

interface Demo {
  practice: number;
  supplier: number;
  doctor: number;
  owner: number;
  offices: number[];
  /** Equipment the supplier has a price for (the demo's billing catalogue): what claim lines charge. */
  priced: number[];
  columbus: number;
}

async function demoOf(c: pg.Client): Promise<Demo> {
  const { rows } = await c.query(`
    select (select id from accounts where name = 'Bennett Family Practice') as practice,
           (select id from accounts where name = 'Sunrise Medical Supply') as supplier,
           (select id from users where login = 'doctor@demo.test') as doctor,
           (select id from users where login = 'supplier@demo.test') as owner,
           (select array_agg(id order by id) from locations where account_id = (select id from accounts where name = 'Bennett Family Practice') and deleted_at is null) as offices,
           (select array_agg(equipment_id order by equipment_id) from supplier_catalog_items
             where account_id = (select id from accounts where name = 'Sunrise Medical Supply') and is_active) as priced,
           (select min(id) from warehouses where name = 'Columbus Stockroom') as columbus`);
  return rows[0] as Demo;
}

/**
 * `count` orders of the demo practice to the supplier (Billing stage), one delivered suborder each with the order's
 * items (two for every `twoEvery`-th order, else one), created evenly from `from` to `to` ago, for the generated
 * patients (from `firstPatient` on). Answers the first new suborder id (the new ones are every id from there).
 */
async function deliveredSuborders(c: pg.Client, d: Demo, count: number, span: { from: string; to: string }, twoEvery: number, firstPatient: number): Promise<number> {
  const firstOrder = (await c.query(`select coalesce(max(id), 0) + 1 as id from orders`)).rows[0].id as number;
  // In lots, each its own transaction: the orders' count trigger (migration 0005) updates the same few counter rows
  // once per order, and one transaction's row versions cannot be pruned, so one statement of 200,000 takes hours.
  for (let from = 1; from <= count; from += ORDER_LOT) {
    await c.query(
      `insert into orders (status, doctor_account_id, doctor_id, doctor_location_id, created_by, patient_id, vendor_id, warehouse_id, rx_date, created_at, updated_at)
       select case when g % 4 = 0 then 80 else 100 end, $1::int, $2::int, ($3::int[])[1 + g % cardinality($3::int[])], $2::int,
              $4::int + (g * 7919) % $5::int, $6::int, $7::int, (ts - interval '2 days')::date, ts, ts + interval '3 days'
       from (select g, now() - $9::interval - (($8::int - g)::float / $8::int) * ($10::interval - $9::interval) as ts from generate_series($11::int, $12::int) g) s`,
      [d.practice, d.doctor, d.offices, firstPatient, PATIENTS, d.supplier, d.columbus, count, span.to, span.from, from, Math.min(count, from + ORDER_LOT - 1)],
    );
  }
  // A second item is another priced equipment than the first (offset 1..n-1), so claim lines never share a code.
  await c.query(
    `insert into order_items (order_id, equipment_id, quantity)
     select o.id, ($1::int[])[1 + (o.id * 7 + (k - 1) * (1 + o.id % (cardinality($1::int[]) - 1))) % cardinality($1::int[])], 1
     from orders o cross join generate_series(1, 2) k
     where o.id >= $2 and (k = 1 or (o.id - $2) % $3 = 0)`,
    [d.priced, firstOrder, twoEvery],
  );
  const firstSuborder = (await c.query(`select coalesce(max(id), 0) + 1 as id from suborders`)).rows[0].id as number;
  await c.query(
    `insert into suborders (account_id, order_id, seq, patient_id, warehouse_id, method, status, address_1, city, state, zip, delivered_at, created_by, created_at, updated_at)
     select $1::int, o.id, 1, o.patient_id, o.warehouse_id, 'driver', case when o.status = 100 then 'paid' else 'delivered' end,
            (100 + o.id % 9000)::text || ' High St', 'Columbus', 'OH', '43215', o.created_at + interval '2 days', $2::int, o.created_at + interval '1 hour', o.created_at + interval '2 days'
     from orders o where o.id >= $3 order by o.id`,
    [d.supplier, d.owner, firstOrder],
  );
  await c.query(
    `insert into suborder_items (suborder_id, order_item_id, created_at)
     select s.id, oi.id, s.created_at from suborders s join order_items oi on oi.order_id = s.order_id where s.id >= $1 order by oi.id`,
    [firstSuborder],
  );
  await c.query(
    `insert into suborder_status_history (suborder_id, from_status, to_status, user_id, created_at)
     select id, null, status, created_by, created_at from suborders where id >= $1`,
    [firstSuborder],
  );
  return firstSuborder;
}

/** What one new claim is: its suborder and status, set aside or not, whether the patient still owes their share. */
interface ClaimPlan {
  /** Suborders to bill, one claim each: `select id as suborder_id, g ... from suborders`. */
  suborders: string;
  status: string;
  pending: string;
  owes: string;
  /** When the claim was made, from the suborder `s`. */
  created: string;
}

/**
 * One primary claim per suborder with a line per suborder item at the supplier's price, numbered as the product
 * numbers them (`C` and the id); adjudicated claims carry their payments and adjustments as rows and as totals
 * (80 % paid, CO 45 10 %, PR 2 the rest; partially paid: 60 %, a second line denied; denied: CO 50 and N115).
 * Answers the new claims' ids.
 */
async function addClaims(c: pg.Client, d: Demo, plan: ClaimPlan): Promise<number[]> {
  const payers = PAYERS.flatMap(([name, id, w]) => Array<string>(w).fill(`${name}|${id}`));
  await c.query('drop table if exists bench_new_claims, bench_new_lines');
  await c.query(
    `create temporary table bench_new_claims as
     select nextval(pg_get_serial_sequence('claims', 'id'))::int as id, s.id as suborder_id, s.order_id, s.patient_id, p.medicare_id as member_id,
            split_part((${quoted(payers)})[1 + abs(hashtext('payer' || b.g)) % ${payers.length}], '|', 1) as payer_name,
            split_part((${quoted(payers)})[1 + abs(hashtext('payer' || b.g)) % ${payers.length}], '|', 2) as payer_id,
            ${plan.status} as status, ${plan.pending} as pending, ${plan.owes} as owes,
            case b.g % 20 when 0 then 'urgent' when 1 then 'high' when 2 then 'high' when 3 then 'low' else 'normal' end as priority,
            (s.delivered_at)::date as service_date, least(${plan.created}, now()) as created_at, b.g
     from (${plan.suborders}) b join suborders s on s.id = b.suborder_id join patients p on p.id = s.patient_id`,
  );
  // Plans below join the rows just made: without statistics PostgreSQL takes them for a handful and loops.
  await c.query('analyze bench_new_claims, suborders, suborder_items, order_items');
  await c.query(
    `create temporary table bench_new_lines as
     select n.id as claim_id, l.line_no, l.suborder_item_id, l.hcpcs, l.description, l.charge_cents, n.service_date,
            case when l.hcpcs in ('E0601', 'K0001', 'E1390') then '["RR","KX"]' else '["NU"]' end::jsonb as modifiers, a.*
     from bench_new_claims n
     join (
       select si.suborder_id, row_number() over (partition by si.suborder_id order by si.id)::int as line_no, si.id as suborder_item_id, e.hcpcs,
              e.name as description, sc.price_cents::bigint as charge_cents
       from suborder_items si join order_items oi on oi.id = si.order_item_id join equipment_items e on e.id = oi.equipment_id
       join supplier_catalog_items sc on sc.account_id = $1 and sc.equipment_id = e.id
       where si.suborder_id in (select suborder_id from bench_new_claims)) l on l.suborder_id = n.suborder_id
     cross join lateral (
       select case when n.status in ('paid', 'closed') or (n.status = 'partially_paid' and l.line_no = 1) then 'payable'
                   when n.status in ('denied', 'appealed', 'partially_paid') then 'denied' else 'open' end as outcome) o
     cross join lateral (
       select o.outcome, case o.outcome when 'payable' then round(l.charge_cents * case when n.status = 'partially_paid' then 0.6 else 0.8 end)::bigint else 0 end as paid_cents,
              case o.outcome when 'payable' then round(l.charge_cents * 0.1)::bigint when 'denied' then l.charge_cents else 0 end as adjustment_cents) a0
     cross join lateral (
       select a0.outcome, a0.paid_cents, a0.adjustment_cents,
              case when a0.outcome <> 'payable' then 0 when n.status = 'partially_paid' then round(l.charge_cents * 0.1)::bigint
                   else l.charge_cents - a0.paid_cents - a0.adjustment_cents end as patient_resp_cents) a`,
    [d.supplier],
  );
  await c.query('analyze bench_new_lines');
  await c.query(
    `insert into claims (id, account_id, number, suborder_id, order_id, patient_id, payer_sequence, payer_name, payer_id, member_id, status, priority,
                         diagnoses, referring_name, service_date, charge_cents, paid_cents, adjustment_cents, patient_resp_cents, patient_paid_cents, has_denials,
                         pending_reason, pending_at, submitted_at, payer_claim_number, created_by, created_at, updated_at)
     select n.id, $1::int, 'C' || lpad(n.id::text, greatest(7, length(n.id::text)), '0'), n.suborder_id, n.order_id, n.patient_id, 'primary', n.payer_name, n.payer_id, n.member_id,
            n.status, n.priority, '["M25561"]'::jsonb, 'Marcus Welby', n.service_date, t.charge, t.paid, t.adjusted, t.resp, case when n.owes then 0 else t.resp end, t.denied,
            case when n.pending then (${quoted(PENDING_REASONS)})[1 + n.g % ${PENDING_REASONS.length}] end,
            case when n.pending then least(n.created_at + interval '20 days', now()) end,
            case when n.status not in ('draft', 'ready') then n.created_at + interval '1 hour' end,
            case when n.status in ('paid', 'closed', 'partially_paid', 'denied', 'appealed') then 'ICN' || n.id end, $2::int, n.created_at, n.created_at + interval '3 weeks'
     from bench_new_claims n
     join (select claim_id, sum(charge_cents) as charge, sum(paid_cents) as paid, sum(adjustment_cents) as adjusted, sum(patient_resp_cents) as resp, bool_or(outcome = 'denied') as denied
           from bench_new_lines group by claim_id) t on t.claim_id = n.id
     order by n.id`,
    [d.supplier, d.owner],
  );
  await c.query(
    `insert into claim_lines (claim_id, line_no, suborder_item_id, hcpcs, description, modifiers, units, charge_cents, service_date, allowed_cents,
                              paid_cents, adjustment_cents, patient_resp_cents, status)
     select claim_id, line_no, suborder_item_id, hcpcs, description, modifiers, 1, charge_cents, service_date,
            case outcome when 'payable' then paid_cents + patient_resp_cents when 'denied' then 0 end, paid_cents, adjustment_cents, patient_resp_cents,
            case outcome when 'open' then 'open' when 'denied' then 'denied' when 'payable' then
              case when paid_cents + adjustment_cents + patient_resp_cents >= charge_cents then 'paid' else 'partially_paid' end end
     from bench_new_lines order by claim_id, line_no`,
  );
  await c.query('analyze claims, claim_lines');
  // Money rows of the adjudicated claims: the payer's per line (a paper EOB), the patient's share when paid.
  await c.query(
    `insert into claim_payments (claim_id, claim_line_id, payer, source, amount_cents, paid_on, reference, created_by, created_at)
     select l.claim_id, l.id, 'insurance', 'manual', l.paid_cents, l.service_date + 21, 'EOB' || l.claim_id, $1::int, n.created_at + interval '3 weeks'
     from claim_lines l join bench_new_claims n on n.id = l.claim_id where l.paid_cents > 0
     union all
     select c.id, null, 'patient', 'manual', c.patient_paid_cents, c.service_date + 45, '', $1::int, n.created_at + interval '6 weeks'
     from claims c join bench_new_claims n on n.id = c.id where c.patient_paid_cents > 0`,
    [d.owner],
  );
  await c.query(
    `insert into claim_adjustments (claim_id, claim_line_id, group_code, reason, amount_cents, remark_codes, created_by, created_at)
     select l.claim_id, l.id, 'CO', case when l.status = 'denied' then '50' else '45' end, l.adjustment_cents,
            case when l.status = 'denied' then '["N115"]' else '[]' end::jsonb, $1::int, n.created_at + interval '3 weeks'
     from claim_lines l join bench_new_claims n on n.id = l.claim_id where l.adjustment_cents > 0
     union all
     select l.claim_id, l.id, 'PR', '2', l.patient_resp_cents, '[]'::jsonb, $1::int, n.created_at + interval '3 weeks'
     from claim_lines l join bench_new_claims n on n.id = l.claim_id where l.patient_resp_cents > 0`,
    [d.owner],
  );
  await c.query(
    `insert into claim_history (claim_id, from_status, to_status, note, user_id, created_at)
     select id, null, status, '', $1::int, created_at from bench_new_claims`,
    [d.owner],
  );
  return ((await c.query('select array_agg(id order by id) as ids from bench_new_claims')).rows[0].ids as number[] | null) ?? [];
}

/** Patients of the practice linked to the supplier, BENCH_CLAIMS suborders over three years and their claims. */
async function generate(c: pg.Client): Promise<void> {
  const d = await demoOf(c);
  // No transaction around it all (the orders go in lots): bench_ready, written last, says the data is complete.
  const firstPatient = (await c.query(`select coalesce(max(id), 0) + 1 as id from patients`)).rows[0].id as number;
  await c.query(
    `insert into patients (account_id, first_name, last_name, dob, gender, medicare_id)
     select $1::int, (${quoted(FIRST)})[1 + (g * 7) % ${FIRST.length}], (${quoted(LAST)})[1 + (g * 13) % ${LAST.length}] || case when g % 3 = 0 then '' else '-' || (g % 997)::text end,
            date '1930-01-01' + (g * 37) % 25000, case when g % 2 = 0 then 'F' else 'M' end, lpad((1000000000 + g)::text, 11, '1')
     from generate_series(1, $2::int) g`,
    [d.practice, PATIENTS],
  );
  await c.query(`insert into patient_vendors (patient_id, vendor_id) select id, $1 from patients where id >= $2 on conflict do nothing`, [d.supplier, firstPatient]);
  const first = await deliveredSuborders(c, d, CLAIMS, { from: '3 years', to: '3 days' }, 3, firstPatient);
  const statuses = STATUS_MIX.flatMap(([key, w]) => Array<string>(w).fill(key));
  // Independent hashes of the claim's number in the lot, so status, pending and coins do not go together.
  const status = `(${quoted(statuses)})[1 + abs(hashtext('status' || b.g)) % ${statuses.length}]`;
  await addClaims(c, d, {
    suborders: `select id as suborder_id, id - ${first} + 1 as g from suborders where id >= ${first}`,
    status,
    // One in 25 of the claims not settled (about half): 2 % of all.
    pending: `abs(hashtext('pending' || b.g)) % 25 = 0 and ${status} not in ('paid', 'closed')`,
    // About a sixth of the claims with a patient share: ~10 % of all claims are on the coins list.
    owes: `abs(hashtext('owes' || b.g)) % 6 = 0`,
    created: `s.delivered_at + interval '1 day'`,
  });
  await c.query('create table bench_era_suborders (suborder_id int primary key)');
  await c.query('create table bench_era_claims (claim_id int primary key)');
  await c.query('create table bench_ready (claims int, patients int, first_patient int)');
  await c.query('insert into bench_ready values ($1, $2, $3)', [CLAIMS, PATIENTS, firstPatient]);
  await c.query('vacuum analyze');
}

async function prepare(): Promise<string> {
  const name = `dme_bench_billing_${CLAIMS}_${PATIENTS}`;
  const { url, generatedIn } = await reuseOrGenerate(ADMIN_URL, name, { fresh: process.env.BENCH_FRESH === '1', generate, log: console.log });
  if (generatedIn !== null) console.log(`database ${name}: generated ${PATIENTS} patients, ${CLAIMS} orders, suborders and claims in ${generatedIn} s`);
  return url;
}

/** The previous run's remittance claims are deleted as the product deletes (soft), so the lists see BENCH_CLAIMS. */
async function forgetRemittanceClaims(url: string): Promise<void> {
  await withClient(url, async (c) => {
    await c.query(`update claims set deleted_at = now() where id in (select claim_id from bench_era_claims) and deleted_at is null`);
    await c.query('truncate bench_era_claims');
  });
}

async function claimsLists(url: string, base: string, owner: string): Promise<boolean> {
  const page = '/api/vendor/billing/claims?page=1&rowsPerPage=25';
  const cases: BenchCase[] = [
    { name: 'claims, newest first', login: 'supplier@demo.test', path: page },
    { name: 'claims, status submitted', login: 'supplier@demo.test', path: `${page}&status=submitted` },
    { name: 'coins (patient balance open)', login: 'supplier@demo.test', path: `${page}&list=coins` },
    { name: 'declined (denied lines)', login: 'supplier@demo.test', path: `${page}&list=declined` },
    { name: 'pending (set aside)', login: 'supplier@demo.test', path: `${page}&list=pending` },
    { name: 'claims, patient search', login: 'supplier@demo.test', path: `${page}&search=smith` },
  ];
  const tokens = new Map([['supplier@demo.test', owner]]);
  const statements = await statementsOf(url, cases, tokens);
  const counts = await withClient(url, async (c) => (await c.query(`
    select count(*) as claims, count(*) filter (where patient_resp_cents > patient_paid_cents) as coins, count(*) filter (where has_denials) as declined,
           count(*) filter (where pending_at is not null) as pending, count(*) filter (where status = 'submitted') as submitted
    from claims where account_id = (select id from accounts where name = 'Sunrise Medical Supply') and deleted_at is null`)).rows[0] as Record<string, string>);
  console.log(
    `\n${counts.claims} claims (${counts.submitted} submitted, ${counts.coins} coins, ${counts.declined} declined, ${counts.pending} pending), ${PATIENTS} patients; ` +
      `${CONNECTIONS} connections, ${SECONDS} s per run; the server's pool: ${BENCH_POOL}`,
  );
  const ceiling = await loadHttp(`${base}/api/health-check`, {}, CONNECTIONS, SECONDS);
  console.log(rowWithP95('ceiling: GET /api/health-check', ceiling));
  let failed = false;
  for (const c of cases) {
    const sql = statements.get(c.name)!;
    const endpoint = await loadHttp(`${base}${c.path}`, { authorization: `Bearer ${tokens.get(c.login)}` }, CONNECTIONS, SECONDS);
    const raw = await loadSql(url, sql, CONNECTIONS, SECONDS, BENCH_POOL);
    const meets = endpoint.rps > 0 && endpoint.bad === 0 && (endpoint.p95 ?? Infinity) < 50;
    failed ||= endpoint.bad > 0;
    console.log(`\n${c.name}: GET ${c.path}`);
    console.log(rowWithP95('  endpoint', endpoint));
    console.log(rowWithP95(`  raw SQL (${sql.length} statements)`, raw));
    console.log(
      `  endpoint/raw SQL time ${(raw.rps / endpoint.rps).toFixed(2)}x; ${((endpoint.rps / ceiling.rps) * 100).toFixed(0)}% of the ceiling's req/s; ${meets ? 'meets' : 'misses'} p95 < 50 ms`,
    );
  }
  return !failed;
}

/**
 * ERA_CLAIMS submitted claims of two lines made now, on suborders kept for them (`bench_era_suborders`, made once per
 * database and billed again each run once the previous run's claims are deleted).
 */
async function remittanceClaims(url: string): Promise<number[]> {
  return withClient(url, async (c) => {
    const d = await demoOf(c);
    const kept = Number((await c.query('select count(*) as n from bench_era_suborders')).rows[0].n);
    if (kept < ERA_CLAIMS) {
      const firstPatient = (await c.query('select first_patient from bench_ready')).rows[0].first_patient as number;
      const first = await deliveredSuborders(c, d, ERA_CLAIMS - kept, { from: '40 days', to: '30 days' }, 1, firstPatient);
      await c.query('insert into bench_era_suborders select id from suborders where id >= $1', [first]);
    }
    await c.query('begin');
    const ids = await addClaims(c, d, {
      suborders: `select suborder_id, row_number() over (order by suborder_id) as g from (select suborder_id from bench_era_suborders order by suborder_id limit ${ERA_CLAIMS}) e`,
      status: `'submitted'`,
      pending: 'false',
      owes: 'false',
      created: `now() - interval '25 days'`,
    });
    await c.query('insert into bench_era_claims select unnest($1::int[])', [ids]);
    await c.query('commit');
    await c.query('analyze claims, claim_lines, claim_history');
    return ids;
  });
}

interface BilledClaim {
  number: string;
  first_name: string;
  last_name: string;
  member_id: string;
  lines: { hcpcs: string; modifiers: string[]; charge_cents: number; units: number; service_date: string }[];
}

/** One 835 paying every claim: per line 80 % paid, 10 % contractual (CO 45), the rest co-insurance (PR 2). */
async function remittanceFor(url: string, ids: number[]): Promise<string> {
  const billed = await withClient(url, async (c) => (await c.query(`
    select c.number, p.first_name, p.last_name, c.member_id,
           json_agg(json_build_object('hcpcs', l.hcpcs, 'modifiers', l.modifiers, 'charge_cents', l.charge_cents, 'units', l.units, 'service_date', l.service_date) order by l.line_no) as lines
    from claims c join patients p on p.id = c.patient_id join claim_lines l on l.claim_id = c.id
    where c.id = any($1::int[]) group by c.id, p.id order by c.id`, [ids])).rows as BilledClaim[]);
  const claims: Build835Claim[] = billed.map((b) => ({
    patientControlNumber: b.number,
    payerClaimControlNumber: `ICN${b.number}`,
    patient: { lastName: b.last_name, firstName: b.first_name, memberId: b.member_id },
    services: b.lines.map((l) => {
      const paid = Math.round(l.charge_cents * 0.8);
      const contractual = Math.round(l.charge_cents * 0.1);
      const coinsurance = l.charge_cents - paid - contractual;
      return {
        hcpcs: l.hcpcs,
        modifiers: l.modifiers,
        chargeCents: l.charge_cents,
        paidCents: paid,
        units: l.units,
        serviceDate: l.service_date,
        allowedCents: paid + coinsurance,
        adjustments: [
          { group: 'CO' as const, reason: '45', amountCents: contractual },
          { group: 'PR' as const, reason: '2', amountCents: coinsurance },
        ],
      };
    }),
  }));
  return build835({
    envelope: { senderId: 'CGSDMEMAC', receiverId: 'SUNRISE', controlNumber: 1 + (Date.now() % 900_000_000), createdAt: new Date(), usage: 'P' },
    payer: PAYER_835,
    payee: { name: 'Sunrise Medical Supply', npi: '1356789010' },
    paymentDate: new Date().toISOString().slice(0, 10),
    // A new payment every run: the payer and its trace number name it, and the same one is never posted twice.
    traceNumber: `BENCH${Date.now()}`,
    claims,
  });
}

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (msValue: number) => `${(msValue / 1000).toFixed(2)} s`;

async function posting(url: string): Promise<boolean> {
  let started = performance.now();
  const ids = await remittanceClaims(url);
  console.log(`\nposting: ${ids.length} submitted claims of 2 lines made in ${seconds(performance.now() - started)}`);
  started = performance.now();
  const content = await remittanceFor(url, ids);
  console.log(`  835 built in ${seconds(performance.now() - started)}: ${(content.length / 1e6).toFixed(1)} MB, ${ids.length} claims, ${2 * ids.length} service lines`);
  const parses: number[] = [];
  for (let i = 0; i < PARSE_RUNS; i++) {
    const t0 = performance.now();
    parse835(content);
    parses.push(performance.now() - t0);
  }
  console.log(`  parse835 alone: median of ${PARSE_RUNS} ${seconds(medianOf(parses))}`);
  const { owner, supplier } = await withClient(url, async (c) => (await c.query(`
    select (select id from users where login = 'supplier@demo.test') as owner, (select id from accounts where name = 'Sunrise Medical Supply') as supplier`)).rows[0] as { owner: number; supplier: number });
  const counts = () =>
    withClient(url, async (c) => (await c.query(`
      select (select count(*) from eras where account_id = $1)::int as eras, (select count(*) from claim_payments)::int as payments,
             (select count(*) from claim_adjustments)::int as adjustments`, [supplier])).rows[0] as { eras: number; payments: number; adjustments: number });
  const database = await openDatabase({ databaseUrl: url });
  try {
    const before = await counts();
    started = performance.now();
    const first = await importRemittances(database.db, supplier, content, 'upload', 'bench.835', owner);
    const took = performance.now() - started;
    const after = await counts();
    const statuses = await withClient(url, async (c) => (await c.query(`select status, count(*)::int as n from claims where id = any($1::int[]) group by status order by status`, [ids])).rows as { status: string; n: number }[]);
    const paid = statuses.find((s) => s.status === 'paid')?.n ?? 0;
    console.log(
      `  importRemittances (parse and post): ${seconds(took)}; ${first.eraIds.length} remittance, ${after.payments - before.payments} payments and ${after.adjustments - before.adjustments} adjustments posted`,
    );
    console.log(`  claims after: ${statuses.map((s) => `${s.n} ${s.status}`).join(', ')}; ${paid} of ${ids.length} paid`);
    console.log(`  ${took < 5000 ? 'meets' : 'misses'} parse and post under 5 s`);
    started = performance.now();
    const again = await importRemittances(database.db, supplier, content, 'upload', 'bench.835', owner);
    const tookAgain = performance.now() - started;
    const final = await counts();
    const nothing = again.eraIds.length === 0 && again.duplicates === 1 && final.eras === after.eras && final.payments === after.payments && final.adjustments === after.adjustments;
    console.log(
      `  the same file again: ${seconds(tookAgain)}; ${again.duplicates} duplicate remittance, eras ${after.eras} -> ${final.eras}, payments ${after.payments} -> ${final.payments}, adjustments ${after.adjustments} -> ${final.adjustments}: ${nothing ? 'posted nothing' : 'POSTED AGAIN'}`,
    );
    return first.eraIds.length === 1 && paid === ids.length && nothing;
  } finally {
    await database.close();
  }
}

/**
 * The endpoints run the compiled server while the raw SQL and the posting come from the sources: a build older than
 * the sources measures other code than the baseline, so say so (`npm run build:server` refreshes it).
 */
function warnIfStaleBuild(): void {
  const root = join(import.meta.dirname, '..');
  const built = statSync(join(root, 'apps', 'server', 'dist', 'main.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const newest = ['apps/server/src', 'packages/contract/src']
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => statSync(join(root, dir, f)).mtimeMs))
    .reduce((a, b) => Math.max(a, b), 0);
  if (newest > built) console.log(`note: apps/server/dist is older than the sources by ${Math.round((newest - built) / 60_000)} min: the endpoints run the older build`);
}

async function main(): Promise<void> {
  if (!(await reachable(ADMIN_URL))) {
    console.log(`PostgreSQL at ${ADMIN_URL} does not answer: the billing benchmark needs it (set BENCH_DATABASE_URL).`);
    return;
  }
  warnIfStaleBuild();
  const url = await prepare();
  await forgetRemittanceClaims(url);
  const port = 20_000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(url, port);
  let listed: boolean;
  try {
    listed = await claimsLists(url, base, await signIn(base, 'supplier@demo.test'));
  } finally {
    server.kill('SIGTERM');
  }
  const posted = await posting(url);
  if (!listed || !posted) process.exitCode = 1;
}

await main();
