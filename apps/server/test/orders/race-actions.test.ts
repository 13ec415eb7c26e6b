import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orders, orderStatusHistory } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, equipmentIds, giveConsent, idOf, newPatient, type Call } from './helpers';

/**
 * Concurrent split and recall calls on one order: the row lock makes them run one after the other, so exactly one
 * wins. Only PostgreSQL runs requests in parallel (PGlite is one connection): these run with DATABASE_URL.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let doctor: Call;
let supplier: Call;
let patientId: number;
let downtown: number;
let sunrise: number;
let codes: Record<string, number>;

async function draft(...items: string[]): Promise<number> {
  const id = (await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: downtown, vendor_id: sunrise })).body
    .data.id;
  await doctor('POST', `/api/doctor/orders/${id}/commons`, { items: items.map((c) => ({ equipment_id: codes[c] })) });
  return id;
}
const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe.skipIf(!onPostgres)('concurrent split and recall (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    doctor = await as(t, 'doctor@demo.test');
    supplier = await as(t, 'supplier@demo.test');
    downtown = await idOf.location(t, 'Downtown Office');
    sunrise = await idOf.account(t, 'Sunrise Medical Supply');
    codes = await equipmentIds(t, 'E0601', 'A7030', 'A7035', 'E0143');
    patientId = (await doctor('POST', '/api/doctor/patients', newPatient('RaceActions'))).body.data.id;
    await giveConsent(t, patientId, await idOf.account(t, 'Bennett Family Practice'));
  });
  afterAll(() => t?.close());

  it('three splits of the same item: one new order, the others 422 (the item has moved)', async () => {
    const id = await draft('E0601', 'A7030', 'A7035');
    const line = (await doctor('GET', `/api/doctor/orders/${id}`)).body.data.commons.find((c: { hcpcs: string }) => c.hcpcs === 'A7030').id;
    const results = await Promise.all(
      Array.from({ length: 3 }, () => doctor('POST', `/api/doctor/orders/${id}/split`, { item_ids: [line] })),
    );
    expect(statuses(results)).toEqual([200, 422, 422]);
    expect(await t.database.db.select().from(orders).where(eq(orders.split_from, id))).toHaveLength(1);
  });

  it('two splits that together would empty the order: the second is refused', async () => {
    const id = await draft('E0601', 'A7030');
    const lines = (await doctor('GET', `/api/doctor/orders/${id}`)).body.data.commons.map((c: { id: number }) => c.id);
    const results = await Promise.all(lines.map((l: number) => doctor('POST', `/api/doctor/orders/${id}/split`, { item_ids: [l] })));
    expect(statuses(results)).toEqual([200, 422]);
    expect((await doctor('GET', `/api/doctor/orders/${id}`)).body.data.commons).toHaveLength(1);
  });

  it('three recalls of an order in Initial: one moves it to Draft, the others 409; one history row', async () => {
    const id = await draft('E0143');
    expect((await doctor('POST', `/api/doctor/orders/${id}/status/1`)).body.data.status).toBe(5);
    const results = await Promise.all(Array.from({ length: 3 }, () => doctor('POST', `/api/doctor/orders/${id}/recall`)));
    expect(statuses(results)).toEqual([200, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.order_id, id), eq(orderStatusHistory.to_status, 1), eq(orderStatusHistory.from_status, 5)));
    expect(rows).toHaveLength(1);
  });

  it('a practice recall racing the supplier\'s "Send to Intake": exactly one of them wins', async () => {
    const id = await draft('E0143');
    await doctor('POST', `/api/doctor/orders/${id}/status/1`);
    const [recall, next] = await Promise.all([
      doctor('POST', `/api/doctor/orders/${id}/recall`),
      supplier('POST', `/api/vendor/orders/${id}/status/next`, { from: 5 }),
    ]);
    expect([recall.status, next.status].filter((s) => s === 200)).toHaveLength(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe(recall.status === 200 ? 1 : 10);
    const moves = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.order_id, id), eq(orderStatusHistory.from_status, 5)));
    expect(moves).toHaveLength(1);
  });
});
