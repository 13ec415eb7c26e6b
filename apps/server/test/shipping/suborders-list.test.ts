import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { patients, suborders } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf, type Call } from '../orders/helpers';
import { searchTotalOn } from '../helpers/search-total';

/** The suborders list's page and total (one statement, modules/shipping/suborders.queries.ts) against the table. */
let t: TestApp;
let supplier: Call;
let live: (typeof suborders.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp();
  supplier = await as(t, 'supplier@demo.test');
  const account = await idOf.account(t, 'Sunrise Medical Supply');
  live = await t.database.db
    .select()
    .from(suborders)
    .where(and(eq(suborders.account_id, account), isNull(suborders.replaced_at)))
    .orderBy(desc(suborders.created_at), desc(suborders.id));
});
afterAll(() => t?.close());

const idsOf = (body: { data: { id: number }[] }) => body.data.map((s) => s.id);

describe('the suborders list', () => {
  it('answers the live suborders newest first with their total', async () => {
    expect(live.length).toBeGreaterThan(2);
    const res = await supplier('GET', '/api/vendor/suborders');
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(live.map((s) => s.id));
    expect(res.body.meta).toEqual({ total: live.length, page: 1, rowsPerPage: 25 });
  });

  it('sorts by id both ways and by status, keeping the page order the server chose', async () => {
    const up = await supplier('GET', '/api/vendor/suborders?sortBy=id&sortType=asc');
    const down = await supplier('GET', '/api/vendor/suborders?sortBy=id&sortType=desc');
    const ids = live.map((s) => s.id).sort((a, b) => a - b);
    expect(idsOf(up.body)).toEqual(ids);
    expect(idsOf(down.body)).toEqual([...ids].reverse());
    const byStatus = [...live].sort((a, b) => (a.status < b.status ? -1 : a.status > b.status ? 1 : a.id - b.id));
    expect(idsOf((await supplier('GET', '/api/vendor/suborders?sortBy=status&sortType=asc')).body)).toEqual(byStatus.map((s) => s.id));
  });

  it('keeps the total on a page past the end, and counts a filter', async () => {
    const past = await supplier('GET', '/api/vendor/suborders?page=9');
    expect(past.body).toEqual({ data: [], meta: { total: live.length, page: 9, rowsPerPage: 25 } });
    const status = live[0]!.status;
    const one = await supplier('GET', `/api/vendor/suborders?status=${status}`);
    const expected = live.filter((s) => s.status === status);
    expect(idsOf(one.body)).toEqual(expected.map((s) => s.id));
    expect(one.body.meta.total).toBe(expected.length);
    const none = await supplier('GET', '/api/vendor/suborders?search=zzqqxx');
    expect(none.body).toEqual({ data: [], meta: { total: 0, page: 1, rowsPerPage: 25 } });
  });

  it('matches the database order for the oldest first too', async () => {
    const oldest = await t.database.db
      .select({ id: suborders.id })
      .from(suborders)
      .where(and(eq(suborders.account_id, live[0]!.account_id), isNull(suborders.replaced_at)))
      .orderBy(asc(suborders.created_at), asc(suborders.id));
    expect(idsOf((await supplier('GET', '/api/vendor/suborders?sortType=asc')).body)).toEqual(oldest.map((s) => s.id));
  });

  it("filters and searches with each request's own values (one prepared statement per shape)", async () => {
    const db = t.database.db;
    const a = live[0];
    const b = live.find((s) => s.patient_id !== a!.patient_id && s.order_id !== a!.order_id);
    expect(b).toBeDefined();
    await db.update(suborders).set({ tracking_number: '111122223333' }).where(eq(suborders.id, a!.id));
    await db.update(suborders).set({ tracking_number: '444455556666' }).where(eq(suborders.id, b!.id));
    const list = async (query: string) => idsOf((await supplier('GET', `/api/vendor/suborders?${query}`)).body);
    const expectFor = (keep: (s: (typeof live)[number]) => boolean) => live.filter(keep).map((s) => s.id);

    for (const s of [a!, b!]) {
      expect(await list(`patient_id=${s.patient_id}`)).toEqual(expectFor((x) => x.patient_id === s.patient_id));
      expect(await list(`order_id=${s.order_id}`)).toEqual(expectFor((x) => x.order_id === s.order_id));
      expect(await list(`method=${s.method}`)).toEqual(expectFor((x) => x.method === s.method));
      expect(await list(`search=${s.order_id}-${s.seq}`)).toEqual(expectFor((x) => x.order_id === s.order_id));
    }
    expect(await list('search=1111-2222-3333')).toEqual([a!.id]);
    expect(await list('search=444455556666')).toEqual([b!.id]);

    const [patient] = await db.select({ last: patients.last_name }).from(patients).where(eq(patients.id, a!.patient_id));
    const named = await db.select({ id: patients.id }).from(patients).where(ilike(patients.last_name, `%${patient!.last}%`));
    const namedIds = new Set(named.map((p) => p.id));
    expect(await list(`search=${encodeURIComponent(patient!.last.toUpperCase())}`)).toEqual(expectFor((x) => namedIds.has(x.patient_id)));
  });
});

describe('a name search over many matching patients', () => {
  // Past 100 matching patients the page walks the list's index with a hash of them; up to it, it sorts their
  // suborders (patients/name-search.ts FEW_MATCHING_PATIENTS): both ways must give the same rows and totals.
  it('pages 130 suborders of 130 "Quillfeather" patients newest first with the right total, and a rare name the same way', async () => {
    const template = live[0]!;
    await t.database.db.execute(sql`
      with made as (
        insert into patients (account_id, first_name, last_name, dob, gender)
        select account_id, 'Ann', 'Quillfeather' || n, dob, gender from patients, generate_series(1, 130) as n
        where id = ${template.patient_id}
        returning id, last_name
      )
      insert into suborders (account_id, order_id, seq, patient_id, method, status, created_at, updated_at)
      select s.account_id, s.order_id, 100 + substring(made.last_name from 13)::int, made.id, s.method, s.status,
             now() - (substring(made.last_name from 13)::int * interval '1 minute'), now()
      from made, suborders s where s.id = ${template.id}`);
    const names = async (query: string) => {
      const res = await supplier('GET', `/api/vendor/suborders?${query}`);
      return { names: (res.body.data as { patient: { full_name: string } }[]).map((s) => s.patient.full_name), total: res.body.meta.total as number, meta: res.body.meta as object };
    };
    const all: string[] = [];
    for (let page = 1; page <= 6; page++) {
      const got = await names(`search=quillfeather&rowsPerPage=25&page=${page}`);
      // A search counts up to 100, or past the page asked for: "100+" on the first four pages, "125+", then 130.
      expect(got.meta).toMatchObject(searchTotalOn(page, 130));
      all.push(...got.names);
    }
    expect(all).toEqual(Array.from({ length: 130 }, (_, i) => `Ann Quillfeather${i + 1}`));
    const rare = await names('search=quillfeather12&rowsPerPage=25');
    expect(rare.names).toEqual(['Ann Quillfeather12', ...Array.from({ length: 10 }, (_, i) => `Ann Quillfeather${120 + i}`)]);
    expect(rare.total).toBe(11);
    expect(await names('search=quillfeather&rowsPerPage=25&page=7')).toMatchObject({ names: [], total: 130 });
  });
});

