import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { accountIdOf, createTenant } from '../patients/helpers';
import { as, auditsOf } from '../vendor-profile/helpers';

let t: TestApp;
let doctor: ReturnType<typeof as>;
let docStaff: ReturnType<typeof as>;
let otherDoctor: ReturnType<typeof as>;
let supplier: ReturnType<typeof as>;
let sunrise: number;
let lakeshore: number;
let bennett: number;

beforeAll(async () => {
  t = await createTestApp();
  const other = await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics');
  doctor = as(t, await t.tokenFor('doctor@demo.test'));
  docStaff = as(t, await t.tokenFor('doctor.staff@demo.test'));
  otherDoctor = as(t, await t.tokenFor(other.login));
  supplier = as(t, await t.tokenFor('supplier@demo.test'));
  sunrise = await accountIdOf(t.database.db, 'Sunrise Medical Supply');
  lakeshore = await accountIdOf(t.database.db, 'Lakeshore Respiratory Care');
  bennett = await accountIdOf(t.database.db, 'Bennett Family Practice');
});
afterAll(() => t?.close());

const names = (list: { name: string }[]) => list.map((v) => v.name);
const selected = (list: { payer_id: string; is_selected: boolean }[]) => list.filter((i) => i.is_selected).map((i) => i.payer_id);

describe('the supplier directory doctors choose from', () => {
  it('lists supplier companies only, the practice’s preferred ones first', async () => {
    const res = await doctor('GET', '/api/doctor/vendors');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: 2, page: 1, rowsPerPage: 25 });
    expect(names(res.body.data)).toEqual(['Sunrise Medical Supply', 'Lakeshore Respiratory Care']);
    expect(res.body.data[0]).toMatchObject({ id: sunrise, is_preferred: true, insurances_count: 4, phone: '6145550100', city: 'Columbus' });
    expect(names((await otherDoctor('GET', '/api/doctor/vendors')).body.data)).toEqual([
      'Lakeshore Respiratory Care',
      'Sunrise Medical Supply',
    ]);
  });

  it('searches by name, city or NPI and filters by preferred and accepted payer', async () => {
    expect(names((await doctor('GET', '/api/doctor/vendors?search=lake')).body.data)).toEqual(['Lakeshore Respiratory Care']);
    expect(names((await doctor('GET', '/api/doctor/vendors?search=cleve')).body.data)).toEqual(['Lakeshore Respiratory Care']);
    expect(names((await doctor('GET', '/api/doctor/vendors?search=1356789010')).body.data)).toEqual(['Sunrise Medical Supply']);
    expect(names((await doctor('GET', '/api/doctor/vendors?preferred=true')).body.data)).toEqual(['Sunrise Medical Supply']);
    expect(names((await doctor('GET', '/api/doctor/vendors?payer_id=MCD-OH')).body.data)).toEqual(['Sunrise Medical Supply']);
    expect((await doctor('GET', '/api/doctor/vendors?sortBy=npi')).status).toBe(422);
  });

  it('shows one supplier with its accepted payers, never its provider numbers or notes', async () => {
    const res = await doctor('GET', `/api/doctor/vendors/${sunrise}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Sunrise Medical Supply', website: 'https://sunrise-medical.example.com' });
    expect(res.body.data.insurances.map((i: { payer_id: string }) => i.payer_id)).toEqual(['17003', 'MCD-OH', '60054', '87726']);
    expect(JSON.stringify(res.body)).not.toMatch(/provider_number|notes|0238841/);
  });

  it('answers 404 for an account that is not a supplier, or no account', async () => {
    for (const id of [bennett, 999_999]) {
      expect((await doctor('GET', `/api/doctor/vendors/${id}`)).status).toBe(404);
      expect((await doctor('GET', `/api/doctor/vendors/${id}/insurances`)).status).toBe(404);
      expect((await doctor('PUT', `/api/doctor/vendors/${id}/insurances`, { is_preferred: true })).status).toBe(404);
    }
  });

  it('is for doctors: suppliers get 403', async () => {
    expect((await supplier('GET', '/api/doctor/vendors')).status).toBe(403);
    expect((await supplier('GET', `/api/doctor/vendors/${sunrise}/insurances`)).status).toBe(403);
  });
});

describe('preferred-supplier settings, per practice and supplier', () => {
  it('reads the supplier’s active payers with the practice’s selection; staff read without editing', async () => {
    const res = await doctor('GET', `/api/doctor/vendors/${sunrise}/insurances`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ vendor_id: sunrise, is_preferred: true, can_edit: true });
    expect(selected(res.body.data.insurances)).toEqual(['17003', '60054']);
    expect((await docStaff('GET', `/api/doctor/vendors/${sunrise}/insurances`)).body.data).toMatchObject({
      is_preferred: true,
      can_edit: false,
    });
  });

  it('the owner saves them (audited); another practice’s settings stay its own', async () => {
    const res = await doctor('PUT', `/api/doctor/vendors/${lakeshore}/insurances`, { is_preferred: true, payer_ids: ['87726', '87726'] });
    expect(res.status).toBe(200);
    expect(res.body.data.is_preferred).toBe(true);
    expect(selected(res.body.data.insurances)).toEqual(['87726']);
    const [row] = await auditsOf(t, 'preferred_supplier.update', lakeshore);
    expect(row).toMatchObject({ account_id: bennett, before: expect.objectContaining({ is_preferred: false }) });
    const theirs = (await otherDoctor('GET', `/api/doctor/vendors/${lakeshore}/insurances`)).body.data;
    expect(theirs.is_preferred).toBe(false);
    expect(selected(theirs.insurances)).toEqual([]);
    expect(names((await doctor('GET', '/api/doctor/vendors?preferred=1')).body.data)).toEqual([
      'Lakeshore Respiratory Care',
      'Sunrise Medical Supply',
    ]);
  });

  it('keeps what is not sent', async () => {
    const res = await doctor('PUT', `/api/doctor/vendors/${lakeshore}/insurances`, { payer_ids: [] });
    expect(res.body.data.is_preferred).toBe(true);
    expect(selected(res.body.data.insurances)).toEqual([]);
  });

  it('answers 422 for a payer the supplier does not accept or a malformed body', async () => {
    const res = await doctor('PUT', `/api/doctor/vendors/${lakeshore}/insurances`, { payer_ids: ['MCD-OH'] });
    expect(res.status).toBe(422);
    expect(res.body.errors['payer_ids.0']).toEqual(['The supplier does not accept this payer.']);
    expect((await doctor('PUT', `/api/doctor/vendors/${lakeshore}/insurances`, { payer_ids: 'MCD-OH' })).status).toBe(422);
    expect((await doctor('PUT', `/api/doctor/vendors/${lakeshore}/insurances`, { is_preferred: 'yes' })).status).toBe(422);
  });

  it('doctor staff cannot change them (403)', async () => {
    expect((await docStaff('PUT', `/api/doctor/vendors/${sunrise}/insurances`, { is_preferred: false })).status).toBe(403);
  });

  it('a payer the supplier deactivates is no longer offered nor counted as selected', async () => {
    const mine = (await supplier('GET', '/api/vendor/insurances?search=17003')).body.data[0];
    expect((await supplier('PUT', `/api/vendor/insurances/${mine.id}`, { is_active: false })).status).toBe(200);
    const res = await doctor('GET', `/api/doctor/vendors/${sunrise}/insurances`);
    expect(selected(res.body.data.insurances)).toEqual(['60054']);
    expect(res.body.data.insurances.map((i: { payer_id: string }) => i.payer_id)).not.toContain('17003');
  });
});
