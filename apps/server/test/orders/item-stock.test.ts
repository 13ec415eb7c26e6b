import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, inventoryStorage, inventorySkus, orderItems, serialNumbers, staffLocations, stockMovements } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, equipmentIds, idOf, newPatient, orderInStatus, type Call } from './helpers';

/**
 * The supplier's stock on an order line (issue 9): set-sku reserves real units of an inventory SKU, serial puts a
 * unit on the line, drop-sku and reduce give them back; Ready For Service waits for it. Demo stock (seed-stock.ts):
 * WLK-E0143-001 walkers, 12 in Columbus and 3 in Cleveland; RESMED-AS10-001 CPAPs, serialised.
 */
let t: TestApp;
let doctor: Call;
let supplier: Call;
let otherSupplier: Call;
let patientId: number;
let orderId: number;
let itemId: number;

const C = (path: string, id = itemId) => `/api/vendor/commons/${id}${path}`;
const shelf = async (sku: string, warehouse: string) => {
  const rows = await t.database.db
    .select({ storage: inventoryStorage, sku: inventorySkus.sku })
    .from(inventoryStorage)
    .innerJoin(inventorySkus, eq(inventorySkus.id, inventoryStorage.sku_id));
  const wid = await idOf.warehouse(t, warehouse);
  const row = rows.find((r) => r.sku === sku && r.storage.warehouse_id === wid)!.storage;
  return { quantity: row.quantity, reserved: row.reserved };
};

beforeAll(async () => {
  t = await createTestApp();
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  otherSupplier = await as(t, (await createTenant(t.database.db, 'supplier', 'Northwind Home Medical')).login);
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Stocked'))).body.data.id;
  orderId = await orderInStatus(t, doctor, patientId, 40, ['E0143'], ['M25561']);
  itemId = (await supplier('GET', `/api/vendor/orders/${orderId}`)).body.data.commons[0].id;
});
afterAll(() => t?.close());

describe('SKU and stock on an order line', () => {
  it('Ready For Service refuses to move on while an item has no reserved stock', async () => {
    expect((await supplier('POST', `/api/vendor/orders/${orderId}/status/next`)).status).toBe(422);
  });

  it('set-sku reserves the quantity in the warehouse with the most free units, and the order can go on', async () => {
    const before = await shelf('WLK-E0143-001', 'Columbus Stockroom');
    const res = await supplier('POST', C('/set-sku'), { sku: '  wlk-e0143-001 ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: itemId,
      sku: 'WLK-E0143-001',
      serial: null,
      stock: { reserved: 1, serialized: false, warehouse: { name: 'Columbus Stockroom' }, serial_state: null },
    });
    expect(await shelf('WLK-E0143-001', 'Columbus Stockroom')).toEqual({ quantity: before.quantity, reserved: before.reserved + 1 });
    expect((await supplier('GET', `/api/vendor/orders/${orderId}/validate`)).body.data).toMatchObject({ fulfilled: true, next: 70 });
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'order.items.set_sku'), eq(auditLogs.entity_id, orderId)));
    expect(audit[0]!.after).toEqual({ item_id: itemId, sku: 'WLK-E0143-001', serial: null });
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.order_item_id, itemId));
    expect(moves.map((m) => [m.kind, m.quantity])).toEqual([['reservation', 1]]);
  });

  it('another warehouse can be asked for; the first reservation goes back', async () => {
    const res = await supplier('POST', C('/set-sku'), {
      sku: 'WLK-E0143-001',
      warehouse_id: await idOf.warehouse(t, 'Cleveland Stockroom'),
    });
    expect(res.body.data.stock).toMatchObject({ warehouse: { name: 'Cleveland Stockroom' }, reserved: 1 });
    expect((await shelf('WLK-E0143-001', 'Columbus Stockroom')).reserved).toBe(0);
    expect((await shelf('WLK-E0143-001', 'Cleveland Stockroom')).reserved).toBe(1);
  });

  it('a SKU not in the inventory, of another catalogue item, or short in stock is refused with the reason', async () => {
    expect((await supplier('POST', C('/set-sku'), { sku: 'NOPE-1' })).body.errors).toEqual({
      sku: ['There is no SKU NOPE-1 in your inventory.'],
    });
    expect((await supplier('POST', C('/set-sku'), { sku: 'RESMED-F20-M' })).body.errors.sku[0]).toContain('another catalogue item');
    // Cleveland holds 3, one reserved above: a line of 5 is refused there and nothing changes.
    const second = await orderInStatus(t, doctor, patientId, 40, ['E0143'], ['M25561']);
    const [line] = (await supplier('GET', `/api/vendor/orders/${second}`)).body.data.commons;
    await t.database.db.update(orderItems).set({ quantity: 5 }).where(eq(orderItems.id, line.id));
    const short = await supplier('POST', C('/set-sku', line.id), {
      sku: 'WLK-E0143-001',
      warehouse_id: await idOf.warehouse(t, 'Cleveland Stockroom'),
    });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('Not enough WLK-E0143-001 in Cleveland Stockroom: 2 units free, 5 needed.');
    expect((await shelf('WLK-E0143-001', 'Cleveland Stockroom')).reserved).toBe(1);
    expect((await supplier('GET', `/api/vendor/orders/${second}`)).body.data.commons[0]).toMatchObject({ sku: null, stock: null });
  });

  it('a serialised SKU needs a unit in stock there; a unit reserved for one order cannot go to another', async () => {
    const id1 = await orderInStatus(t, doctor, patientId, 40, ['E0601'], ['G4733']);
    const id2 = await orderInStatus(t, doctor, patientId, 40, ['E0601'], ['G4733']);
    const line1 = (await supplier('GET', `/api/vendor/orders/${id1}`)).body.data.commons[0].id;
    const line2 = (await supplier('GET', `/api/vendor/orders/${id2}`)).body.data.commons[0].id;
    const columbus = await idOf.warehouse(t, 'Columbus Stockroom');
    expect((await supplier('PUT', C('/serial', line1), { serial: 'SN22841902' })).body.errors.serial[0]).toMatch(
      /Set the item’s SKU first/,
    );
    await supplier('POST', C('/set-sku', line1), { sku: 'RESMED-AS10-001', warehouse_id: columbus });
    expect((await supplier('GET', `/api/vendor/orders/${id1}/validate`)).body.data.fulfilled).toBe(false);
    const put = await supplier('PUT', C('/serial', line1), { serial: 'sn22841902' });
    expect(put.body.data).toMatchObject({ serial: 'sn22841902', stock: { serial_state: 'reserved' } });
    expect((await supplier('GET', `/api/vendor/orders/${id1}/validate`)).body.data.fulfilled).toBe(true);
    await supplier('POST', C('/set-sku', line2), { sku: 'RESMED-AS10-001', warehouse_id: columbus });
    const taken = await supplier('PUT', C('/serial', line2), { serial: 'SN22841902' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`Serial number SN22841902 is already reserved for order #${id1}.`);
    expect((await supplier('PUT', C('/serial', line2), { serial: 'SN-UNKNOWN' })).body.errors.serial[0]).toMatch(/is not recorded/);
    // Clearing the first line's serial puts the unit back on the shelf: the second line may take it.
    await supplier('PUT', C('/serial', line1), { serial: '' });
    expect((await supplier('PUT', C('/serial', line2), { serial: 'SN22841902' })).status).toBe(200);
    const [unit] = await t.database.db.select().from(serialNumbers).where(eq(serialNumbers.serial, 'SN22841902'));
    expect(unit).toMatchObject({ state: 'reserved', order_item_id: line2 });
    // drop-sku gives the unit and the quantity back.
    expect((await supplier('POST', C('/drop-sku', line2))).body.data).toMatchObject({ sku: null, serial: null, stock: null });
    const [back] = await t.database.db.select().from(serialNumbers).where(eq(serialNumbers.serial, 'SN22841902'));
    expect(back).toMatchObject({ state: 'in_stock', order_item_id: null });
  });

  it('an OTC item can be drawn from stock: the line gets the SKU and its units are reserved; a wrong SKU adds nothing', async () => {
    const id = await orderInStatus(t, doctor, patientId, 40, ['E0601'], ['G4733']);
    const [cpap] = (await supplier('GET', `/api/vendor/orders/${id}`)).body.data.commons;
    const { E0143 } = await equipmentIds(t, 'E0143');
    const walkers = (await supplier('GET', '/api/vendor/inventory?search=WLK-E0143-001')).body.data[0];
    const before = await shelf('WLK-E0143-001', 'Columbus Stockroom');
    const columbus = await idOf.warehouse(t, 'Columbus Stockroom');
    const res = await supplier('POST', C('/otc', cpap.id), { equipment_id: E0143, quantity: 1, sku_id: walkers.id, warehouse_id: columbus });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.find((l: { hcpcs: string }) => l.hcpcs === 'E0143')).toMatchObject({ quantity: 1, sku: 'WLK-E0143-001', stock: { reserved: 1, warehouse: { id: columbus } } });
    expect((await shelf('WLK-E0143-001', 'Columbus Stockroom')).reserved).toBe(before.reserved + 1);
    const cpapSku = (await supplier('GET', '/api/vendor/inventory?search=RESMED-AS10-001')).body.data[0].id;
    const second = await orderInStatus(t, doctor, patientId, 40, ['E0601'], ['G4733']);
    const [other] = (await supplier('GET', `/api/vendor/orders/${second}`)).body.data.commons;
    expect((await supplier('POST', C('/otc', other.id), { equipment_id: E0143, sku_id: cpapSku })).body.errors.sku[0]).toContain('another catalogue item');
    expect((await supplier('GET', `/api/vendor/orders/${second}`)).body.data.commons).toHaveLength(1);
    expect((await shelf('WLK-E0143-001', 'Columbus Stockroom')).reserved).toBe(before.reserved + 1);
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
    expect((await planner('POST', C('/set-sku'), { sku: 'WLK-E0143-001' })).status).toBe(403);
    expect((await planner('PUT', C('/serial'), { serial: 'S-1' })).status).toBe(403);
    const plannerId = await idOf.user(t, 'planner@demo.test');
    await t.database.db
      .update(staffLocations)
      .set({ permissions: ['order view 40', 'sku replace'] })
      .where(and(eq(staffLocations.user_id, plannerId), eq(staffLocations.location_id, main)));
    const granted = await as(t, 'planner@demo.test', main);
    expect((await granted('POST', C('/set-sku'), { sku: 'WLK-E0143-001' })).status).toBe(200);
    expect((await granted('PUT', C('/serial'), { serial: 'S-1' })).status).toBe(403);
  });

  it('another supplier, and the doctor side, cannot reach the item', async () => {
    expect((await otherSupplier('POST', C('/set-sku'), { sku: 'WLK-E0143-001' })).status).toBe(404);
    expect((await otherSupplier('POST', C('/drop-sku'))).status).toBe(404);
    expect((await otherSupplier('PUT', C('/serial'), { serial: 'S-1' })).status).toBe(404);
    expect((await doctor('POST', C('/set-sku'), { sku: 'WLK-E0143-001' })).status).toBe(403);
  });

  it('once out for delivery the SKU is fixed (409)', async () => {
    await supplier('POST', C('/set-sku'), { sku: 'WLK-E0143-001' });
    expect((await supplier('POST', `/api/vendor/orders/${orderId}/status/next`)).body.data.status).toBe(70);
    expect((await supplier('POST', C('/drop-sku'))).status).toBe(409);
  });
});
