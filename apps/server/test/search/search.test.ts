import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as } from '../vendor-profile/helpers';

let t: TestApp;
let doctor: ReturnType<typeof as>;
let docStaff: ReturnType<typeof as>;
let otherDoctor: ReturnType<typeof as>;
let supplier: ReturnType<typeof as>;
let otherSupplier: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  const practice2 = await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics');
  const supplier2 = await createTenant(t.database.db, 'supplier', 'Northwind Home Medical');
  doctor = as(t, await t.tokenFor('doctor@demo.test'));
  docStaff = as(t, await t.tokenFor('doctor.staff@demo.test'));
  otherDoctor = as(t, await t.tokenFor(practice2.login));
  supplier = as(t, await t.tokenFor('supplier@demo.test'));
  otherSupplier = as(t, await t.tokenFor(supplier2.login));
});
afterAll(() => t?.close());

const q = (term: string) => `?search=${encodeURIComponent(term)}`;
const hits = (body: { data: { type: string; title: string }[] }) => body.data.map((h) => `${h.type}:${h.title}`);

describe('doctor global search', () => {
  it("finds the practice's patients by name, with the date of birth as subtitle, and counts per group", async () => {
    const res = await doctor('GET', `/api/doctor/search${q('ellison')}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ type: 'patient', id: expect.any(Number), title: 'Margaret A Ellison', subtitle: 'DOB 03/14/1948' }]);
    expect(res.body.meta.groups).toEqual([
      { type: 'patient', total: 1 },
      { type: 'supplier', total: 0 },
    ]);
  });

  it('finds patients by date of birth and Medicare id, and supplier companies by name', async () => {
    expect(hits((await doctor('GET', `/api/doctor/search${q('11/02/1956')}`)).body)).toEqual(['patient:Robert J Hayes']);
    expect(hits((await docStaff('GET', `/api/doctor/search${q('20481937722')}`)).body)).toEqual(['patient:Walter Kim']);
    const suppliers = (await doctor('GET', `/api/doctor/search${q('sunrise')}`)).body;
    expect(suppliers.data).toEqual([
      { type: 'supplier', id: expect.any(Number), title: 'Sunrise Medical Supply', subtitle: 'Columbus, OH' },
    ]);
  });

  it("never shows another practice's patients", async () => {
    const res = await otherDoctor('GET', `/api/doctor/search${q('ellison')}`);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.groups[0]).toEqual({ type: 'patient', total: 0 });
  });

  it('answers 422 under 2 characters or without a term; suppliers get 403', async () => {
    const short = await doctor('GET', `/api/doctor/search${q(' e ')}`);
    expect(short.status).toBe(422);
    expect(short.body.errors.search).toEqual(['Type at least 2 characters.']);
    expect((await doctor('GET', '/api/doctor/search')).status).toBe(422);
    expect((await supplier('GET', `/api/doctor/search${q('ellison')}`)).status).toBe(403);
  });
});

describe('supplier global search', () => {
  it('finds patients linked to the company and doctors it works with', async () => {
    expect(hits((await supplier('GET', `/api/vendor/search${q('ellison')}`)).body)).toEqual(['patient:Margaret A Ellison']);
    const res = await supplier('GET', `/api/vendor/search${q('bennett')}`);
    expect(res.body.data).toEqual([
      { type: 'doctor', id: expect.any(Number), title: 'Dr. Olivia Bennett', subtitle: 'NPI 1234567893 · Bennett Family Practice' },
    ]);
    expect(res.body.meta.groups).toEqual([
      { type: 'patient', total: 0 },
      { type: 'doctor', total: 1 },
    ]);
    expect(hits((await supplier('GET', `/api/vendor/search${q('1245319599')}`)).body)).toEqual(['doctor:Dr. Noah Grant']);
  });

  it('never shows patients not linked to it, nor doctors it does not work with', async () => {
    expect((await supplier('GET', `/api/vendor/search${q('hayes')}`)).body.data).toEqual([]);
    expect((await otherSupplier('GET', `/api/vendor/search${q('ellison')}`)).body.data).toEqual([]);
    expect((await otherSupplier('GET', `/api/vendor/search${q('bennett')}`)).body.data).toEqual([]);
  });

  it('caps each group and reports the full count', async () => {
    for (const n of [1, 2, 3, 4, 5, 6])
      expect(
        (await supplier('POST', '/api/vendor/patients', { first_name: `Zed${n}`, last_name: 'Quarry', dob: '01/02/1960', gender: 'M' }))
          .status,
      ).toBe(200);
    const res = await supplier('GET', `/api/vendor/search${q('quarry')}`);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.meta.groups[0]).toEqual({ type: 'patient', total: 6 });
  });

  it('answers 422 for a term under 2 characters; doctors get 403', async () => {
    expect((await supplier('GET', `/api/vendor/search${q('x')}`)).status).toBe(422);
    expect((await doctor('GET', `/api/vendor/search${q('ellison')}`)).status).toBe(403);
  });
});
