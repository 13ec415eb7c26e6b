import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, auditsOf } from '../vendor-profile/helpers';

let t: TestApp;
let owner: ReturnType<typeof as>;
let staff: ReturnType<typeof as>;
let rival: ReturnType<typeof as>;
let doctor: ReturnType<typeof as>;
let addedId: number;

beforeAll(async () => {
  t = await createTestApp();
  const other = await createTenant(t.database.db, 'supplier', 'Northwind Home Medical');
  owner = as(t, await t.tokenFor('supplier@demo.test'));
  staff = as(t, await t.tokenFor('supplier.hr@demo.test'));
  rival = as(t, await t.tokenFor(other.login));
  doctor = as(t, await t.tokenFor('doctor@demo.test'));
});
afterAll(() => t?.close());

const payerIds = (list: { payer_id: string }[]) => list.map((i) => i.payer_id);

describe("a supplier's insurances: payers of the shared list with its own settings", () => {
  it('lists the seeded payers by name, with the payer record and the company settings', async () => {
    const res = await owner('GET', '/api/vendor/insurances');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: 4, page: 1, rowsPerPage: 25 });
    expect(payerIds(res.body.data)).toEqual(['60054', '17003', 'MCD-OH', '87726']);
    expect(res.body.data[2]).toMatchObject({
      is_active: true,
      in_network: true,
      requires_prior_auth: true,
      provider_number: '0238841',
      payer: { name: 'Ohio Medicaid (ODM)', type: 'medicaid' },
    });
  });

  it('searches by payer name or id and filters by type', async () => {
    expect(payerIds((await owner('GET', '/api/vendor/insurances?search=medic')).body.data)).toEqual(['17003', 'MCD-OH']);
    expect(payerIds((await owner('GET', '/api/vendor/insurances?search=877')).body.data)).toEqual(['87726']);
    expect(payerIds((await owner('GET', '/api/vendor/insurances?type=commercial&sortBy=payer_id&sortType=desc')).body.data)).toEqual([
      '87726',
      '60054',
    ]);
    expect((await owner('GET', '/api/vendor/insurances?type=vision')).status).toBe(422);
  });

  it('adds a payer of the list (201, audited) with defaults for the settings not sent', async () => {
    const res = await owner('POST', '/api/vendor/insurances', { payer_id: '16003', notes: 'Only for patients wintering in Florida.' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      payer_id: '16003',
      is_active: true,
      in_network: true,
      requires_prior_auth: false,
      notes: 'Only for patients wintering in Florida.',
    });
    addedId = res.body.data.id;
    expect(await auditsOf(t, 'vendor_insurance.create', addedId)).toHaveLength(1);
  });

  it('answers 422 for a missing payer, a payer not in the list, or one already in the company list', async () => {
    expect((await owner('POST', '/api/vendor/insurances', {})).body.errors).toHaveProperty('payer_id');
    expect((await owner('POST', '/api/vendor/insurances', { payer_id: 'NOPE1' })).body.errors.payer_id).toEqual([
      'The payer is not in the payers list.',
    ]);
    const twice = await owner('POST', '/api/vendor/insurances', { payer_id: '17003' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.payer_id).toEqual(['This payer is already in your list.']);
    expect((await owner('POST', '/api/vendor/insurances', { payer_id: '60054', in_network: 'yes' })).status).toBe(422);
  });

  it('changes settings (fields not sent stay), audited with before and after', async () => {
    const res = await owner('PUT', `/api/vendor/insurances/${addedId}`, { is_active: false, requires_prior_auth: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      is_active: false,
      requires_prior_auth: true,
      in_network: true,
      notes: 'Only for patients wintering in Florida.',
    });
    const [row] = await auditsOf(t, 'vendor_insurance.update', addedId);
    expect(row!.before).toMatchObject({ is_active: true });
    expect(row!.after).toMatchObject({ is_active: false });
    expect(payerIds((await owner('GET', '/api/vendor/insurances?is_active=false')).body.data)).toEqual(['16003']);
  });

  it("another company's row answers 404 and its list is its own", async () => {
    expect((await rival('GET', '/api/vendor/insurances')).body.meta.total).toBe(0);
    expect((await rival('PUT', `/api/vendor/insurances/${addedId}`, { is_active: true })).status).toBe(404);
    expect((await rival('DELETE', `/api/vendor/insurances/${addedId}`)).status).toBe(404);
    const theirs = await rival('POST', '/api/vendor/insurances', { payer_id: '16003' });
    expect(theirs.status).toBe(201);
    expect((await owner('DELETE', `/api/vendor/insurances/${theirs.body.data.id}`)).status).toBe(404);
  });

  it('is for the owner only: staff and doctors get 403', async () => {
    for (const [method, url] of [
      ['GET', '/api/vendor/insurances'],
      ['POST', '/api/vendor/insurances'],
      ['PUT', `/api/vendor/insurances/${addedId}`],
      ['DELETE', `/api/vendor/insurances/${addedId}`],
    ] as const) {
      expect((await staff(method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).status).toBe(403);
      expect((await doctor(method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).status).toBe(403);
    }
  });

  it('removes a payer (204, audited); removing again answers 404', async () => {
    expect((await owner('DELETE', `/api/vendor/insurances/${addedId}`)).status).toBe(204);
    expect((await owner('DELETE', `/api/vendor/insurances/${addedId}`)).status).toBe(404);
    expect(await auditsOf(t, 'vendor_insurance.delete', addedId)).toHaveLength(1);
    expect((await owner('GET', '/api/vendor/insurances')).body.meta.total).toBe(4);
  });
});
