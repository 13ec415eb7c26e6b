import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inventoryStorage, locations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, equipmentIds, idOf, newPatient, type Call } from '../orders/helpers';

/**
 * Doctor office stock (issue 9 item 7): Sunrise keeps masks and walkers in the "Bennett Downtown Closet" at the
 * Bennett practice's Downtown Office (seed-stock.ts). The doctor browses it and dispenses from it onto an order.
 */
describe("the doctor's office stock", () => {
  let t: TestApp;
  let doctor: Call;
  let supplier: Call;
  let closet: number;
  beforeAll(async () => {
    t = await createTestApp();
    doctor = await as(t, 'doctor@demo.test');
    supplier = await as(t, 'supplier@demo.test');
    closet = await idOf.warehouse(t, 'Bennett Downtown Closet');
  });
  afterAll(() => t?.close());

  it('lists the consignment shelves with free units, by category, with the category tree', async () => {
    const res = await doctor('GET', '/api/doctor/inventory');
    expect(res.status).toBe(200);
    const skus = res.body.data.map((r: { sku: string; available: number; office: { name: string }; supplier: { name: string } }) => [
      r.sku,
      r.available,
      r.office.name,
      r.supplier.name,
    ]);
    expect(skus).toEqual(
      expect.arrayContaining([
        ['RESMED-F20-M', 10, 'Downtown Office', 'Sunrise Medical Supply'],
        ['WLK-E0143-001', 4, 'Downtown Office', 'Sunrise Medical Supply'],
      ]),
    );
    expect(res.body.data).toHaveLength(2);
    const total = res.body.categories.reduce((n: number, c: { items: number }) => n + c.items, 0);
    expect(total).toBe(2);
    const category = res.body.categories[0];
    const sub = await doctor('GET', `/api/doctor/inventory?category_id=${category.id}&subcategory_id=${category.children[0].id}`);
    expect(sub.body.data.length).toBe(category.children[0].items);
    expect((await doctor('GET', '/api/doctor/inventory?search=E0143')).body.data.map((r: { sku: string }) => r.sku)).toEqual([
      'WLK-E0143-001',
    ]);
  });

  it('dispenses a walker from the closet onto an order: reserved on that shelf, shown on the line', async () => {
    const patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Closet'))).body.data.id;
    const office = await idOf.location(t, 'Downtown Office');
    const vendor = await idOf.account(t, 'Sunrise Medical Supply');
    const orderId = (await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: office, vendor_id: vendor })).body
      .data.id;
    const { E0143, A7030 } = await equipmentIds(t, 'E0143', 'A7030');
    const walker = (await doctor('GET', '/api/doctor/inventory?search=E0143')).body.data[0];
    const added = await doctor('POST', `/api/doctor/orders/${orderId}/commons`, {
      items: [{ equipment_id: E0143, quantity: 1, stock: { sku_id: walker.sku_id, warehouse_id: closet } }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data[0]).toMatchObject({
      sku: 'WLK-E0143-001',
      stock: { reserved: 1, warehouse: { id: closet, name: 'Bennett Downtown Closet' } },
    });
    const [shelf] = await t.database.db
      .select()
      .from(inventoryStorage)
      .where(
        eq(
          inventoryStorage.id,
          (await t.database.db.select().from(inventoryStorage).where(eq(inventoryStorage.warehouse_id, closet))).find(
            (s) => s.sku_id === walker.sku_id,
          )!.id,
        ),
      );
    expect(shelf).toMatchObject({ quantity: 4, reserved: 1 });
    expect((await doctor('GET', '/api/doctor/inventory?search=E0143')).body.data[0].available).toBe(3);

    // The stock must be of the line's item, at the practice's offices, of the order's supplier.
    const wrongItem = await doctor('POST', `/api/doctor/orders/${orderId}/commons`, {
      items: [{ equipment_id: A7030, stock: { sku_id: walker.sku_id, warehouse_id: closet } }],
    });
    expect(wrongItem.status).toBe(422);
    expect(wrongItem.body.errors['items.0.stock'][0]).toBe('The stock is of another catalogue item.');
    const columbus = await idOf.warehouse(t, 'Columbus Stockroom');
    const mask = (await doctor('GET', '/api/doctor/inventory?search=A7030')).body.data[0];
    const notOffice = await doctor('POST', `/api/doctor/orders/${orderId}/commons`, {
      items: [{ equipment_id: A7030, stock: { sku_id: mask.sku_id, warehouse_id: columbus } }],
    });
    expect(notOffice.body.errors['items.0.stock'][0]).toBe('There is no such stock at your offices.');
    // Nothing of the refused calls stayed: still one walker on the order.
    expect(
      (await doctor('GET', `/api/doctor/orders/${orderId}`)).body.data.commons.map((c: { hcpcs: string; quantity: number }) => [
        c.hcpcs,
        c.quantity,
      ]),
    ).toEqual([['E0143', 1]]);
  });

  it('another practice sees none of it; a supplier cannot place stock at an office of a practice it does not work with', async () => {
    const other = await createTenant(t.database.db, 'doctor', 'Elsewhere Clinic');
    const stranger = await as(t, other.login);
    expect((await stranger('GET', '/api/doctor/inventory')).body.data).toEqual([]);
    const [otherOffice] = await t.database.db
      .insert(locations)
      .values({ account_id: other.accountId, name: 'Elsewhere Office' })
      .returning();
    // Stock at that office would still not reach the Bennett doctor, and Sunrise may not place it there.
    const res = await supplier('POST', '/api/vendor/warehouses', { name: 'Nope', doctor_location_id: otherOffice!.id });
    expect(res.status).toBe(422);
    expect(res.body.errors.doctor_location_id[0]).toBe('The office is not one of a practice your company works with.');
    const downtown = await idOf.location(t, 'Downtown Office');
    const ok = await supplier('POST', '/api/vendor/warehouses', { name: 'Bennett Supply Room', doctor_location_id: downtown });
    expect(ok.status).toBe(201);
    expect(ok.body.data.doctor_office).toEqual({ id: downtown, name: 'Downtown Office', practice: 'Bennett Family Practice' });
    expect((await supplier('GET', '/api/doctor/inventory')).status).toBe(403);
  });
});
