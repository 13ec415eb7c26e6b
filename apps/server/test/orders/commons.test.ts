import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orders } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, diagnosisIds, equipmentIds, giveConsent, idOf, newPatient, type Call } from './helpers';

let t: TestApp;
let doctor: Call;
let supplier: Call;
let orderId: number;
let items: Record<string, number>;
let dx: Record<string, number>;

const D = (path = '') => `/api/doctor/orders/${orderId}${path}`;
const V = (path = '') => `/api/vendor/orders/${orderId}${path}`;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  const patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Commons'))).body.data.id;
  await giveConsent(t, patientId, await idOf.account(t, 'Bennett Family Practice'));
  orderId = (await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: await idOf.location(t, 'North Clinic'), vendor_id: await idOf.account(t, 'Sunrise Medical Supply') })).body.data.id;
  items = await equipmentIds(t, 'E0601', 'A7030', 'A4253', 'E0143');
  dx = await diagnosisIds(t, 'G4733', 'E1140', 'J449');
});
afterAll(() => t?.close());

describe('the doctor builds the cart of a draft', () => {
  it('adds items; adding one again raises its quantity', async () => {
    const first = await doctor('POST', D('/commons'), { items: [{ equipment_id: items.E0601 }, { equipment_id: items.A4253, quantity: 2 }] });
    expect(first.status).toBe(200);
    const again = await doctor('POST', D('/commons'), { items: [{ equipment_id: items.A4253, quantity: 3 }] });
    expect(again.body.data.map((i: { hcpcs: string; quantity: number; max_quantity: number }) => [i.hcpcs, i.quantity, i.max_quantity])).toEqual([
      ['E0601', 1, 1],
      ['A4253', 5, 6],
    ]);
  });

  it("refuses more than the item's usual units per order, and items not in the catalogue", async () => {
    const tooMany = await doctor('POST', D('/commons'), { items: [{ equipment_id: items.E0601 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ 'items.0.quantity': ['At most 1 of E0601 per order.'] });
    expect((await doctor('POST', D('/commons'), { items: [{ equipment_id: 99999999 }] })).body.errors).toHaveProperty(['items.0.equipment_id']);
    expect((await doctor('POST', D('/commons'), { items: [] })).status).toBe(422);
  });

  it('sets a quantity within 1..max and removes an item', async () => {
    const order = (await doctor('GET', D())).body.data;
    const strips = order.commons.find((i: { hcpcs: string }) => i.hcpcs === 'A4253');
    expect((await doctor('PUT', `/api/doctor/commons/${strips.id}/qty/4`)).body.data).toMatchObject({ id: strips.id, quantity: 4 });
    expect((await doctor('PUT', `/api/doctor/commons/${strips.id}/qty/7`)).body.errors).toEqual({ n: ['At most 6 of A4253 per order.'] });
    expect((await doctor('PUT', `/api/doctor/commons/${strips.id}/qty/0`)).status).toBe(422);
    expect((await doctor('DELETE', `/api/doctor/commons/${strips.id}`)).status).toBe(204);
    expect((await doctor('GET', D())).body.data).toMatchObject({ items_count: 1, commons: [{ hcpcs: 'E0601' }] });
  });

  it('shows the cart as a tree of category, subcategory, items', async () => {
    await doctor('POST', D('/commons'), { items: [{ equipment_id: items.A7030 }, { equipment_id: items.E0143 }] });
    const tree = (await doctor('GET', D('/commons/tree'))).body.data as { name: string; children: { name: string; items: { hcpcs: string }[] }[] }[];
    const codes = tree.flatMap((c) => c.children.flatMap((s) => s.items.map((i) => i.hcpcs))).sort();
    expect(codes).toEqual(['A7030', 'E0143', 'E0601']);
    for (const category of tree) for (const sub of category.children) expect(sub.items.length).toBeGreaterThan(0);
  });

  it('attaches diagnoses in pointer order, ignores repeats, closes gaps on detach', async () => {
    await doctor('POST', D('/diagnoses/attach'), { diagnosis_ids: [dx.G4733, dx.E1140] });
    const res = await doctor('POST', D('/diagnoses/attach'), { diagnosis_ids: [dx.G4733, dx.J449] });
    expect(res.body.data.map((d: { code: string; position: number }) => [d.code, d.position])).toEqual([
      ['G4733', 1],
      ['E1140', 2],
      ['J449', 3],
    ]);
    const after = await doctor('POST', D('/diagnoses/detach'), { diagnosis_ids: [dx.G4733] });
    expect(after.body.data.map((d: { code: string; position: number }) => [d.code, d.position])).toEqual([
      ['E1140', 1],
      ['J449', 2],
    ]);
    expect((await doctor('POST', D('/diagnoses/attach'), { diagnosis_ids: [99999999] })).body.errors).toEqual({ diagnosis_ids: ['The selected diagnosis is invalid.'] });
    expect((await doctor('POST', D('/diagnoses/attach'), { diagnosis_ids: Array.from({ length: 13 }, (_, i) => i + 1) })).status).toBe(422);
  });

  it('audits each change of the cart', async () => {
    const actions = (await t.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entity_id, orderId)))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['order.create', 'order.items.add', 'order.items.quantity', 'order.items.remove', 'order.diagnoses.attach', 'order.diagnoses.detach']));
  });
});

describe('once sent, the cart belongs to the supplier', () => {
  it('the doctor can no longer change items or diagnoses', async () => {
    expect((await doctor('POST', D('/status/1'))).body.data.status).toBe(5);
    expect((await doctor('POST', D('/commons'), { items: [{ equipment_id: items.A7030 }] })).status).toBe(409);
    expect((await doctor('POST', D('/diagnoses/detach'), { diagnosis_ids: [dx.J449] })).status).toBe(409);
  });

  it('a change to the lines withdraws the confirmation', async () => {
    expect((await supplier('POST', V('/commons/confirm'))).body.data.commons_confirmation).toBe(true);
    const mask = (await supplier('GET', V())).body.data.commons.find((i: { hcpcs: string }) => i.hcpcs === 'A7030');
    expect(mask.confirmed).toBe(true);
    expect((await supplier('POST', V('/commons'), { items: [{ equipment_id: items.A4253 }] })).status).toBe(200);
    const order = (await supplier('GET', V())).body.data;
    expect(order.commons_confirmation).toBe(false);
    expect(order.commons.every((i: { confirmed: boolean }) => !i.confirmed)).toBe(true);
  });

  it('the supplier reduces a quantity, never raises it, and staff need "commons qty change"', async () => {
    const strips = (await supplier('GET', V())).body.data.commons.find((i: { hcpcs: string }) => i.hcpcs === 'A4253');
    await supplier('POST', V('/commons'), { items: [{ equipment_id: items.A4253, quantity: 2 }] });
    expect((await supplier('POST', `/api/vendor/commons/${strips.id}/reduce`, { quantity: 3 })).body.errors).toEqual({ quantity: ['The quantity must be lower than 3.'] });
    expect((await supplier('POST', `/api/vendor/commons/${strips.id}/reduce`, { quantity: 1 })).body.data.quantity).toBe(1);
    const staff = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'Main Warehouse'));
    expect((await staff('POST', `/api/vendor/commons/${strips.id}/reduce`, { quantity: 1 })).status).toBe(403);
  });

  it('after Intake the prescription is fixed: items and diagnoses no longer change, quantities may still go down', async () => {
    await t.database.db.update(orders).set({ status: 20 }).where(eq(orders.id, orderId));
    expect((await supplier('POST', V('/commons'), { items: [{ equipment_id: items.A7030 }] })).status).toBe(409);
    expect((await supplier('POST', V('/diagnoses/attach'), { diagnosis_ids: [dx.G4733] })).status).toBe(409);
    const mask = (await supplier('GET', V())).body.data.commons.find((i: { hcpcs: string }) => i.hcpcs === 'A7030');
    // Not refused for the status: only because a quantity of 1 cannot go lower.
    expect((await supplier('POST', `/api/vendor/commons/${mask.id}/reduce`, { quantity: 1 })).body.errors).toEqual({ quantity: ['The quantity must be lower than 1.'] });
  });
});
