import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { patientVendors } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { accountIdOf, caller, createTenant, newPatient } from './helpers';

let t: TestApp;
let doctor: ReturnType<typeof caller>;
let supplier: ReturnType<typeof caller>;
let otherDoctor: ReturnType<typeof caller>;
let otherSupplier: ReturnType<typeof caller>;
let patientId: number;
let addressId: number;
let sunrise: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const practice2 = await createTenant(db, 'doctor', 'Lakeside Pediatrics');
  const supplier2 = await createTenant(db, 'supplier', 'Northwind Home Medical');
  doctor = caller(t, await t.tokenFor('doctor@demo.test'));
  supplier = caller(t, await t.tokenFor('supplier@demo.test'));
  otherDoctor = caller(t, await t.tokenFor(practice2.login));
  otherSupplier = caller(t, await t.tokenFor(supplier2.login));
  sunrise = await accountIdOf(db, 'Sunrise Medical Supply');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient())).body.data.id;
  addressId = (await doctor('POST', `/api/doctor/patients/${patientId}/addresses`, { address_1: '1 Main St', city: 'Columbus', state: 'OH', zip: '43215' })).body.data.id;
});
afterAll(() => t?.close());

describe("another practice's patient is invisible", () => {
  it('answers 404 for the patient and everything under it, and leaves it out of lists', async () => {
    expect((await otherDoctor('GET', `/api/doctor/patients/${patientId}`)).status).toBe(404);
    expect((await otherDoctor('GET', `/api/doctor/patients/${patientId}/addresses`)).status).toBe(404);
    expect((await otherDoctor('PUT', `/api/doctor/patients/${patientId}`, { first_name: 'X' })).status).toBe(404);
    expect((await otherDoctor('PUT', `/api/doctor/patients/${patientId}/addresses/${addressId}`, { city: 'X' })).status).toBe(404);
    expect((await otherDoctor('DELETE', `/api/doctor/patients/${patientId}`)).status).toBe(404);
    expect((await otherDoctor('GET', `/api/doctor/patients/hipaa/${patientId}/check`)).status).toBe(404);
    expect((await otherDoctor('GET', '/api/doctor/patients')).body.meta.total).toBe(0);
    const body = (await otherDoctor('GET', `/api/doctor/patients/${patientId}`)).body;
    expect(JSON.stringify(body)).not.toContain('Evelyn');
  });

  it("a record id of another patient is not reachable through one's own patient", async () => {
    const mine = (await otherDoctor('POST', '/api/doctor/patients', newPatient({ first_name: 'Owen' }))).body.data.id;
    expect((await otherDoctor('PUT', `/api/doctor/patients/${mine}/addresses/${addressId}`, { city: 'X' })).status).toBe(404);
    expect((await otherDoctor('DELETE', `/api/doctor/patients/${mine}/addresses/${addressId}`)).status).toBe(404);
  });
});

describe('a supplier sees a patient only once it is linked to it', () => {
  it('before the link: 404 and not listed', async () => {
    expect((await supplier('GET', `/api/vendor/patients/${patientId}`)).status).toBe(404);
    expect((await supplier('GET', `/api/vendor/patients/${patientId}/insurances`)).status).toBe(404);
    const listed = (await supplier('GET', '/api/vendor/patients?search=evelyn')).body.data;
    expect(listed).toEqual([]);
  });

  it('after the link: readable and editable, with linked_at, but not deletable by the supplier', async () => {
    await t.database.db.insert(patientVendors).values({ patient_id: patientId, vendor_id: sunrise });
    const res = await supplier('GET', `/api/vendor/patients/${patientId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: patientId, is_owner: false });
    expect(res.body.data.linked_at).not.toBeNull();
    expect((await supplier('GET', '/api/vendor/patients?search=evelyn')).body.data.map((p: { id: number }) => p.id)).toEqual([patientId]);
    expect((await supplier('POST', `/api/vendor/patients/${patientId}/contacts`, { name: 'Ann Marsh', phone: '6145550111' })).status).toBe(200);
    expect((await doctor('GET', `/api/doctor/patients/${patientId}/contacts`)).body.data).toHaveLength(1);
    expect((await supplier('DELETE', `/api/vendor/patients/${patientId}`)).status).toBe(403);
  });

  it('another supplier still gets 404', async () => {
    expect((await otherSupplier('GET', `/api/vendor/patients/${patientId}`)).status).toBe(404);
    expect((await otherSupplier('GET', `/api/vendor/patients/${patientId}/wallet`)).status).toBe(404);
  });
});

describe('a patient a supplier creates belongs to that supplier', () => {
  it('is linked to it, and no practice or other supplier sees it', async () => {
    const created = await supplier('POST', '/api/vendor/patients', newPatient({ first_name: 'Walk-in', medicare_id: null }));
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ account_id: sunrise, is_owner: true });
    const links = await t.database.db.select().from(patientVendors).where(and(eq(patientVendors.patient_id, id), eq(patientVendors.vendor_id, sunrise)));
    expect(links).toHaveLength(1);
    expect((await doctor('GET', `/api/doctor/patients/${id}`)).status).toBe(404);
    expect((await otherSupplier('GET', `/api/vendor/patients/${id}`)).status).toBe(404);
    expect((await supplier('DELETE', `/api/vendor/patients/${id}`)).status).toBe(204);
  });
});
