import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs, orders } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { grantKey, idOfLocation, otherSupplier } from '../tasks/other-tenant';

const BASE = '/api/vendor/warehouses';

describe('warehouses (issue 9: stock)', () => {
  let t: TestApp;
  let owner: string;
  let rival: Awaited<ReturnType<typeof otherSupplier>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.tokenFor('supplier@demo.test');
    rival = await otherSupplier(t);
  });
  afterAll(() => t?.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

  it('the owner creates, reads, changes and lists warehouses, each change audited', async () => {
    const east = await idOfLocation(t, 'East Branch');
    const created = await send('POST', BASE, owner, { name: '  Central Depot ', address_1: '12 Dock St', city: 'Albany', state: 'ny', zip: '12207', location_id: east });
    expect(created.statusCode).toBe(201);
    const w = created.json().data;
    expect(w).toMatchObject({ name: 'Central Depot', state: 'NY', location: { id: east, name: 'East Branch' }, active: true, full_address: '12 Dock St, Albany, NY 12207' });

    expect((await send('GET', `${BASE}/${w.id}`, owner)).json().data).toEqual(w);
    const changed = await send('PUT', `${BASE}/${w.id}`, owner, { active: false, location_id: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Central Depot', active: false, location: null });

    await send('POST', BASE, owner, { name: 'annex' });
    const page = (await send('GET', `${BASE}?page=1&rowsPerPage=25`, owner)).json();
    const names = page.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(page.meta).toEqual({ total: page.data.length, page: 1, rowsPerPage: 25 });
    expect((await send('GET', `${BASE}?search=albany`, owner)).json().data.map((r: { id: number }) => r.id)).toEqual([w.id]);
    expect((await send('GET', `${BASE}?active=0`, owner)).json().data.map((r: { id: number }) => r.id)).toEqual([w.id]);

    const actions = await t.database.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.entity, 'warehouse'));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['warehouse.create', 'warehouse.update']));
  });

  it('the demo company starts with a stockroom at each department', async () => {
    const rows = (await send('GET', `${BASE}?sortBy=city&search=stockroom`, owner)).json().data;
    expect(rows.map((r: { name: string; location: { name: string } }) => [r.name, r.location.name])).toEqual([
      ['Cleveland Stockroom', 'East Branch'],
      ['Columbus Stockroom', 'Main Warehouse'],
    ]);
  });

  it('refuses bad input with field errors and saves nothing', async () => {
    const before = (await send('GET', BASE, owner)).json().meta.total;
    const res = await send('POST', BASE, owner, { name: '', zip: '123', state: 'XX' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'state', 'zip']);
    const foreign = await send('POST', BASE, owner, { name: 'Elsewhere', location_id: await idOfLocation(t, 'Rival Depot') });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.location_id).toEqual(['The department does not belong to your company.']);
    expect((await send('GET', BASE, owner)).json().meta.total).toBe(before);
  });

  it("another company's warehouse is a 404 everywhere, and never in its list", async () => {
    const theirs = (await send('POST', BASE, rival.token, { name: 'Rival Store' })).json().data;
    expect((await send('GET', `${BASE}/${theirs.id}`, owner)).statusCode).toBe(404);
    expect((await send('PUT', `${BASE}/${theirs.id}`, owner, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await send('DELETE', `${BASE}/${theirs.id}`, owner)).statusCode).toBe(404);
    expect((await send('GET', BASE, owner)).json().data.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
    expect((await send('GET', `${BASE}/${theirs.id}`, rival.token)).json().data.name).toBe('Rival Store');
  });

  it('staff need the stock key at their chosen location', async () => {
    const staff = await t.tokenFor('supplier.staff@demo.test');
    const main = await idOfLocation(t, 'Main Warehouse');
    const at = { 'x-location-id': String(main) };
    expect((await send('GET', BASE, staff, undefined, at)).statusCode).toBe(403);
    await grantKey(t, 'supplier.staff@demo.test', 'Main Warehouse', 'stock');
    const again = await t.tokenFor('supplier.staff@demo.test');
    expect((await send('GET', BASE, again, undefined, at)).statusCode).toBe(200);
  });

  it('a warehouse open orders ship from cannot be deleted; once they are done it can', async () => {
    const w = (await send('POST', BASE, owner, { name: 'Busy Dock' })).json().data;
    const [order] = await t.database.db.select({ id: orders.id, status: orders.status, vendor: orders.vendor_id }).from(orders).limit(1);
    const vendorOrders = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.vendor_id, order!.vendor!));
    await t.database.db.update(orders).set({ warehouse_id: w.id, status: 40 }).where(eq(orders.id, vendorOrders[0]!.id));
    const refused = await send('DELETE', `${BASE}/${w.id}`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The warehouse cannot be deleted: 1 open order ships from it.');
    await t.database.db.update(orders).set({ status: 100 }).where(eq(orders.id, vendorOrders[0]!.id));
    expect((await send('DELETE', `${BASE}/${w.id}`, owner)).statusCode).toBe(204);
    expect((await send('GET', `${BASE}/${w.id}`, owner)).statusCode).toBe(404);
  });
});
