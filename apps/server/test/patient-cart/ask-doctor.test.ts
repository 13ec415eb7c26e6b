import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems, orders, orderStatusHistory, patients, systemNotifications } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf, type Call } from '../orders/helpers';
import { priceCatalog, shopperPatient } from './fixtures';

/** A prescription item never enters the cart: "ask your doctor" puts it in front of the patient's doctor. */
let t: TestApp;
let cora: Awaited<ReturnType<typeof shopperPatient>>;
let dave: Awaited<ReturnType<typeof shopperPatient>>;
let ids: Awaited<ReturnType<typeof priceCatalog>>;
let doctor: Call;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await priceCatalog(t);
  cora = await shopperPatient(t, 'Cora');
  dave = await shopperPatient(t, 'Dave');
  doctor = await as(t, 'doctor@demo.test');
});
afterAll(() => t?.close());

describe('ask your doctor', () => {
  it("sends the request to the doctor's drafts: a draft order for the patient with the item, counted on the doctor's dashboard", async () => {
    const before = (await doctor('GET', '/api/doctor/dashboard/stats')).body.data.drafts as number;
    const res = await cora.call('POST', `/api/patient/catalog/items/${ids.A7034}/ask-doctor`, { message: 'My nasal mask leaks.' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ doctor: 'Dr. Olivia Bennett', practice: 'Bennett Family Practice' });
    const db = t.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.patient_id, cora.patientId));
    orderId = order!.id;
    expect(order).toMatchObject({ status: 1, doctor_account_id: cora.practice, vendor_id: cora.supplier, created_by: cora.userId });
    expect(order!.doctor_location_id).not.toBeNull();
    const lines = await db.select().from(orderItems).where(eq(orderItems.order_id, orderId));
    expect(lines.map((l) => l.equipment_id)).toEqual([ids.A7034]);
    const [history] = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, orderId));
    expect(history!.note).toContain('My nasal mask leaks.');
    // The doctor sees it: on the dashboard's Drafts, in the Draft list, and can open it.
    expect((await doctor('GET', '/api/doctor/dashboard/stats')).body.data.drafts).toBe(before + 1);
    const drafts = await doctor('GET', '/api/doctor/orders?status=1&rowsPerPage=100');
    expect(drafts.body.data.map((o: { id: number }) => o.id)).toContain(orderId);
    expect((await doctor('GET', `/api/doctor/orders/${orderId}`)).status).toBe(200);
    const doctorId = await idOf.user(t, 'doctor@demo.test');
    const notes = await db.select().from(systemNotifications).where(eq(systemNotifications.user_id, doctorId));
    expect(notes.some((n) => n.link === `/doctor/orders/${orderId}/edit`)).toBe(true);
  });

  it('the supplier does not see the draft until the doctor sends it', async () => {
    const supplier = await as(t, 'supplier@demo.test');
    expect((await supplier('GET', `/api/vendor/orders/${orderId}`)).status).toBe(404);
  });

  it('shows the open request on the item and refuses a second one with 409', async () => {
    const item = await cora.call('GET', `/api/patient/catalog/items/${ids.A7034}`);
    expect(item.body.data.asked_doctor).toMatchObject({ doctor: 'Dr. Olivia Bennett' });
    expect((await cora.call('POST', `/api/patient/catalog/items/${ids.A7034}/ask-doctor`, {})).status).toBe(409);
    // Another patient's ask is their own.
    expect((await dave.call('GET', `/api/patient/catalog/items/${ids.A7034}`)).body.data.asked_doctor).toBeNull();
  });

  it('asks again once the doctor archived the draft', async () => {
    await t.database.db.update(orders).set({ deleted_at: new Date() }).where(eq(orders.id, orderId));
    expect((await cora.call('POST', `/api/patient/catalog/items/${ids.A7034}/ask-doctor`, {})).status).toBe(201);
  });

  it('refuses an over-the-counter item (422: it goes to the cart) and an item the supplier does not sell (404)', async () => {
    const otc = await dave.call('POST', `/api/patient/catalog/items/${ids.E0100}/ask-doctor`, {});
    expect(otc.status).toBe(422);
    expect(otc.body.errors.item_id).toBeDefined();
    expect((await dave.call('POST', '/api/patient/catalog/items/999999/ask-doctor', {})).status).toBe(404);
  });

  it('refuses with 422 when no doctor is known', async () => {
    const supplierId = await idOf.account(t, 'Sunrise Medical Supply');
    await t.database.db.update(orders).set({ patient_id: null }).where(eq(orders.patient_id, dave.patientId));
    await t.database.db.update(patients).set({ account_id: supplierId }).where(eq(patients.id, dave.patientId));
    const res = await dave.call('POST', `/api/patient/catalog/items/${ids.A7034}/ask-doctor`, {});
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/doctor/);
  });
});
