import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orders, staffLocations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, idOf, newPatient, orderInStatus, type Call } from './helpers';

/** The supplier's stock on an order line (SKU and serial): what Ready For Service waits for. */
let t: TestApp;
let doctor: Call;
let supplier: Call;
let otherSupplier: Call;
let orderId: number;
let itemId: number;

const C = (path: string) => `/api/vendor/commons/${itemId}${path}`;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  otherSupplier = await as(t, (await createTenant(t.database.db, 'supplier', 'Northwind Home Medical')).login);
  const patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Stocked'))).body.data.id;
  orderId = await orderInStatus(t, doctor, patientId, 40, ['E0143'], ['M25561']);
  itemId = (await supplier('GET', `/api/vendor/orders/${orderId}`)).body.data.commons[0].id;
});
afterAll(() => t?.close());

describe('SKU and serial number', () => {
  it('Ready For Service refuses to move on while an item has no SKU', async () => {
    expect((await supplier('POST', `/api/vendor/orders/${orderId}/status/next`)).status).toBe(422);
  });

  it('set-sku assigns it (trimmed) and the order can go out for delivery', async () => {
    const res = await supplier('POST', C('/set-sku'), { sku: '  WLK-E0143-001 ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: itemId, sku: 'WLK-E0143-001', serial: null });
    expect((await supplier('GET', `/api/vendor/orders/${orderId}/validate`)).body.data).toMatchObject({ fulfilled: true, next: 70 });
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'order.items.set_sku'), eq(auditLogs.entity_id, orderId)));
    expect(audit[0]!.after).toEqual({ item_id: itemId, sku: 'WLK-E0143-001', serial: null });
  });

  it('serial sets and clears the serial number', async () => {
    expect((await supplier('PUT', C('/serial'), { serial: 'SN 12345/A' })).body.data.serial).toBe('SN 12345/A');
    expect((await supplier('PUT', C('/serial'), { serial: '' })).body.data.serial).toBeNull();
    expect((await supplier('PUT', C('/serial'), { serial: 'SN-2' })).body.data.serial).toBe('SN-2');
  });

  it('a new SKU is other stock: the serial number goes with the old one; drop-sku removes both', async () => {
    expect((await supplier('POST', C('/set-sku'), { sku: 'WLK-E0143-002' })).body.data).toMatchObject({
      sku: 'WLK-E0143-002',
      serial: null,
    });
    await supplier('PUT', C('/serial'), { serial: 'SN-3' });
    expect((await supplier('POST', C('/drop-sku'))).body.data).toMatchObject({ sku: null, serial: null });
    expect((await supplier('GET', `/api/vendor/orders/${orderId}/validate`)).body.data.fulfilled).toBe(false);
  });

  it('422 for an empty, too long or odd SKU or serial', async () => {
    expect((await supplier('POST', C('/set-sku'), {})).body.errors).toEqual({ sku: ['The SKU field is required.'] });
    expect((await supplier('POST', C('/set-sku'), { sku: '   ' })).status).toBe(422);
    expect((await supplier('POST', C('/set-sku'), { sku: 'x'.repeat(65) })).body.errors.sku[0]).toBe(
      'The SKU may not be greater than 64 characters.',
    );
    expect((await supplier('POST', C('/set-sku'), { sku: '<script>' })).status).toBe(422);
    expect((await supplier('PUT', C('/serial'), { serial: 'a"b' })).status).toBe(422);
    expect((await supplier('PUT', C('/serial'), {})).status).toBe(422);
  });

  it('staff need "sku replace" for the SKU and "order edit {status}" for the serial', async () => {
    const main = await idOf.location(t, 'Main Warehouse');
    const planner = await as(t, 'planner@demo.test', main);
    expect((await planner('POST', C('/set-sku'), { sku: 'A-1' })).status).toBe(403);
    expect((await planner('PUT', C('/serial'), { serial: 'S-1' })).status).toBe(403);
    const plannerId = await idOf.user(t, 'planner@demo.test');
    await t.database.db
      .update(staffLocations)
      .set({ permissions: ['order view 40', 'sku replace'] })
      .where(and(eq(staffLocations.user_id, plannerId), eq(staffLocations.location_id, main)));
    const granted = await as(t, 'planner@demo.test', main);
    expect((await granted('POST', C('/set-sku'), { sku: 'A-1' })).status).toBe(200);
    expect((await granted('PUT', C('/serial'), { serial: 'S-1' })).status).toBe(403);
  });

  it('another supplier, and the doctor side, cannot reach the item', async () => {
    expect((await otherSupplier('POST', C('/set-sku'), { sku: 'A-1' })).status).toBe(404);
    expect((await otherSupplier('POST', C('/drop-sku'))).status).toBe(404);
    expect((await otherSupplier('PUT', C('/serial'), { serial: 'S-1' })).status).toBe(404);
    expect((await doctor('POST', C('/set-sku'), { sku: 'A-1' })).status).toBe(403);
  });

  it('once out for delivery the SKU is fixed (409); the serial changes until billing', async () => {
    await supplier('POST', C('/set-sku'), { sku: 'WLK-1' });
    expect((await supplier('POST', `/api/vendor/orders/${orderId}/status/next`)).body.data.status).toBe(70);
    expect((await supplier('POST', C('/drop-sku'))).status).toBe(409);
    expect((await supplier('PUT', C('/serial'), { serial: 'SN-DELIVERED' })).status).toBe(200);
    await t.database.db.update(orders).set({ status: 80 }).where(eq(orders.id, orderId));
    expect((await supplier('PUT', C('/serial'), { serial: 'SN-LATE' })).status).toBe(409);
  });
});
