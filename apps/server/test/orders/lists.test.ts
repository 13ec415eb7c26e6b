import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, SIGNATURE, tempDataDir, VALIDATION_STEP, type Call } from './helpers';
import { searchTotalOn } from '../helpers/search-total';

/** The seeded demo orders (src/db/seed/seed-orders.ts) as both sides' lists show them. */
let t: TestApp;
let doctor: Call;
let supplier: Call;

interface Row {
  id: number;
  status: number;
  virtual_status: number;
  patient: { full_name: string };
}
const list = async (call: Call, url: string) => (await call('GET', url)).body.data as Row[];
const find = (rows: Row[], name: string, status: number) => rows.find((r) => r.patient.full_name.includes(name) && r.status === status);

const dataDir = tempDataDir();
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ dataDir: dataDir.dir }) });
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
});
afterAll(async () => {
  await t?.close();
  dataDir.remove();
});

describe('the demo data fills both lists', () => {
  it('the doctor sees every order of the practice, supplier statuses folded into In work and Delivered', async () => {
    const all = await list(doctor, '/api/doctor/orders?rowsPerPage=100');
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(new Set(all.map((o) => o.virtual_status))).toEqual(new Set([1, 3, -10, 20, 22, -100]));
    expect((await list(doctor, '/api/doctor/orders?status=1')).map((o) => o.status)).toEqual([1]);
    expect(find(await list(doctor, '/api/doctor/orders?status=-100'), 'Kim', 100)).toBeDefined();
    expect(find(await list(doctor, '/api/doctor/orders?status=22'), 'Kim', 22)).toBeDefined();
  });

  it('the supplier sees orders once they reached it: no drafts, nothing waiting for HIPAA consent', async () => {
    const all = await list(supplier, '/api/vendor/orders?rowsPerPage=100');
    expect(all.every((o) => o.status >= 5 && o.virtual_status === o.status)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(await list(supplier, '/api/vendor/orders?status=3')).toEqual([]);
    const intake = await list(supplier, '/api/vendor/orders?status=10');
    expect(intake.length).toBeGreaterThan(0);
    expect(intake.every((o) => o.status === 10)).toBe(true);
  });

  it('searches by patient name and filters by patient, newest first', async () => {
    const ellison = await list(supplier, '/api/vendor/orders?search=ellison&rowsPerPage=100');
    // Three in the order flow (seed-orders), one out for delivery (seed-shipping), one delivered in Billing (seed-billing).
    expect(ellison.length).toBe(5);
    const patientId = (ellison[0] as unknown as { patient: { id: number } }).patient.id;
    expect((await list(doctor, `/api/doctor/orders?patient_id=${patientId}&rowsPerPage=100`)).length).toBe(5);
    const res = await supplier('GET', '/api/vendor/orders?rowsPerPage=25&sortBy=id&sortType=asc');
    const ids = (res.body.data as Row[]).map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('a name search over many matching patients', () => {
  // Past 100 matching patients the page walks the sort index with a hash of them; up to it, it sorts their orders
  // (patients/name-search.ts FEW_MATCHING_PATIENTS): both ways must give the same rows and totals.
  it('pages 130 orders of 130 "Quillfeather" patients newest first with the right total, and a rare name the same way', async () => {
    const db = t.database.db;
    const template = (await list(supplier, '/api/vendor/orders?search=ellison&rowsPerPage=100'))[0]!;
    await db.execute(sql`
      with made as (
        insert into patients (account_id, first_name, last_name, dob, gender)
        select account_id, 'Ann', 'Quillfeather' || n, dob, gender from patients, generate_series(1, 130) as n
        where id = (select patient_id from orders where id = ${template.id})
        returning id, last_name
      )
      insert into orders (doctor_account_id, doctor_id, doctor_location_id, vendor_id, patient_id, status, created_by, created_at)
      select o.doctor_account_id, o.doctor_id, o.doctor_location_id, o.vendor_id, made.id, 10, o.created_by,
             now() - (substring(made.last_name from 13)::int * interval '1 minute')
      from made, orders o where o.id = ${template.id}`);
    const all: Row[] = [];
    for (let page = 1; page <= 6; page++) {
      const res = await supplier('GET', `/api/vendor/orders?search=quillfeather&rowsPerPage=25&page=${page}`);
      // A search counts up to 100, or past the page asked for: "100+" on the first four pages, "125+", then 130.
      expect(res.body.meta).toMatchObject(searchTotalOn(page, 130));
      all.push(...(res.body.data as Row[]));
    }
    expect(all.map((o) => o.patient.full_name)).toEqual(Array.from({ length: 130 }, (_, i) => `Ann Quillfeather${i + 1}`));
    const rare = await supplier('GET', '/api/vendor/orders?search=quillfeather12&rowsPerPage=25');
    expect((rare.body.data as Row[]).map((o) => o.patient.full_name)).toEqual(['Ann Quillfeather12', 'Ann Quillfeather120', 'Ann Quillfeather121', 'Ann Quillfeather122', 'Ann Quillfeather123', 'Ann Quillfeather124', 'Ann Quillfeather125', 'Ann Quillfeather126', 'Ann Quillfeather127', 'Ann Quillfeather128', 'Ann Quillfeather129']);
    expect(rare.body.meta.total).toBe(11);
    const beyond = await supplier('GET', '/api/vendor/orders?search=quillfeather&rowsPerPage=25&page=7');
    expect(beyond.body).toMatchObject({ data: [], meta: { total: 130 } });
  });
});

describe('the flow of a seeded order', () => {
  it('Pend F2F -> the doctor signs -> CMN Received -> CMN Verified -> Ready For Service, skipping PA (oxygen needs none)', async () => {
    const order = find(await list(doctor, '/api/doctor/orders?status=22'), 'Kim', 22)!;
    expect((await doctor('POST', `/api/doctor/orders/${order.id}/status/22`, { signature: SIGNATURE })).body.data.status).toBe(25);
    expect((await supplier('POST', `/api/vendor/orders/${order.id}/status/next`)).body.data.status).toBe(27);
    const validation = (await supplier('GET', `/api/vendor/orders/${order.id}/validate`)).body.data;
    expect(validation).toMatchObject({ next: 40, fulfilled: true, step: { kind: 'button', to: 40, label: 'Send to Ready For Service' } });
    expect(validation.checklist.map((i: { key: string }) => i.key)).toEqual(['prescription', 'cmn', 'f2f_note', 'not_expired']);
    expect((await supplier('POST', `/api/vendor/orders/${order.id}/status/next`)).body.data.status).toBe(40);
  });

  it('Ready For Service waits for stock on every item', async () => {
    const ready = find(await list(supplier, '/api/vendor/orders?status=40&rowsPerPage=100'), 'Kim', 40)!;
    const res = await supplier('POST', `/api/vendor/orders/${ready.id}/status/next`);
    expect(res.body).toEqual({ message: VALIDATION_STEP, errors: { checklist: ['Every item has reserved stock (and a serial number when serialised) or a distributor order'] } });
  });

  it('Completed has no next step', async () => {
    const done = find(await list(supplier, '/api/vendor/orders?status=100'), 'Kim', 100)!;
    expect((await supplier('POST', `/api/vendor/orders/${done.id}/status/next`)).status).toBe(409);
    expect((await supplier('GET', `/api/vendor/orders/${done.id}/validate`)).body.data).toMatchObject({ step: null, next: null, fulfilled: false });
  });
});
