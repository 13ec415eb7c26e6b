import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs, distributors } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { grantKey, idOfLocation, otherSupplier } from '../tasks/other-tenant';
import { addSku, companyOf, sender, warehouseIdOf, type Send } from '../distribution-orders/stock-fixtures';

const BASE = '/api/vendor/distributors';

describe('distributors (issue 9: stock)', () => {
  let t: TestApp;
  let send: Send;
  let owner: string;
  let rival: Awaited<ReturnType<typeof otherSupplier>>;
  let mine: { accountId: number; userId: number };
  beforeAll(async () => {
    t = await createTestApp();
    send = sender(t);
    owner = await t.tokenFor('supplier@demo.test');
    rival = await otherSupplier(t);
    mine = await companyOf(t, 'supplier@demo.test');
  });
  afterAll(() => t?.close());

  const create = async (token: string, body: object) => {
    const res = await send('POST', BASE, token, body);
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; name: string };
  };

  it('the owner creates, reads, changes and lists distributors, each change audited', async () => {
    const created = await send('POST', BASE, owner, {
      name: '  Medline ',
      contact_name: 'Jo Park',
      email: 'orders@medline.test',
      phone: '(614) 555-0100',
      account_number: 'SUN-4411',
      terms: 'Net 30',
      lead_time_days: 5,
      address_1: '3 Mundelein Rd',
      city: 'Northfield',
      state: 'il',
      zip: '60093',
    });
    expect(created.statusCode).toBe(201);
    const d = created.json().data;
    expect(d).toMatchObject({
      name: 'Medline',
      contact_name: 'Jo Park',
      phone: '6145550100',
      state: 'IL',
      lead_time_days: 5,
      active: true,
      full_address: '3 Mundelein Rd, Northfield, IL 60093',
    });
    expect((await send('GET', `${BASE}/${d.id}`, owner)).json().data).toEqual(d);

    const changed = await send('PUT', `${BASE}/${d.id}`, owner, { active: false, terms: 'Net 45' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Medline', terms: 'Net 45', active: false, lead_time_days: 5 });

    await create(owner, { name: 'allied supply', lead_time_days: 2 });
    const page = (await send('GET', `${BASE}?page=1&rowsPerPage=25`, owner)).json();
    const names = page.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(page.meta).toEqual({ total: page.data.length, page: 1, rowsPerPage: 25 });
    expect((await send('GET', `${BASE}?search=sun-4411`, owner)).json().data.map((r: { id: number }) => r.id)).toEqual([d.id]);
    expect((await send('GET', `${BASE}?active=0`, owner)).json().data.map((r: { id: number }) => r.id)).toEqual([d.id]);
    const byLead = (await send('GET', `${BASE}?sortBy=lead_time_days&sortType=desc`, owner))
      .json()
      .data.map((r: { lead_time_days: number }) => r.lead_time_days);
    expect(byLead).toEqual([...byLead].sort((a: number, b: number) => b - a));

    const actions = await t.database.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.entity, 'distributor'));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['distributor.create', 'distributor.update']));
  });

  it('refuses bad input with field errors and saves nothing', async () => {
    const before = (await send('GET', BASE, owner)).json().meta.total;
    const res = await send('POST', BASE, owner, { name: '', email: 'nope', phone: '123', state: 'XX', zip: '1', lead_time_days: -1 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'lead_time_days', 'name', 'phone', 'state', 'zip']);
    expect((await send('GET', BASE, owner)).json().meta.total).toBe(before);
  });

  it("another company's distributor and its products are a 404 everywhere, and never in its list", async () => {
    const theirs = await create(rival.token, { name: 'Rival Wholesale' });
    const theirSku = await addSku(t, rival.accountId, { sku: 'RIV-1', hcpcs: 'E0143' });
    const product = (await send('POST', `${BASE}/${theirs.id}/products`, rival.token, { sku_id: theirSku, item_number: 'R-1' })).json()
      .data;
    const mineSku = await addSku(t, mine.accountId, { sku: 'TEN-404', hcpcs: 'E0143' });
    for (const [method, url, body] of [
      ['GET', `${BASE}/${theirs.id}`],
      ['PUT', `${BASE}/${theirs.id}`, { name: 'Mine now' }],
      ['DELETE', `${BASE}/${theirs.id}`],
      ['GET', `${BASE}/${theirs.id}/products`],
      ['POST', `${BASE}/${theirs.id}/products`, { sku_id: mineSku }],
      ['PUT', `${BASE}/${theirs.id}/products/${product.id}`, { price_cents: 1 }],
      ['DELETE', `${BASE}/${theirs.id}/products/${product.id}`],
    ] as const) {
      expect((await send(method, url, owner, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await send('GET', BASE, owner)).json().data.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
    expect((await send('GET', `${BASE}/${theirs.id}`, rival.token)).json().data.name).toBe('Rival Wholesale');
    expect((await send('GET', `${BASE}/${theirs.id}/products`, rival.token)).json().data).toHaveLength(1);
  });

  it('staff need the stock key at their chosen location; doctors never get in', async () => {
    const staff = await t.tokenFor('supplier.staff@demo.test');
    const at = { 'x-location-id': String(await idOfLocation(t, 'Main Warehouse')) };
    const d = await create(owner, { name: 'Keyed Supply' });
    expect((await send('GET', BASE, staff, undefined, at)).statusCode).toBe(403);
    expect((await send('POST', BASE, staff, { name: 'Sneaky' }, at)).statusCode).toBe(403);
    expect((await send('GET', `${BASE}/${d.id}/products`, staff, undefined, at)).statusCode).toBe(403);
    const doctor = await t.tokenFor('doctor@demo.test');
    expect((await send('GET', BASE, doctor)).statusCode).toBe(403);
    expect((await send('GET', `${BASE}/${d.id}`, doctor)).statusCode).toBe(403);
    await grantKey(t, 'supplier.staff@demo.test', 'Main Warehouse', 'stock');
    const again = await t.tokenFor('supplier.staff@demo.test');
    expect((await send('GET', BASE, again, undefined, at)).statusCode).toBe(200);
    expect((await send('GET', `${BASE}/${d.id}/products`, again, undefined, at)).statusCode).toBe(200);
  });

  it("a distributor's products: the company's own SKUs, once each, with their SKU and equipment", async () => {
    const d = await create(owner, { name: 'Product House' });
    const other = await create(owner, { name: 'Other House' });
    const cpap = await addSku(t, mine.accountId, {
      sku: 'CPAP-AIR10',
      hcpcs: 'E0601',
      manufacturer: 'ResMed',
      model: 'AirSense 10',
      serialized: true,
    });
    const mask = await addSku(t, mine.accountId, { sku: 'MASK-N20', hcpcs: 'A7030', manufacturer: 'ResMed', model: 'N20' });
    const old = await addSku(t, mine.accountId, { sku: 'OLD-1', hcpcs: 'A7030', archived: true });
    const foreign = await addSku(t, rival.accountId, { sku: 'RIV-2', hcpcs: 'E0601' });
    const url = `${BASE}/${d.id}/products`;

    const added = await send('POST', url, owner, { sku_id: cpap, item_number: 'ML-CP10', price_cents: 48_900 });
    expect(added.statusCode).toBe(201);
    const p = added.json().data;
    expect(p).toMatchObject({
      distributor_id: d.id,
      item_number: 'ML-CP10',
      price_cents: 48_900,
      sku: { id: cpap, sku: 'CPAP-AIR10', manufacturer: 'ResMed', model: 'AirSense 10', serialized: true, equipment: { hcpcs: 'E0601' } },
    });
    expect(p.sku.equipment.name).toEqual(expect.any(String));
    await send('POST', url, owner, { sku_id: mask, item_number: 'ML-N20', price_cents: 6_500 });

    const twice = await send('POST', url, owner, { sku_id: cpap });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.sku_id).toEqual(["CPAP-AIR10 is already on this distributor's list."]);
    const theirs = await send('POST', url, owner, { sku_id: foreign });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors.sku_id).toEqual(['The SKU does not belong to your company.']);
    expect((await send('POST', url, owner, { sku_id: old })).json().errors.sku_id).toEqual(['OLD-1 is archived.']);
    // Another distributor may sell the same SKU.
    expect((await send('POST', `${BASE}/${other.id}/products`, owner, { sku_id: cpap, price_cents: 47_000 })).statusCode).toBe(201);

    const list = (await send('GET', url, owner)).json();
    expect(list.data.map((r: { sku: { sku: string } }) => r.sku.sku)).toEqual(['CPAP-AIR10', 'MASK-N20']);
    expect(list.meta.total).toBe(2);
    expect((await send('GET', `${url}?search=n20`, owner)).json().data.map((r: { id: number }) => r.id)).not.toContain(p.id);
    expect((await send('GET', `${url}?search=e0601`, owner)).json().data.map((r: { id: number }) => r.id)).toEqual([p.id]);
    expect((await send('GET', `${url}?search=ml-cp`, owner)).json().data.map((r: { id: number }) => r.id)).toEqual([p.id]);
    expect((await send('GET', `${url}?sortBy=price_cents`, owner)).json().data.map((r: { price_cents: number }) => r.price_cents)).toEqual([
      6_500, 48_900,
    ]);

    const repriced = await send('PUT', `${url}/${p.id}`, owner, { price_cents: 45_000 });
    expect(repriced.json().data).toMatchObject({ item_number: 'ML-CP10', price_cents: 45_000 });
    expect((await send('PUT', `${url}/${p.id}`, owner, { sku_id: mask })).json().errors.sku_id).toEqual([
      "MASK-N20 is already on this distributor's list.",
    ]);
    expect((await send('PUT', `${url}/${p.id}`, owner, { price_cents: -1 })).statusCode).toBe(422);
    // A product is reached through its own distributor only.
    expect((await send('PUT', `${BASE}/${other.id}/products/${p.id}`, owner, { price_cents: 1 })).statusCode).toBe(404);

    expect((await send('DELETE', `${url}/${p.id}`, owner)).statusCode).toBe(204);
    expect((await send('GET', url, owner)).json().data.map((r: { sku: { sku: string } }) => r.sku.sku)).toEqual(['MASK-N20']);
    const actions = await t.database.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.entity_id, d.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['distributor.product.create', 'distributor.product.update', 'distributor.product.delete']),
    );
  });

  it('a distributor with open distribution orders cannot be deleted; once they are closed it can', async () => {
    const d = await create(owner, { name: 'Busy Supply' });
    const sku = await addSku(t, mine.accountId, { sku: 'BUSY-1', hcpcs: 'E0143' });
    const warehouseId = await warehouseIdOf(t, 'Columbus Stockroom');
    const order = (
      await send('POST', '/api/vendor/distribution-orders', owner, {
        kind: 'stock',
        distributor_id: d.id,
        warehouse_id: warehouseId,
        lines: [{ sku_id: sku, quantity: 2 }],
      })
    ).json().data;
    await send('POST', `/api/vendor/distribution-orders/${order.id}/send`, owner, {});
    const refused = await send('DELETE', `${BASE}/${d.id}`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The distributor cannot be deleted: 1 distribution order is still open (draft, sent or partially received).',
    );
    expect((await send('POST', `/api/vendor/distribution-orders/${order.id}/cancel`, owner, {})).statusCode).toBe(200);
    expect((await send('DELETE', `${BASE}/${d.id}`, owner)).statusCode).toBe(204);
    expect((await send('GET', `${BASE}/${d.id}`, owner)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(distributors).where(eq(distributors.id, d.id));
    expect(row!.deleted_at).not.toBeNull();
    // The cancelled order still names who it went to.
    expect((await send('GET', `/api/vendor/distribution-orders/${order.id}`, owner)).json().data.distributor.name).toBe('Busy Supply');
  });
});
