import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orders, orderStatusHistory } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant, seededPatientId } from '../patients/helpers';
import { as, giveConsent, idOf, newPatient, orderInStatus, type Call } from './helpers';

/** Supplier-side order calls: its own orders, the prescriber, intake fields, authorisation, refills, split, recall. */
let t: TestApp;
let doctor: Call;
let supplier: Call;
let otherSupplier: Call;
let otherDoctorId: number;
let kim: number;
let patientId: number;
let bennettDoctor: number;
let downtown: number;

const V = (id: number, path = '') => `/api/vendor/orders/${id}${path}`;
const historyOf = async (id: number) =>
  t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, id)).orderBy(orderStatusHistory.id);
const ownOrder = async (over: Record<string, unknown> = {}) => {
  const res = await supplier('POST', '/api/vendor/orders', { user_id: kim, ...over });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  otherSupplier = await as(t, (await createTenant(t.database.db, 'supplier', 'Northwind Home Medical')).login);
  otherDoctorId = (await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics')).userId;
  kim = await seededPatientId(t.database.db, 'Walter', 'Kim');
  bennettDoctor = await idOf.user(t, 'doctor@demo.test');
  downtown = await idOf.location(t, 'Downtown Office');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Vendor'))).body.data.id;
  await giveConsent(t, patientId, await idOf.account(t, 'Bennett Family Practice'));
});
afterAll(() => t?.close());

describe('a supplier creates and deletes its own orders', () => {
  it('creates a no-doctor draft for a patient it sees; the practice does not see it', async () => {
    const res = await supplier('POST', '/api/vendor/orders', { user_id: kim, rx_date: '05/02/2026' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 1,
      no_doctor: true,
      doctor_id: null,
      patient_id: kim,
      vendor_id: await idOf.account(t, 'Sunrise Medical Supply'),
      rx_date: '2026-05-02',
    });
    expect((await doctor('GET', `/api/doctor/orders/${res.body.data.id}`)).status).toBe(404);
    expect((await otherSupplier('GET', V(res.body.data.id))).status).toBe(404);
    expect((await historyOf(res.body.data.id))[0]).toMatchObject({ from_status: null, to_status: 1 });
  });

  it('creates one with a linked prescriber and office', async () => {
    const res = await supplier('POST', '/api/vendor/orders', { user_id: kim, doctor_id: bennettDoctor, doctor_location_id: downtown });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ no_doctor: false, doctor_id: bennettDoctor, doctor_location_id: downtown });
  });

  it('422 for a patient it does not see, an unlinked doctor, or a location of another practice', async () => {
    const hidden = await supplier('POST', '/api/vendor/orders', { user_id: patientId });
    expect(hidden.status).toBe(422);
    expect(hidden.body.errors.user_id).toBeDefined();
    expect(
      (await supplier('POST', '/api/vendor/orders', { user_id: kim, doctor_id: otherDoctorId, doctor_location_id: downtown })).body.errors
        .doctor_id,
    ).toBeDefined();
    expect(
      (await supplier('POST', '/api/vendor/orders', { user_id: kim, doctor_id: bennettDoctor, doctor_location_id: 999999 })).body.errors
        .doctor_location_id,
    ).toBeDefined();
    expect((await supplier('POST', '/api/vendor/orders', {})).status).toBe(422);
  });

  it('staff create orders where they hold "order create" (Main Warehouse), not elsewhere (East Branch)', async () => {
    const east = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'East Branch'));
    expect((await east('POST', '/api/vendor/orders', { user_id: kim })).status).toBe(403);
    const main = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'Main Warehouse'));
    expect((await main('POST', '/api/vendor/orders', { user_id: kim })).status).toBe(200);
  });

  it('deletes a draft of its own that never moved; refuses a practice order and a moved one', async () => {
    const id = await ownOrder();
    expect((await otherSupplier('DELETE', V(id))).status).toBe(404);
    expect((await supplier('DELETE', V(id))).status).toBe(204);
    expect((await supplier('GET', V(id))).status).toBe(404);
    const practice = await orderInStatus(t, doctor, patientId, 5, ['E0143']);
    expect((await supplier('DELETE', V(practice))).status).toBe(409);
    const moved = await ownOrder();
    await t.database.db.insert(orderStatusHistory).values({ order_id: moved, from_status: 1, to_status: 1, note: 'back' });
    expect((await supplier('DELETE', V(moved))).status).toBe(409);
  });
});

describe('the prescriber of a company order', () => {
  it('attaches a linked doctor, clearing no_doctor; 409 on a practice order', async () => {
    const id = await ownOrder();
    const res = await supplier('POST', V(id, '/doctor/attach'), { doctor_id: bennettDoctor, doctor_location_id: downtown });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ doctor_id: bennettDoctor, no_doctor: false });
    expect((await supplier('POST', V(id, '/doctor/attach'), { doctor_id: otherDoctorId, doctor_location_id: downtown })).status).toBe(422);
    const practice = await orderInStatus(t, doctor, patientId, 5, ['E0143']);
    expect((await supplier('POST', V(practice, '/doctor/attach'), { doctor_id: bennettDoctor, doctor_location_id: downtown })).status).toBe(
      409,
    );
  });

  it('no-doctor: set only while no prescriber is attached', async () => {
    const id = await ownOrder({ doctor_id: bennettDoctor, doctor_location_id: downtown });
    expect((await supplier('PUT', V(id, '/no-doctor'), { no_doctor: true })).status).toBe(409);
    const bare = await ownOrder();
    expect((await supplier('PUT', V(bare, '/no-doctor'), { no_doctor: false })).body.data.no_doctor).toBe(false);
    expect((await supplier('PUT', V(bare, '/no-doctor'), { no_doctor: 'maybe' })).status).toBe(422);
  });
});

describe('intake fields', () => {
  it('track number: masked in, digits stored, cleared with an empty string', async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    const res = await supplier('PUT', V(id, '/track'), { track_number: '1234-5678-9012' });
    expect(res.status).toBe(200);
    expect(res.body.data.track_number).toBe('123456789012');
    expect((await supplier('PUT', V(id, '/track'), { track_number: '12' })).status).toBe(422);
    expect((await supplier('PUT', V(id, '/track'), { track_number: '' })).body.data.track_number).toBeNull();
    expect((await otherSupplier('PUT', V(id, '/track'), { track_number: '1234-5678-9012' })).status).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity_id, id), eq(auditLogs.action, 'order.track'))),
    ).toHaveLength(2);
  });

  it("insurance attach: only the patient's own policy", async () => {
    const policy = await doctor('POST', `/api/doctor/patients/${patientId}/insurances`, {
      payer_name: 'Medicare',
      type: 'primary',
      member_id: 'ABC123',
    });
    expect(policy.status).toBe(200);
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    const res = await supplier('POST', V(id, '/insurance/attach'), { insurance_id: policy.body.data.id });
    expect(res.status).toBe(200);
    expect(res.body.data.insurance).toMatchObject({ id: policy.body.data.id, payer_name: 'Medicare' });
    const other = await doctor(
      'POST',
      `/api/doctor/patients/${(await doctor('POST', '/api/doctor/patients', newPatient('Other'))).body.data.id}/insurances`,
      { payer_name: 'Aetna', type: 'primary', member_id: 'X1' },
    );
    expect((await supplier('POST', V(id, '/insurance/attach'), { insurance_id: other.body.data.id })).status).toBe(422);
  });

  it('expiration date: set, cleared, refused once billed', async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    expect((await supplier('PUT', V(id, '/expiration_date'), { expiration_date: '12/31/2026' })).body.data.expiration_date).toBe(
      '2026-12-31',
    );
    expect((await supplier('PUT', V(id, '/expiration_date'), { expiration_date: '31/12/2026' })).status).toBe(422);
    expect((await supplier('PUT', V(id, '/expiration_date'), { expiration_date: '' })).body.data.expiration_date).toBeNull();
    const billed = await orderInStatus(t, doctor, patientId, 80, ['E0143']);
    expect((await supplier('PUT', V(billed, '/expiration_date'), { expiration_date: '12/31/2026' })).status).toBe(409);
  });

  it('same-address ships to the billing address; 422 without one', async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    await t.database.db.update(orders).set({ billing_address_id: null, shipping_address_id: null }).where(eq(orders.id, id));
    const none = await supplier('PUT', V(id, '/same-address'));
    expect(none.status).toBe(422);
    expect(none.body.errors.billing_address_id).toBeDefined();
    const address = await doctor('POST', `/api/doctor/patients/${patientId}/addresses`, {
      title: 'Home',
      address_1: '2 Oak St',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      is_billing: true,
    });
    await t.database.db.update(orders).set({ billing_address_id: address.body.data.id }).where(eq(orders.id, id));
    const res = await supplier('PUT', V(id, '/same-address'));
    expect(res.status).toBe(200);
    expect(res.body.data.shipping_address_id).toBe(address.body.data.id);
  });

  it('revalidate answers the checklist to staff who may edit the status, 403 to the others', async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    const res = await supplier('POST', V(id, '/revalidate'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 10, next: 20 });
    expect(res.body.data.checklist.map((i: { key: string }) => i.key)).toContain('insurance');
    const east = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'East Branch'));
    expect((await east('POST', V(id, '/revalidate'))).status).toBe(403);
    const main = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'Main Warehouse'));
    expect((await main('POST', V(id, '/revalidate'))).status).toBe(200);
  });
});

describe('prior authorisation', () => {
  it('saves the number and end date from Intake on; 409 before; 422 for a bad mask', async () => {
    const id = await orderInStatus(t, doctor, patientId, 30, ['K0823']);
    const res = await supplier('PUT', V(id, '/authorization'), { prior_number: '1234-5678-9012-3456', pa_expires_on: '06/30/2027' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ prior_number: '1234567890123456', pa_expires_on: '2027-06-30' });
    expect((await supplier('PUT', V(id, '/authorization'), { prior_number: '1234' })).status).toBe(422);
    const initial = await orderInStatus(t, doctor, patientId, 5, ['K0823']);
    expect((await supplier('PUT', V(initial, '/authorization'), { prior_number: '1234-5678-9012-3456' })).status).toBe(409);
  });

  it('the PA cover sheet is a PDF of the order; 404 for another supplier', async () => {
    const id = await orderInStatus(t, doctor, patientId, 30, ['K0823']);
    const token = await t.tokenFor('supplier@demo.test');
    const res = await t.app.inject({ method: 'GET', url: V(id, '/pa_cover'), headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Shown by the browser's PDF viewer as a page: the page's policy (inline styles), not the JSON answers' 'none'.
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    expect((await otherSupplier('GET', V(id, '/pa_cover'))).status).toBe(404);
  });
});

describe('refills on the supplier side', () => {
  it('lists the series with what remains and when the next one is due; cancel stops it', async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['A7030']);
    await t.database.db.update(orders).set({ refills_total: 3, rx_date: '2026-01-15' }).where(eq(orders.id, id));
    const [root] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const { id: _id, created_at: _c, updated_at: _u, ...copy } = root!;
    await t.database.db.insert(orders).values({ ...copy, refill_for: id, refill_index: 1, created_at: new Date('2026-04-15T12:00:00Z') });
    const res = await supplier('GET', V(id, '/refills'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ series_id: id, refills_total: 3, generated: 1, remaining: 2, cancelled: false });
    expect(res.body.data.orders).toHaveLength(1);
    expect(res.body.data.frequency_months).toEqual(expect.any(Number));
    expect(res.body.data.next_refill_on).toMatch(/^2026-\d{2}-15$/);
    expect((await supplier('POST', V(id, '/refills/cancel'))).status).toBe(200);
    expect((await supplier('GET', V(id, '/refills'))).body.data).toMatchObject({ cancelled: true, next_refill_on: null });
    expect((await supplier('POST', V(id, '/refills/restore'))).status).toBe(200);
    expect((await otherSupplier('GET', V(id, '/refills'))).status).toBe(404);
  });
});

describe('split and recall by the supplier', () => {
  it('splits an Intake order: the new one is in Intake too, with its creation row', async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0601', 'A7030']);
    const items = (await supplier('GET', V(id))).body.data.commons as { id: number; hcpcs: string }[];
    const res = await supplier('POST', V(id, '/split'), { item_ids: [items.find((i) => i.hcpcs === 'A7030')!.id] });
    expect(res.status).toBe(200);
    expect(res.body.data.new_order).toMatchObject({ status: 10 });
    expect((await historyOf(res.body.data.new_order.id))[0]).toMatchObject({ from_status: null, to_status: 10 });
    const delivery = await orderInStatus(t, doctor, patientId, 70, ['E0601', 'A7030']);
    const lines = (await supplier('GET', V(delivery))).body.data.commons as { id: number }[];
    expect((await supplier('POST', V(delivery, '/split'), { item_ids: [lines[0]!.id] })).status).toBe(409);
  });

  it('sends an Intake order back to the practice as a draft, with a history row', async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    const res = await supplier('POST', V(id, '/recall'), { note: 'Prescriber must choose another item' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(1);
    expect((await historyOf(id)).at(-1)).toMatchObject({ from_status: 10, to_status: 1, note: 'Prescriber must choose another item' });
    expect((await doctor('GET', `/api/doctor/orders/${id}`)).body.data.status).toBe(1);
    expect((await supplier('GET', V(id))).status).toBe(404);
  });

  it('409 once the prescriber signed; 403 for staff without "order edit 10"', async () => {
    const signed = await orderInStatus(t, doctor, patientId, 25, ['E0143']);
    expect((await supplier('POST', V(signed, '/recall'))).status).toBe(409);
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    const east = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'East Branch'));
    expect((await east('POST', V(id, '/recall'))).status).toBe(403);
  });
});
