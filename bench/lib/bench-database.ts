import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { loadReferenceData } from '../../apps/server/src/modules/reference/loader';
import { seedDemo } from '../../apps/server/src/db/seed/seed-demo';

export interface BenchSize {
  orders: number;
  patients: number;
  /** Patients of other practices, with the same names, that the demo supplier does not see (default none). */
  otherPatients?: number;
}

/** Other practices the other patients belong to. */
const OTHER_PRACTICES = 10;

/** The same server, another database name. */
export function urlFor(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One connection for `fn`, closed after it. */
export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * A benchmark's database, named by its size and kept between runs: reused when an earlier run finished filling it
 * (its `bench_ready` table), with the migrations written since applied; otherwise (or with `fresh`) created again
 * through the product's own schema (migrations, reference data, the demo seed) and filled by `generate`, which ends
 * by creating `bench_ready`. Answers the database's URL and, when it was generated, how long that took.
 */
export async function reuseOrGenerate(
  adminUrl: string,
  name: string,
  opts: { fresh: boolean; generate(c: pg.Client): Promise<void>; log(message: string): void },
): Promise<{ url: string; generatedIn: number | null }> {
  const url = urlFor(adminUrl, name);
  const exists = await withClient(adminUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  if (exists && !opts.fresh) {
    const ready = await withClient(url, async (c) => (await c.query(`select to_regclass('public.bench_ready') is not null as ok`)).rows[0].ok as boolean);
    if (ready) {
      // Migrations may have moved on since the data was generated (new indexes): apply them.
      const database = await openDatabase({ databaseUrl: url });
      await migrateDatabase(database);
      await database.close();
      // A migration's new table or backfill is then vacuumed, as autovacuum would soon do in an installation: until
      // then its index-only scans read the table too (the visibility map is not yet set).
      await withClient(url, (c) => c.query('vacuum analyze'));
      opts.log(`database ${name}: reused (BENCH_FRESH=1 generates it again)`);
      return { url, generatedIn: null };
    }
  }
  if (exists) await withClient(adminUrl, (c) => c.query(`drop database ${name} with (force)`));
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: url });
  await migrateDatabase(database);
  await loadReferenceData(database.db);
  await seedDemo(database.db);
  await database.close();
  await withClient(url, opts.generate);
  return { url, generatedIn: Math.round((Date.now() - started) / 1000) };
}

/**
 * A PostgreSQL database at the size a supplier reaches: `size.patients` patients of the demo practice (linked to
 * the demo supplier) and `size.orders` orders from the practice to the supplier, spread over every status and
 * three years. Generating 100,000 orders takes one to three minutes.
 */
export async function prepareBenchDatabase(adminUrl: string, size: BenchSize, opts: { fresh?: boolean; log?: (m: string) => void } = {}): Promise<string> {
  const log = opts.log ?? (() => {});
  const other = size.otherPatients ?? 0;
  const name = `dme_bench_${size.orders}_${size.patients}${other > 0 ? `_others_${other}` : ''}`;
  const { url, generatedIn } = await reuseOrGenerate(adminUrl, name, {
    fresh: opts.fresh ?? false,
    log,
    generate: async (c) => {
      await generate(c, size);
      await c.query('create table bench_ready (orders int, patients int)');
      await c.query('insert into bench_ready values ($1, $2)', [size.orders, size.patients]);
      await c.query('vacuum analyze');
    },
  });
  if (generatedIn !== null) {
    log(`database ${name}: generated ${size.orders} orders and ${size.patients} patients${other > 0 ? ` (and ${other} of other practices)` : ''} in ${generatedIn} s`);
  }
  return url;
}

export const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Maria', 'Wei', 'Aisha', 'Olga', 'Kenji'];
export const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores'];
/** Status codes with weights: most orders are done, a steady share is in every working stage. */
const STATUS_MIX: [number, number][] = [[0, 5], [1, 5], [3, 5], [5, 5], [10, 8], [20, 5], [22, 3], [25, 4], [27, 3], [30, 4], [35, 3], [40, 6], [70, 4], [80, 10], [100, 30]];

async function generate(c: pg.Client, size: BenchSize): Promise<void> {
  const ids = await c.query(`
    select (select id from accounts where name = 'Bennett Family Practice') as practice,
           (select id from accounts where name = 'Sunrise Medical Supply') as supplier,
           (select id from users where login = 'doctor@demo.test') as doctor,
           (select id from users where login = 'supplier@demo.test') as supplier_user,
           (select array_agg(id order by id) from locations where account_id = (select id from accounts where name = 'Bennett Family Practice') and deleted_at is null) as offices,
           (select array_agg(id order by id) from equipment_items) as items`);
  const { practice, supplier, doctor, supplier_user, offices, items } = ids.rows[0];
  const firsts = `array[${FIRST.map((n) => `'${n}'`).join(',')}]`;
  const lasts = `array[${LAST.map((n) => `'${n}'`).join(',')}]`;
  // The g-th generated person's first name, last name, date of birth and gender (the same for every practice).
  const person = `(${firsts})[1 + (g * 7) % ${FIRST.length}], (${lasts})[1 + (g * 13) % ${LAST.length}] || case when g % 3 = 0 then '' else '-' || (g % 997)::text end,
            date '1930-01-01' + (g * 37) % 25000, case when g % 2 = 0 then 'F' else 'M' end`;
  await c.query('begin');
  const firstNew = (await c.query(`select coalesce(max(id), 0) + 1 as id from patients`)).rows[0].id as number;
  await c.query(
    `insert into patients (account_id, first_name, last_name, dob, gender, medicare_id)
     select $1::int, ${person}, lpad((1000000000 + g)::text, 11, '1')
     from generate_series(1, $2::int) g`,
    [practice, size.patients],
  );
  await c.query(`insert into patient_vendors (patient_id, vendor_id) select id, $1 from patients where id >= $2 on conflict do nothing`, [supplier, firstNew]);
  const weights = STATUS_MIX.flatMap(([code, w]) => Array<number>(w).fill(code));
  await c.query(
    `insert into orders (status, doctor_account_id, doctor_id, doctor_location_id, created_by, patient_id, vendor_id, rx_date, created_at, updated_at, deleted_at)
     select st, $1::int, $2::int, ($3::int[])[1 + g % cardinality($3::int[])], case when st <= 1 and g % 10 = 0 then $4::int else $2::int end,
            $5::int + g % $6::int, $7::int, (ts - interval '2 days')::date, ts, ts + (g % 30) * interval '1 hour', case when g % 50 = 0 then ts + interval '1 day' end
     from (select g, (array[${weights.join(',')}])[1 + (g * 7919) % ${weights.length}] as st,
                  now() - (($8::int - g)::float / $8::int) * interval '3 years' as ts
           from generate_series(1, $8::int) g) s`,
    [practice, doctor, offices, supplier_user, firstNew, size.patients, supplier, size.orders],
  );
  await c.query(
    `insert into order_items (order_id, equipment_id, quantity)
     select o.id, ($1::int[])[1 + (o.id * k) % cardinality($1::int[])], 1 + o.id % 3
     from orders o cross join generate_series(1, 2) k where o.vendor_id = $2 and (k = 1 or o.id % 2 = 0)`,
    [items, supplier],
  );
  if ((size.otherPatients ?? 0) > 0) {
    // A shared installation: other practices' patients with the same names (so "smith" matches ten times as many
    // names in all), none linked to the demo supplier.
    const others = await c.query(
      `insert into accounts (type, name) select 'doctor', 'Bench Practice ' || g from generate_series(1, ${OTHER_PRACTICES}) g returning id`,
    );
    await c.query(
      `insert into patients (account_id, first_name, last_name, dob, gender)
       select ($1::int[])[1 + g % cardinality($1::int[])], ${person}
       from generate_series(1, $2::int) g`,
      [others.rows.map((r: { id: number }) => r.id), size.otherPatients],
    );
  }
  await c.query('commit');
}
