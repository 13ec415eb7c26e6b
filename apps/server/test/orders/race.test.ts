import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderStatusHistory } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, equipmentIds, giveConsent, idOf, newPatient, type Call } from './helpers';

/**
 * Concurrent status calls on one order leave exactly one transition. Only PostgreSQL runs requests in parallel
 * (PGlite is one connection, so calls queue anyway): these tests run with DATABASE_URL (`npm run test:pg`).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let doctor: Call;
let supplier: Call;
let patientId: number;
let downtown: number;
let sunrise: number;
let wheelchair: number;

async function draftWithItem(): Promise<number> {
  const id = (await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: downtown, vendor_id: sunrise })).body.data.id;
  await doctor('POST', `/api/doctor/orders/${id}/commons`, { items: [{ equipment_id: wheelchair }] });
  return id;
}

const transitionsTo = async (orderId: number, to: number) =>
  (await t.database.db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.order_id, orderId), eq(orderStatusHistory.to_status, to)))).length;

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe.skipIf(!onPostgres)('concurrent status calls on one order (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    doctor = await as(t, 'doctor@demo.test');
    supplier = await as(t, 'supplier@demo.test');
    downtown = await idOf.location(t, 'Downtown Office');
    sunrise = await idOf.account(t, 'Sunrise Medical Supply');
    wheelchair = (await equipmentIds(t, 'K0001')).K0001!;
    patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Race'))).body.data.id;
    await giveConsent(t, patientId, await idOf.account(t, 'Bennett Family Practice'));
  });
  afterAll(() => t?.close());

  it('five "Send to Intake" clicks from Initial: one moves the order, the others answer 409', async () => {
    const id = await draftWithItem();
    expect((await doctor('POST', `/api/doctor/orders/${id}/status/1`)).body.data.status).toBe(5);
    const results = await Promise.all(Array.from({ length: 5 }, () => supplier('POST', `/api/vendor/orders/${id}/status/next`, { from: 5 })));
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409]);
    expect(await transitionsTo(id, 10)).toBe(1);
    expect(await transitionsTo(id, 20)).toBe(0);
  });

  it('without `from`, calls run one after the other: the next one meets the Intake checklist', async () => {
    const id = await draftWithItem();
    await doctor('POST', `/api/doctor/orders/${id}/status/1`);
    const results = await Promise.all(Array.from({ length: 3 }, () => supplier('POST', `/api/vendor/orders/${id}/status/next`)));
    expect(statuses(results)).toEqual([200, 422, 422]);
    expect(await transitionsTo(id, 10)).toBe(1);
  });

  it('two "Send to Supplier" clicks: one sends, one answers 409', async () => {
    const id = await draftWithItem();
    const results = await Promise.all([doctor('POST', `/api/doctor/orders/${id}/status/1`), doctor('POST', `/api/doctor/orders/${id}/status/1`)]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(await transitionsTo(id, 5)).toBe(1);
  });
});
