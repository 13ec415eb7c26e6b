// Shipping at a supplier's real size, on PostgreSQL: `npm run bench shipping` (issue 10).
// Creates (or reuses) a database with BENCH_SUBORDERS suborders (default 100,000: one per order, each with one line)
// of BENCH_PATIENTS patients (20,000) through the product's own schema, eight drivers with three years of routes, and
// BENCH_STOPS (150) driver suborders agreed for tomorrow around Columbus. It starts the compiled server on it and
//  1. for the shipping list (newest first, one status, a patient name search) prints req/s, p50, p95 and p99 at
//     BENCH_CONNECTIONS (50) beside the same SQL replayed directly and the server's ceiling (GET /api/health-check).
//     Target: p95 under 50 ms for a page of 25.
//  2. times one `create-optimized-routes` for the 150 stops over the 8 drivers (5 s solver budget, saved).
//     Target: answers with a saved plan in under 10 s.
// Environment: BENCH_DATABASE_URL (an admin connection), BENCH_SECONDS (10 per run), BENCH_FRESH=1 to generate the
// data again. The day's routes of the eight drivers are cleared before each run, so a reused database plans again.
import pg from 'pg';
import { todayIn, zonedInstant } from '../apps/server/src/modules/delivery/clock';
import { FIRST, LAST, reuseOrGenerate, withClient } from './lib/bench-database';
import { loadHttp, loadSql } from './lib/load';
import { BENCH_POOL, reachable, rowWithP95, signIn, startServer, statementsOf, type BenchCase } from './lib/server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SUBORDERS = Number(process.env.BENCH_SUBORDERS ?? 100_000);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 20_000);
const STOPS = Math.min(SUBORDERS, Number(process.env.BENCH_STOPS ?? 150));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The demo's two drivers and six more. */
const EXTRA_DRIVERS = 6;
/** Agreed windows of the day's stops, wall-clock in the company's zone. */
const WINDOWS: [string, string][] = [
  ['08:00', '12:00'],
  ['12:00', '16:00'],
  ['14:00', '18:00'],
];
/** Shipping statuses with weights: most suborders are delivered or paid, a steady share in every stage before. */
const STATUS_MIX: [string, number][] = [
  ['warehouse_service', 6],
  ['pickup', 2],
  ['self_delivery', 1],
  ['shipping_service', 3],
  ['distributor_service', 1],
  ['quote_by_mail', 1],
  ['quote_by_fax', 1],
  ['quote_by_manually', 1],
  ['ordered_by_mail', 1],
  ['ordered_by_fax', 1],
  ['ordered_by_manually', 1],
  ['service_pending', 2],
  ['in_delivery', 3],
  ['pending_aob', 2],
  ['delivered', 44],
  ['paid', 30],
];

const quoted = (names: readonly string[]) => `array[${names.map((n) => `'${n}'`).join(',')}]`;

/**
 * Patients, orders (Ready/Delivery/Billing stages), one line and one suborder each, generated in SQL. Suborders go by
 * driver (80 %), courier or pickup, to Ohio ZIPs with their map position, created over three years up to three days
 * ago; a driver suborder's agreed window is two days after it was made (all in the past), so none of them is open
 * for tomorrow's plan; those that went out by driver are stops of past routes of the eight drivers. The newest STOPS
 * become tomorrow's stops (their windows are set on every run: `planDay`).
 */
async function generate(c: pg.Client): Promise<void> {
  const { rows } = await c.query(`
    select (select id from accounts where name = 'Bennett Family Practice') as practice,
           (select id from accounts where name = 'Sunrise Medical Supply') as supplier,
           (select id from users where login = 'doctor@demo.test') as doctor,
           (select id from users where login = 'supplier@demo.test') as owner,
           (select password_hash from users where login = 'driver1@demo.test') as password_hash,
           (select array_agg(id order by id) from locations where account_id = (select id from accounts where name = 'Bennett Family Practice') and deleted_at is null) as offices,
           (select array_agg(id order by id) from equipment_items) as items,
           (select min(id) from warehouses where name = 'Columbus Stockroom') as columbus,
           (select min(id) from warehouses where name = 'Cleveland Stockroom') as cleveland`);
  const { practice, supplier, doctor, owner, password_hash, offices, items, columbus, cleveland } = rows[0];
  await c.query('begin');
  const firstPatient = (await c.query(`select coalesce(max(id), 0) + 1 as id from patients`)).rows[0].id as number;
  await c.query(
    `insert into patients (account_id, first_name, last_name, dob, gender, medicare_id)
     select $1::int, (${quoted(FIRST)})[1 + (g * 7) % ${FIRST.length}], (${quoted(LAST)})[1 + (g * 13) % ${LAST.length}] || case when g % 3 = 0 then '' else '-' || (g % 997)::text end,
            date '1930-01-01' + (g * 37) % 25000, case when g % 2 = 0 then 'F' else 'M' end, lpad((1000000000 + g)::text, 11, '1')
     from generate_series(1, $2::int) g`,
    [practice, PATIENTS],
  );
  await c.query(`insert into patient_vendors (patient_id, vendor_id) select id, $1 from patients where id >= $2 on conflict do nothing`, [
    supplier,
    firstPatient,
  ]);
  const firstOrder = (await c.query(`select coalesce(max(id), 0) + 1 as id from orders`)).rows[0].id as number;
  const orderStatuses = [70, 70, 80, 80, 80, 100, 100, 100, 100, 100];
  await c.query(
    `insert into orders (status, doctor_account_id, doctor_id, doctor_location_id, created_by, patient_id, vendor_id, warehouse_id, rx_date, created_at, updated_at)
     select (array[${orderStatuses.join(',')}])[1 + (g * 7919) % ${orderStatuses.length}], $1::int, $2::int, ($3::int[])[1 + g % cardinality($3::int[])], $2::int,
            $4::int + g % $5::int, $6::int, case when g % 3 = 0 then $7::int else $8::int end, (ts - interval '2 days')::date, ts, ts + interval '1 day'
     from (select g, now() - interval '3 days' - (($9::int - g)::float / $9::int) * interval '3 years' as ts from generate_series(1, $9::int) g) s`,
    [practice, doctor, offices, firstPatient, PATIENTS, supplier, cleveland, columbus, SUBORDERS],
  );
  await c.query(
    `insert into order_items (order_id, equipment_id, quantity)
     select o.id, ($1::int[])[1 + o.id % cardinality($1::int[])], 1 + o.id % 3 from orders o where o.id >= $2`,
    [items, firstOrder],
  );
  // Ohio ZIPs with a map position; the day's stops are around Columbus (432xx).
  await c.query(`create temporary table oh_zip as
    select row_number() over (order by zip) - 1 as rn, zip, city, lat, lng
    from (select distinct on (zip) zip, city, lat, lng from zip_places where state_code = 'OH' and lat is not null and lng is not null order by zip, id) z`);
  await c.query(
    `create temporary table columbus_zip as select row_number() over (order by zip) - 1 as rn, zip, city, lat, lng from oh_zip where zip between '43201' and '43299'`,
  );
  const zips = Number((await c.query('select count(*) as n from oh_zip')).rows[0].n);
  const weights = STATUS_MIX.flatMap(([key, w]) => Array<string>(w).fill(key));
  const streets = quoted(['Main St', 'High St', 'Broad St', 'Oak Ave', 'Maple Dr', 'Park Rd', 'Elm St', 'Lake Ave', 'Cedar Ln', 'Hill Rd']);
  const firstSuborder = (await c.query(`select coalesce(max(id), 0) + 1 as id from suborders`)).rows[0].id as number;
  await c.query(
    `insert into suborders (account_id, order_id, seq, patient_id, warehouse_id, method, status, address_1, city, state, zip, lat, lng,
                            slot_starts_at, slot_ends_at, delivered_at, created_by, created_at, updated_at)
     select $1::int, o.id, 1, o.patient_id, o.warehouse_id, m.method, m.status,
            (100 + o.id % 9000)::text || ' ' || (${streets})[1 + o.id % 10], z.city, 'OH', z.zip, z.lat, z.lng,
            case when m.method = 'driver' then m.slot end, case when m.method = 'driver' then m.slot + interval '3 hours' end,
            case when m.status in ('delivered', 'paid') then m.slot + interval '1 hour' end, $2::int, o.created_at + interval '1 hour', o.created_at + interval '2 days'
     from orders o
     cross join lateral (select case when o.id % 10 < 8 then 'driver' when o.id % 10 = 8 then 'courier' else 'pickup' end as method,
                                (${quoted(weights)})[1 + (o.id * 7907) % ${weights.length}] as status,
                                date_trunc('hour', o.created_at + interval '2 days') as slot) m
     join oh_zip z on z.rn = (o.id::bigint * 7919) % $3
     where o.id >= $4
     order by o.id`,
    [supplier, owner, zips, firstOrder],
  );
  await c.query(
    `insert into suborder_items (suborder_id, order_item_id, created_at)
     select s.id, oi.id, s.created_at from suborders s join order_items oi on oi.order_id = s.order_id where s.id >= $1`,
    [firstSuborder],
  );
  await c.query(
    `insert into suborder_status_history (suborder_id, from_status, to_status, user_id, created_at)
     select id, null, status, created_by, created_at from suborders where id >= $1`,
    [firstSuborder],
  );
  // Tomorrow's stops: the newest suborders, from Columbus by driver, one unit each, around Columbus (a few hundred
  // metres apart when two share a ZIP).
  await c.query('create table bench_stops (suborder_id int primary key)');
  await c.query(`insert into bench_stops select id from suborders where id >= $1 order by created_at desc, id desc limit $2`, [
    firstSuborder,
    STOPS,
  ]);
  const columbusZips = Number((await c.query('select count(*) as n from columbus_zip')).rows[0].n);
  await c.query(
    `update suborders s set method = 'driver', status = 'warehouse_service', warehouse_id = $1, delivered_at = null,
            zip = z.zip, city = z.city, lat = z.lat + ((s.id * 13) % 21 - 10) / 2000.0, lng = z.lng + ((s.id * 17) % 21 - 10) / 2000.0
     from bench_stops b, columbus_zip z where b.suborder_id = s.id and z.rn = (s.id::bigint * 37) % $2`,
    [columbus, columbusZips],
  );
  await c.query(
    `update suborder_status_history h set to_status = 'warehouse_service' from bench_stops b where b.suborder_id = h.suborder_id`,
  );
  await c.query(
    `update order_items oi set quantity = 1 from suborders s join bench_stops b on b.suborder_id = s.id where oi.order_id = s.order_id`,
  );
  // Six more drivers (the demo's password), from Columbus, 25 units, 08:00 to 18:00.
  const drivers = await c.query(
    `insert into users (account_id, owner_id, name, login, email, password_hash, role, staff_roles)
     select $1::int, $2::int, 'Bench Driver ' || g, 'driver' || g || '@demo.test', 'driver' || g || '@demo.test', $3, 'driver', '["delivery_driver"]'::jsonb
     from generate_series(3, $4::int + 2) g returning id`,
    [supplier, owner, password_hash, EXTRA_DRIVERS],
  );
  await c.query(
    `insert into driver_profiles (user_id, account_id, shift_start, shift_end, capacity_count, vehicle, home_warehouse_id)
     select u, $1::int, '08:00', '18:00', 25, 'Ford Transit 148"', $2::int from unnest($3::int[]) u`,
    [supplier, columbus, drivers.rows.map((r) => r.id as number)],
  );
  const driverIds = (
    await c.query(
      `select array_agg(id order by id) as ids from users where role = 'driver' and account_id = $1 and login like 'driver%@demo.test'`,
      [supplier],
    )
  ).rows[0].ids as number[];
  const zone = (await c.query(`select time_zone from users where id = $1`, [owner])).rows[0].time_zone as string;
  // The routes they went out on: the eight drivers in turn, one route per driver and day, a stop per suborder that
  // left by driver (delivered ones done, those out for delivery pending), so the list joins a real route history.
  await c.query(
    `create temporary table went_out as
     select s.id, s.slot_starts_at as eta, s.status in ('delivered', 'paid', 'pending_aob') as done,
            ($3::int[])[1 + s.id % cardinality($3::int[])] as driver, (s.slot_starts_at at time zone $4)::date as day
     from suborders s where s.id >= $1 and s.account_id = $2 and s.method = 'driver' and s.status in ('in_delivery', 'pending_aob', 'delivered', 'paid')`,
    [firstSuborder, supplier, driverIds, zone],
  );
  await c.query(
    `insert into delivery_routes (account_id, driver_id, date, warehouse_id, status, distance_m, duration_s, load, optimized, starts_at, ends_at, created_by, created_at, updated_at)
     select $1::int, driver, day, $2::int, case when bool_and(done) then 'completed' else 'in_progress' end, 8000 * count(*), 1500 * count(*), count(*),
            true, min(eta) - interval '30 minutes', max(eta) + interval '1 hour', $3::int, min(eta) - interval '1 day', max(eta) + interval '1 hour'
     from went_out group by driver, day
     on conflict do nothing`,
    [supplier, columbus, owner],
  );
  await c.query(
    `insert into route_points (route_id, suborder_id, seq, eta, status, created_at, updated_at)
     select r.id, w.id, row_number() over (partition by w.driver, w.day order by w.eta, w.id), w.eta, case when w.done then 'delivered' else 'pending' end,
            r.created_at, w.eta + interval '10 minutes'
     from went_out w join delivery_routes r on r.driver_id = w.driver and r.date = w.day`,
  );
  await c.query('create table bench_ready (suborders int, patients int)');
  await c.query('insert into bench_ready values ($1, $2)', [SUBORDERS, PATIENTS]);
  await c.query('commit');
  await c.query('vacuum analyze');
}

async function prepare(): Promise<string> {
  const name = `dme_bench_shipping_${SUBORDERS}_${PATIENTS}`;
  const { url, generatedIn } = await reuseOrGenerate(ADMIN_URL, name, { fresh: process.env.BENCH_FRESH === '1', generate, log: console.log });
  if (generatedIn !== null) console.log(`database ${name}: generated ${PATIENTS} patients, ${SUBORDERS} orders and suborders, ${EXTRA_DRIVERS} more drivers in ${generatedIn} s`);
  return url;
}

interface Day {
  date: string;
  drivers: number[];
  stops: number[];
}

/**
 * Tomorrow in the company's zone: the bench stops get agreed windows on it (08-12, 12-16, 14-18 in turn) and
 * nothing of the eight drivers is planned on it yet (a previous run's routes are removed).
 */
async function planDay(url: string): Promise<Day> {
  return withClient(url, async (c) => {
    const { rows } = await c.query(`
      select (select time_zone from users where login = 'supplier@demo.test') as zone,
             (select id from users where login = 'supplier@demo.test') as owner,
             (select array_agg(id order by id) from users where role = 'driver' and login like 'driver%@demo.test' and account_id = (select id from accounts where name = 'Sunrise Medical Supply') and deleted_at is null) as drivers,
             (select array_agg(suborder_id order by suborder_id) from bench_stops) as stops`);
    const { zone, owner, drivers, stops } = rows[0] as { zone: string; owner: number; drivers: number[]; stops: number[] };
    const today = todayIn(zone);
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    const date = d.toISOString().slice(0, 10);
    const starts = WINDOWS.map(([from]) => zonedInstant(date, from, zone).toISOString());
    const ends = WINDOWS.map(([, to]) => zonedInstant(date, to, zone).toISOString());
    await c.query('begin');
    await c.query(
      `delete from route_points where suborder_id = any($1::int[]) or route_id in (select id from delivery_routes where date = $2 and driver_id = any($3::int[]))`,
      [stops, date, drivers],
    );
    await c.query(
      `delete from delivery_routes r where date = $1 and driver_id = any($2::int[]) and not exists (select 1 from route_points p where p.route_id = r.id)`,
      [date, drivers],
    );
    await c.query(
      `update suborders s set slot_starts_at = ($2::timestamptz[])[1 + w.i % ${WINDOWS.length}], slot_ends_at = ($3::timestamptz[])[1 + w.i % ${WINDOWS.length}]
       from (select suborder_id, row_number() over (order by suborder_id) - 1 as i from unnest($1::int[]) suborder_id) w where w.suborder_id = s.id`,
      [stops, starts, ends],
    );
    await c.query(`delete from suborder_timeslots where suborder_id = any($1::int[])`, [stops]);
    await c.query(
      `insert into suborder_timeslots (suborder_id, starts_at, ends_at, status, created_by)
       select id, slot_starts_at, slot_ends_at, 'agreed', $2 from suborders where id = any($1::int[])`,
      [stops, owner],
    );
    await c.query('commit');
    return { date, drivers: drivers.slice(0, 2 + EXTRA_DRIVERS), stops };
  });
}

async function shippingList(url: string, base: string, owner: string): Promise<boolean> {
  const cases: BenchCase[] = [
    { name: 'shipping list, newest first', login: 'supplier@demo.test', path: '/api/vendor/suborders?page=1&rowsPerPage=25' },
    {
      name: 'shipping list, one status',
      login: 'supplier@demo.test',
      path: '/api/vendor/suborders?page=1&rowsPerPage=25&status=warehouse_service',
    },
    {
      name: 'shipping list, patient search',
      login: 'supplier@demo.test',
      path: '/api/vendor/suborders?page=1&rowsPerPage=25&search=smith',
    },
  ];
  const tokens = new Map([['supplier@demo.test', owner]]);
  const statements = await statementsOf(url, cases, tokens);
  console.log(
    `\n${SUBORDERS} suborders, ${PATIENTS} patients; ${CONNECTIONS} connections, ${SECONDS} s per run; the server's pool: ${BENCH_POOL}`,
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

interface Plan {
  saved: boolean;
  routes: { stops: number; distance_m: number; lateness_s: number }[];
  unassigned: unknown[];
  totals: { distance_m: number; duration_s: number; lateness_s: number; stops: number };
  solver: { seconds: number; iterations: number };
}

/** One planner's `create-optimized-routes` for the day's stops over the eight drivers, saved, timed from outside. */
async function optimise(base: string, planner: string, day: Day): Promise<boolean> {
  const headers = { authorization: `Bearer ${planner}`, 'content-type': 'application/json' };
  const open = await fetch(`${base}/api/vendor/delivery/suborders?date=${day.date}&state=unassigned`, { headers });
  const openCount = open.ok ? ((await open.json()) as { data: unknown[] }).data.length : -1;
  const body = { date: day.date, driver_ids: day.drivers, suborder_ids: day.stops, seconds: 5 };
  console.log(
    `\ncreate-optimized-routes for ${day.date}: ${day.stops.length} stops (of ${openCount} unassigned driver suborders that day), ${day.drivers.length} drivers, 5 s budget`,
  );
  const started = performance.now();
  const res = await fetch(`${base}/api/vendor/delivery/create-optimized-routes`, { method: 'POST', headers, body: JSON.stringify(body) });
  const took = (performance.now() - started) / 1000;
  if (!res.ok) {
    console.log(`  answered ${res.status} after ${took.toFixed(1)} s: ${(await res.text()).slice(0, 500)}`);
    return false;
  }
  const plan = ((await res.json()) as { data: Plan }).data;
  const { totals } = plan;
  console.log(
    `  answered in ${took.toFixed(1)} s (solver ${plan.solver.seconds.toFixed(1)} s, ${plan.solver.iterations} iterations); ${plan.saved ? 'saved' : 'not saved'}: ${plan.routes.length} routes, ${totals.stops} stops, ${plan.unassigned.length} unassigned`,
  );
  console.log(
    `  ${(totals.distance_m / 1000).toFixed(1)} km, ${(totals.duration_s / 3600).toFixed(1)} h driving and service, ${Math.round(totals.lateness_s / 60)} min late in all; stops per route ${plan.routes.map((r) => r.stops).join(', ')}`,
  );
  console.log(`  ${plan.saved && took < 10 ? 'meets' : 'misses'} a saved plan in under 10 s`);
  return plan.saved;
}

async function main(): Promise<void> {
  if (!(await reachable(ADMIN_URL))) {
    console.log(`PostgreSQL at ${ADMIN_URL} does not answer: the shipping benchmark needs it (set BENCH_DATABASE_URL).`);
    return;
  }
  const url = await prepare();
  const day = await planDay(url);
  const port = 20_000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(url, port);
  try {
    const listed = await shippingList(url, base, await signIn(base, 'supplier@demo.test'));
    const planned = await optimise(base, await signIn(base, 'planner@demo.test'), day);
    if (!listed || !planned) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
