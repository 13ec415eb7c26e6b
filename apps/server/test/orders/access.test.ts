import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, equipmentIds, giveConsent, idOf, newPatient, type Call } from './helpers';

let t: TestApp;
let doctor: Call;
let supplier: Call;
let otherDoctor: Call;
let otherSupplier: Call;
let sunrise: number;
let bennett: number;
let downtown: number;
let patientId: number;
let draftId: number;
/** An order the supplier has in Intake. */
let intakeId: number;

async function draft(patient = patientId): Promise<number> {
  const res = await doctor('POST', '/api/doctor/orders', { user_id: patient, doctor_location_id: downtown, vendor_id: sunrise });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  const practice2 = await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics');
  const supplier2 = await createTenant(t.database.db, 'supplier', 'Northwind Home Medical');
  otherDoctor = await as(t, practice2.login);
  otherSupplier = await as(t, supplier2.login);
  sunrise = await idOf.account(t, 'Sunrise Medical Supply');
  bennett = await idOf.account(t, 'Bennett Family Practice');
  downtown = await idOf.location(t, 'Downtown Office');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Access'))).body.data.id;
  await giveConsent(t, patientId, bennett);
  draftId = await draft();
  intakeId = await draft();
  const { E0143 } = await equipmentIds(t, 'E0143');
  await doctor('POST', `/api/doctor/orders/${intakeId}/commons`, { items: [{ equipment_id: E0143 }] });
  expect((await doctor('POST', `/api/doctor/orders/${intakeId}/status/1`)).body.data.status).toBe(5);
  expect((await supplier('POST', `/api/vendor/orders/${intakeId}/status/next`)).body.data.status).toBe(10);
});
afterAll(() => t?.close());

describe('who may create orders', () => {
  it('an agent cannot create orders', async () => {
    const agent = await as(t, 'doctor.agent@demo.test', downtown);
    const res = await agent('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: downtown });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Agents cannot create orders.' });
  });

  it("doctor staff create orders for the practice's prescriber, recording who placed it", async () => {
    const staff = await as(t, 'doctor.staff@demo.test', downtown);
    const res = await staff('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: downtown });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ doctor_id: await idOf.user(t, 'doctor@demo.test'), created_by: await idOf.user(t, 'doctor.staff@demo.test') });
  });
});

describe('supplier staff act by their permissions at their location', () => {
  it('staff without "order edit 10" cannot move an Intake order', async () => {
    const east = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'East Branch'));
    expect((await east('GET', `/api/vendor/orders/${intakeId}`)).status).toBe(200);
    expect((await east('POST', `/api/vendor/orders/${intakeId}/status/next`)).status).toBe(403);
    expect((await east('PUT', `/api/vendor/orders/${intakeId}`, { rx_date: '01/02/2026' })).status).toBe(403);
  });

  it('with "order edit 10" at the chosen location the move is decided by the checklist, not refused', async () => {
    const main = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'Main Warehouse'));
    expect((await main('POST', `/api/vendor/orders/${intakeId}/status/next`)).status).toBe(422);
  });

  it('staff without "order view 10" cannot open an Intake order, and without a location nothing', async () => {
    const planner = await as(t, 'planner@demo.test', await idOf.location(t, 'Main Warehouse'));
    expect((await planner('GET', `/api/vendor/orders/${intakeId}`)).status).toBe(403);
    expect((await planner('GET', `/api/vendor/orders/${intakeId}/history`)).status).toBe(403);
    expect((await planner('GET', '/api/vendor/orders?status=10')).status).toBe(403);
    const nowhere = await as(t, 'supplier.staff@demo.test');
    expect((await nowhere('GET', `/api/vendor/orders/${intakeId}`)).status).toBe(403);
  });

  it('a staff list holds only the statuses the member may view there', async () => {
    const main = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'Main Warehouse'));
    const res = await main('GET', '/api/vendor/orders?rowsPerPage=100');
    expect(res.status).toBe(200);
    const statuses = new Set((res.body.data as { status: number }[]).map((o) => o.status));
    expect([...statuses].every((s) => s === 5 || s === 10)).toBe(true);
    expect(statuses.has(10)).toBe(true);
  });
});

describe("another tenant's order answers 404", () => {
  it('to another practice, on every call', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['GET', '/status'],
      ['POST', '/status/1'],
      ['GET', '/history'],
      ['POST', '/archive'],
      ['GET', '/commons/tree'],
      ['POST', '/diagnoses/detach'],
    ] as const) {
      const res = await otherDoctor(method, `/api/doctor/orders/${draftId}${path}`, method === 'GET' ? undefined : path.includes('diagnoses') ? { diagnosis_ids: [1] } : {});
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect((await otherDoctor('GET', '/api/doctor/orders')).body.meta.total).toBe(0);
  });

  it('to another supplier, and to the supplier itself for an order not sent to it yet', async () => {
    expect((await otherSupplier('GET', `/api/vendor/orders/${intakeId}`)).status).toBe(404);
    expect((await otherSupplier('POST', `/api/vendor/orders/${intakeId}/status/next`)).status).toBe(404);
    expect((await otherSupplier('GET', '/api/vendor/orders')).body.meta.total).toBe(0);
    expect((await supplier('GET', `/api/vendor/orders/${draftId}`)).status).toBe(404);
  });

  it("an item of another practice's order is not reachable", async () => {
    const [item] = (await doctor('GET', `/api/doctor/orders/${intakeId}`)).body.data.commons;
    expect((await otherDoctor('PUT', `/api/doctor/commons/${item.id}/qty/1`)).status).toBe(404);
    expect((await otherDoctor('DELETE', `/api/doctor/commons/${item.id}`)).status).toBe(404);
  });
});

describe('validation answers 422 with the fields', () => {
  it('create without patient and office', async () => {
    const res = await doctor('POST', '/api/doctor/orders', {});
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['doctor_location_id', 'user_id']);
  });

  it("create with another practice's patient, office, or a supplier that is not one", async () => {
    const theirs = (await otherDoctor('POST', '/api/doctor/patients', newPatient('Theirs'))).body.data.id;
    expect((await doctor('POST', '/api/doctor/orders', { user_id: theirs, doctor_location_id: downtown })).body.errors).toEqual({ user_id: ['The selected patient is invalid.'] });
    const res = await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: 999999, vendor_id: bennett });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ doctor_location_id: ['The selected location is invalid.'], vendor_id: ['The selected supplier is invalid.'] });
  });

  it("an insurance or address that is not the patient's", async () => {
    const other = (await doctor('POST', '/api/doctor/patients', newPatient('Other'))).body.data.id;
    const address = (await doctor('POST', `/api/doctor/patients/${other}/addresses`, { address_1: '1 Side St', city: 'Columbus', state: 'OH', zip: '43215' })).body.data;
    const res = await doctor('PUT', `/api/doctor/orders/${draftId}`, { shipping_address_id: address.id });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('shipping_address_id');
  });

  it('a status action that does not exist, a list status not in the list, a malformed prior number', async () => {
    expect((await doctor('POST', `/api/doctor/orders/${draftId}/status/5`)).body.errors).toHaveProperty('code');
    expect((await doctor('GET', '/api/doctor/orders?status=10')).status).toBe(422);
    expect((await supplier('GET', '/api/vendor/orders?status=42')).status).toBe(422);
    expect((await supplier('PUT', `/api/vendor/orders/${intakeId}`, { prior_number: '12-34' })).body.errors).toHaveProperty('prior_number');
  });
});

describe('what each side may change, and when', () => {
  it('the doctor changes an order only while it is a draft', async () => {
    expect((await doctor('PUT', `/api/doctor/orders/${draftId}`, { refills_total: 2 })).body.data.refills_total).toBe(2);
    const res = await doctor('PUT', `/api/doctor/orders/${intakeId}`, { refills_total: 2 });
    expect(res.status).toBe(409);
    expect((await doctor('POST', `/api/doctor/orders/${intakeId}/status/1`)).status).toBe(409);
  });

  it('a doctor archives and restores a draft; an archived order is read-only and out of the list', async () => {
    const id = await draft();
    expect((await doctor('POST', `/api/doctor/orders/${id}/archive`)).body.data.deleted_at).not.toBeNull();
    expect((await doctor('PUT', `/api/doctor/orders/${id}`, { refills_total: 1 })).status).toBe(409);
    expect((await doctor('GET', '/api/doctor/orders?rowsPerPage=100')).body.data.some((o: { id: number }) => o.id === id)).toBe(false);
    expect((await doctor('GET', '/api/doctor/orders?archived=1&rowsPerPage=100')).body.data.some((o: { id: number }) => o.id === id)).toBe(true);
    expect((await doctor('POST', `/api/doctor/orders/${id}/restore`)).body.data.deleted_at).toBeNull();
  });

  it('the doctor cannot archive an order the supplier works on; the supplier cancels it and only it restores it', async () => {
    expect((await doctor('POST', `/api/doctor/orders/${intakeId}/archive`)).status).toBe(409);
    const staff = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'Main Warehouse'));
    expect((await staff('POST', `/api/vendor/orders/${intakeId}/archive`)).status).toBe(403);
    expect((await supplier('POST', `/api/vendor/orders/${intakeId}/archive`)).status).toBe(200);
    expect((await supplier('POST', `/api/vendor/orders/${intakeId}/status/next`)).status).toBe(409);
    expect((await doctor('POST', `/api/doctor/orders/${intakeId}/restore`)).status).toBe(403);
    expect((await supplier('POST', `/api/vendor/orders/${intakeId}/restore`)).body.data).toMatchObject({ status: 10, deleted_at: null });
  });

  it('a stale `from` answers 409 and moves nothing', async () => {
    const res = await supplier('POST', `/api/vendor/orders/${intakeId}/status/next`, { from: 5 });
    expect(res.status).toBe(409);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, intakeId)))[0]!.status).toBe(10);
  });
});
