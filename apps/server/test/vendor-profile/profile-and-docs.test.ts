import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { accountIdOf, createTenant, seededPatientId } from '../patients/helpers';
import { as, auditsOf, form, PDF } from './helpers';

let t: TestApp;
let dataDir: string;
let ownerToken: string;
let owner: ReturnType<typeof as>;
let staff: ReturnType<typeof as>;
let rival: ReturnType<typeof as>;
let doctor: ReturnType<typeof as>;
let sunrise: number;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dme-company-docs-'));
  t = await createTestApp({ config: testConfig({ dataDir }) });
  const other = await createTenant(t.database.db, 'supplier', 'Northwind Home Medical');
  ownerToken = await t.tokenFor('supplier@demo.test');
  owner = as(t, ownerToken);
  staff = as(t, await t.tokenFor('supplier.staff@demo.test'));
  rival = as(t, await t.tokenFor(other.login));
  doctor = as(t, await t.tokenFor('doctor@demo.test'));
  sunrise = await accountIdOf(t.database.db, 'Sunrise Medical Supply');
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const withToken = (body: ReturnType<typeof form>) => ({ payload: body.payload, headers: { ...bearer(ownerToken), ...body.headers } });
const upload = (token: string, body: ReturnType<typeof form>) =>
  t.app.inject({ method: 'POST', url: '/api/vendor/profile/docs', payload: body.payload, headers: { ...bearer(token), ...body.headers } });

describe('supplier company profile', () => {
  it('the owner reads the seeded profile and may edit it; staff read it without editing', async () => {
    const res = await owner('GET', '/api/vendor/profile');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: sunrise,
      name: 'Sunrise Medical Supply',
      npi: '1356789010',
      tax_id: '311234567',
      can_edit: true,
      full_address: '1200 Industrial Pkwy, Columbus, OH 43215-1718',
    });
    expect(res.body.data.phones[0]).toEqual({ phone: '6145550100', label: 'Main' });
    expect((await staff('GET', '/api/vendor/profile')).body.data).toMatchObject({ id: sunrise, can_edit: false });
  });

  it('saves only the sent fields, normalises masked values, clears with "" and audits before and after', async () => {
    const res = await owner('POST', '/api/vendor/profile', {
      name: 'Sunrise Medical Supply LLC',
      tax_id: '31-7654321',
      fax: '(614) 555-0199',
      npi: '',
      address_2: 'Dock 4',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Sunrise Medical Supply LLC',
      tax_id: '317654321',
      fax: '6145550199',
      npi: null,
      city: 'Columbus',
      address_2: 'Dock 4',
    });
    const [row] = await auditsOf(t, 'supplier_profile.update', sunrise);
    expect(row).toMatchObject({
      account_id: sunrise,
      before: expect.objectContaining({ name: 'Sunrise Medical Supply' }),
      after: expect.objectContaining({ name: 'Sunrise Medical Supply LLC' }),
    });
    expect((await owner('POST', '/api/vendor/profile', { name: 'Sunrise Medical Supply', npi: '1356789010' })).status).toBe(200);
  });

  it('answers 422 with field errors for a missing name, a bad NPI check digit, a bad tax id, website or zip', async () => {
    const res = await owner('POST', '/api/vendor/profile', { npi: '1356789011', tax_id: '12345', website: 'sunrise', zip: '432' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'npi', 'tax_id', 'website', 'zip']);
  });

  it("refuses another company's NPI", async () => {
    const res = await owner('POST', '/api/vendor/profile', { name: 'Sunrise Medical Supply', npi: '1438725610' });
    expect(res.status).toBe(422);
    expect(res.body.errors.npi).toEqual(['This NPI is registered to another company.']);
  });

  it('staff cannot save it (403); another company reads only its own; doctors get 403', async () => {
    expect((await staff('POST', '/api/vendor/profile', { name: 'Mine' })).status).toBe(403);
    const theirs = await rival('GET', '/api/vendor/profile');
    expect(theirs.body.data).toMatchObject({ name: 'Northwind Home Medical', npi: null, phones: [], updated_at: null });
    expect((await rival('POST', '/api/vendor/profile', { name: 'Northwind HME' })).body.data.name).toBe('Northwind HME');
    expect((await owner('GET', '/api/vendor/profile')).body.data.name).toBe('Sunrise Medical Supply');
    expect((await doctor('GET', '/api/vendor/profile')).status).toBe(403);
  });
});

describe('company documents', () => {
  let docId: number;

  it('the owner uploads a licence through the media module; it belongs to no patient or order', async () => {
    const res = await upload(
      ownerToken,
      form([{ name: 'State DME licence.pdf', content: PDF }], { type: 'license', expires_at: '12/31/2030' }),
    );
    expect(res.statusCode).toBe(200);
    const [doc] = res.json().data;
    expect(doc).toMatchObject({
      account_id: sunrise,
      patient_id: null,
      order_id: null,
      type: 'license',
      mime: 'application/pdf',
      expires_at: '2030-12-31',
      is_owner: true,
    });
    docId = doc.id;
    expect(await auditsOf(t, 'media.upload', docId)).toHaveLength(1);
  });

  it('lists them for the company (staff too), and opens them through the vendor media calls', async () => {
    const list = await staff('GET', '/api/vendor/profile/docs');
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ id: docId, original_name: 'State DME licence.pdf' });
    expect((await owner('GET', '/api/vendor/profile/docs?type=w9')).body.meta.total).toBe(0);
    const file = await t.app.inject({ method: 'GET', url: `/api/vendor/media/${docId}/download`, headers: bearer(ownerToken) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it("another company neither lists nor opens them; a patient's documents are not company documents", async () => {
    const patientId = await seededPatientId(t.database.db, 'Harold', 'Jennings');
    const scan = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/patients/${patientId}/media`,
      ...withToken(form([{ name: 'rx.pdf', content: PDF }])),
    });
    expect(scan.statusCode).toBe(200);
    expect((await owner('GET', '/api/vendor/profile/docs')).body.meta.total).toBe(1);
    expect((await rival('GET', '/api/vendor/profile/docs')).body.meta.total).toBe(0);
    expect((await rival('GET', `/api/vendor/media/${docId}`)).status).toBe(404);
    expect((await rival('GET', `/api/vendor/media/${docId}/download`)).status).toBe(404);
  });

  it('refuses a wrong type, a non-PDF file and a JSON body (422), and staff uploads (403)', async () => {
    expect((await upload(ownerToken, form([{ name: 'a.pdf', content: PDF }], { type: 'selfie' }))).statusCode).toBe(422);
    const text = await upload(ownerToken, form([{ name: 'notes.pdf', content: Buffer.from('plain text') }]));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toEqual(['The file must be a PDF or an image.']);
    expect((await owner('POST', '/api/vendor/profile/docs', {})).status).toBe(422);
    expect((await owner('GET', '/api/vendor/profile/docs?rowsPerPage=7')).status).toBe(422);
    const staffToken = await t.tokenFor('supplier.staff@demo.test');
    expect((await upload(staffToken, form([{ name: 'a.pdf', content: PDF }]))).statusCode).toBe(403);
    expect((await owner('GET', '/api/vendor/profile/docs')).body.meta.total).toBe(1);
  });
});
