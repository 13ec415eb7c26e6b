import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import {
  auditLogs,
  distributionOrderLines,
  distributionOrders,
  equipmentItems,
  inventorySkus,
  orderItems,
  orders,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { grantKey, idOfLocation, otherSupplier } from '../tasks/other-tenant';
import { addSku, companyOf, sender, shelve, type Send } from './stock-fixtures';

const BASE = '/api/vendor/distribution-orders';

describe('distribution orders (issue 9: stock)', () => {
  let t: TestApp;
  let send: Send;
  let owner: string;
  let rival: Awaited<ReturnType<typeof otherSupplier>>;
  let mine: { accountId: number; userId: number };
  let distributorId: number;
  let warehouseId: number;
  let walker: number;
  let cpap: number;
  beforeAll(async () => {
    t = await createTestApp();
    send = sender(t);
    owner = await t.tokenFor('supplier@demo.test');
    rival = await otherSupplier(t);
    mine = await companyOf(t, 'supplier@demo.test');
    distributorId = (await send('POST', '/api/vendor/distributors', owner, { name: 'Order Test Supply' })).json().data.id;
    warehouseId = (await send('POST', '/api/vendor/warehouses', owner, { name: 'Order Test Depot' })).json().data.id;
    walker = await addSku(t, mine.accountId, { sku: 'DO-WALKER', hcpcs: 'E0143', unitCostCents: 3_000 });
    cpap = await addSku(t, mine.accountId, { sku: 'DO-CPAP', hcpcs: 'E0601', serialized: true, unitCostCents: 40_000 });
    await send('POST', `/api/vendor/distributors/${distributorId}/products`, owner, {
      sku_id: cpap,
      item_number: 'OT-CPAP',
      price_cents: 38_500,
    });
  });
  afterAll(() => t?.close());

  const create = async (body: object, token = owner) => {
    const res = await send('POST', BASE, token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  /** A line of a patient order the demo supplier works on (Initial), by its item's HCPCS. */
  async function patientLine(hcpcs: string): Promise<{ orderId: number; itemId: number }> {
    const [row] = await t.database.db
      .select({ orderId: orders.id, itemId: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
      .where(and(eq(equipmentItems.hcpcs, hcpcs), eq(orders.vendor_id, mine.accountId), eq(orders.status, 5)));
    return row!;
  }

  it('creates a draft with priced lines, shows it with its SKUs and history, lists and filters it, audited', async () => {
    const created = await create({
      kind: 'stock',
      distributor_id: distributorId,
      warehouse_id: warehouseId,
      note: 'Spring restock',
      lines: [
        { sku_id: walker, quantity: 4 },
        { sku_id: cpap, quantity: 2 },
      ],
    });
    expect(created).toMatchObject({
      kind: 'stock',
      status: 'draft',
      status_name: 'Draft',
      order_id: null,
      note: 'Spring restock',
      distributor: { id: distributorId, name: 'Order Test Supply' },
      warehouse: { id: warehouseId, name: 'Order Test Depot' },
      lines_count: 2,
      quantity_total: 6,
      received_total: 0,
      // The walker at its SKU cost (the distributor does not list it), the CPAP at the distributor's price.
      total_cents: 4 * 3_000 + 2 * 38_500,
      created_by: { id: mine.userId, name: 'Sam Rivera' },
      sent_at: null,
    });
    expect(created.lines).toMatchObject([
      {
        sku: { id: walker, sku: 'DO-WALKER', equipment: { hcpcs: 'E0143' } },
        item_number: null,
        quantity: 4,
        received_quantity: 0,
        unit_price_cents: 3_000,
        total_cents: 12_000,
        order_item_id: null,
      },
      { sku: { id: cpap, sku: 'DO-CPAP', serialized: true }, item_number: 'OT-CPAP', quantity: 2, unit_price_cents: 38_500 },
    ]);
    expect(created.events).toMatchObject([{ status: 'draft', note: 'Created', user: { id: mine.userId } }]);
    expect((await send('GET', `${BASE}/${created.id}`, owner)).json().data).toEqual(created);

    const list = (
      await send('GET', `${BASE}?distributor_id=${distributorId}&status=draft&kind=stock&warehouse_id=${warehouseId}`, owner)
    ).json();
    expect(list.data.map((r: { id: number }) => r.id)).toContain(created.id);
    expect(list.data[0]).not.toHaveProperty('lines');
    expect((await send('GET', `${BASE}?status=sent&distributor_id=${distributorId}`, owner)).json().data).toEqual([]);
    expect((await send('GET', `${BASE}?search=spring`, owner)).json().data.map((r: { id: number }) => r.id)).toEqual([created.id]);
    expect((await send('GET', `${BASE}?search=${created.id}`, owner)).json().data.map((r: { id: number }) => r.id)).toContain(created.id);
    expect((await send('GET', `${BASE}?kind=request&distributor_id=${distributorId}`, owner)).json().data).toEqual([]);

    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'distribution_order'), eq(auditLogs.entity_id, created.id)));
    expect(entry).toMatchObject({ action: 'distribution_order.create', user_id: mine.userId });
  });

  it('edits a draft (a line kept and changed, the other removed), sends it with the status, and then refuses edits', async () => {
    const o = await create({
      kind: 'stock',
      distributor_id: distributorId,
      warehouse_id: warehouseId,
      lines: [
        { sku_id: walker, quantity: 1 },
        { sku_id: cpap, quantity: 1 },
      ],
    });
    const [first] = o.lines;
    const edited = await send('PUT', `${BASE}/${o.id}`, owner, {
      note: 'Edited',
      lines: [{ id: first.id, sku_id: walker, quantity: 6, unit_price_cents: 2_900 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.lines).toMatchObject([{ id: first.id, quantity: 6, unit_price_cents: 2_900 }]);
    expect(edited.json().data.note).toBe('Edited');

    const notMine = await send('PUT', `${BASE}/${o.id}`, owner, { lines: [{ id: 999_999, sku_id: walker, quantity: 1 }] });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors).toEqual({ 'lines.0.id': ['The line is not on this order.'] });

    const sent = await send('PUT', `${BASE}/${o.id}`, owner, { status: 'sent' });
    expect(sent.json().data).toMatchObject({ status: 'sent', status_name: 'Sent' });
    expect(sent.json().data.sent_at).toEqual(expect.any(String));
    const late = await send('PUT', `${BASE}/${o.id}`, owner, { note: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect((await send('POST', `${BASE}/${o.id}/send`, owner, {})).statusCode).toBe(409);
    expect((await send('DELETE', `${BASE}/${o.id}`, owner)).statusCode).toBe(409);

    const cancelled = await send('POST', `${BASE}/${o.id}/cancel`, owner, { note: 'Found a better price' });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(cancelled.json().data.events.map((e: { status: string; note: string }) => [e.status, e.note])).toEqual([
      ['draft', 'Created'],
      ['sent', ''],
      ['cancelled', 'Found a better price'],
    ]);
    expect((await send('POST', `${BASE}/${o.id}/cancel`, owner, {})).statusCode).toBe(409);
    const actions = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'distribution_order'), eq(auditLogs.entity_id, o.id)));
    expect(actions.map((a) => a.action)).toEqual([
      'distribution_order.create',
      'distribution_order.update',
      'distribution_order.send',
      'distribution_order.cancel',
    ]);
  });

  it('an empty draft cannot be sent; a draft can be deleted and is gone', async () => {
    const o = await create({ kind: 'stock', distributor_id: distributorId, warehouse_id: warehouseId });
    const empty = await send('POST', `${BASE}/${o.id}/send`, owner, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ lines: ['Add at least one line before sending the order.'] });
    expect((await send('DELETE', `${BASE}/${o.id}`, owner)).statusCode).toBe(204);
    expect((await send('GET', `${BASE}/${o.id}`, owner)).statusCode).toBe(404);
    expect((await send('GET', BASE, owner)).json().data.map((r: { id: number }) => r.id)).not.toContain(o.id);
    const [row] = await t.database.db.select().from(distributionOrders).where(eq(distributionOrders.id, o.id));
    expect(row!.deleted_at).not.toBeNull();
  });

  it('refuses bad input with field errors by line and saves nothing', async () => {
    const count = async () =>
      (await t.database.db.select().from(distributionOrders)).length + (await t.database.db.select().from(distributionOrderLines)).length;
    const before = await count();
    const base = { kind: 'stock', distributor_id: distributorId, warehouse_id: warehouseId };
    const theirSku = await addSku(t, rival.accountId, { sku: 'RIV-DO', hcpcs: 'E0143' });
    const theirDistributor = (await send('POST', '/api/vendor/distributors', rival.token, { name: 'Rival Source' })).json().data.id;
    const theirWarehouse = (await send('POST', '/api/vendor/warehouses', rival.token, { name: 'Rival Shed' })).json().data.id;
    const archived = await addSku(t, mine.accountId, { sku: 'DO-OLD', hcpcs: 'E0143', archived: true });
    const line = await patientLine('E0601');
    const [foreignItem] = await t.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(ne(orderItems.order_id, line.orderId))
      .limit(1);

    const cases: [object, Record<string, string[]>][] = [
      [{ ...base, kind: 'bulk' }, { kind: ['The kind must be stock or request.'] }],
      [{ ...base, lines: [{ sku_id: walker, quantity: 0 }] }, { 'lines.0.quantity': ['The quantity must be at least 1.'] }],
      [{ ...base, distributor_id: theirDistributor }, { distributor_id: ['The distributor does not belong to your company.'] }],
      [{ ...base, warehouse_id: theirWarehouse }, { warehouse_id: ['The warehouse does not belong to your company.'] }],
      [
        {
          ...base,
          lines: [
            { sku_id: walker, quantity: 1 },
            { sku_id: theirSku, quantity: 1 },
            { sku_id: archived, quantity: 1 },
            { sku_id: walker, quantity: 2 },
          ],
        },
        {
          'lines.1.sku_id': ['The SKU does not belong to your company.'],
          'lines.2.sku_id': ['DO-OLD is archived.'],
          'lines.3.sku_id': ['DO-WALKER is listed twice.'],
        },
      ],
      [
        { ...base, lines: [{ sku_id: cpap, quantity: 1, order_item_id: line.itemId }] },
        { 'lines.0.order_item_id': ['Only a with-request order names the order line it fills.'] },
      ],
      [{ ...base, order_id: line.orderId }, { order_id: ['A with-stock order is not for a patient order.'] }],
      [{ ...base, kind: 'request' }, { order_id: ['The order field is required for a with-request order.'] }],
      [{ ...base, kind: 'request', order_id: 999_999 }, { order_id: ['The order is not one of your company’s orders.'] }],
      [
        { ...base, kind: 'request', order_id: line.orderId, lines: [{ sku_id: walker, quantity: 1, order_item_id: line.itemId }] },
        { 'lines.0.sku_id': ['DO-WALKER is another catalogue item than the one ordered on that line.'] },
      ],
    ];
    for (const itemId of [foreignItem!.id, 999_999]) {
      cases.push([
        { ...base, kind: 'request', order_id: line.orderId, lines: [{ sku_id: cpap, quantity: 1, order_item_id: itemId }] },
        { 'lines.0.order_item_id': [`The item is not a line of order #${line.orderId}.`] },
      ]);
    }
    for (const [body, errors] of cases) {
      const res = await send('POST', BASE, owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    // Another company's patient order is not one of ours either.
    const theirs = await send('POST', BASE, rival.token, {
      kind: 'request',
      distributor_id: theirDistributor,
      warehouse_id: theirWarehouse,
      order_id: line.orderId,
    });
    expect(theirs.json().errors).toEqual({ order_id: ['The order is not one of your company’s orders.'] });
    expect(await count()).toBe(before);
  });

  it("another company's order is a 404 on every call, and never in its list", async () => {
    const d = (await send('POST', '/api/vendor/distributors', rival.token, { name: 'Rival Two' })).json().data.id;
    const w = (await send('POST', '/api/vendor/warehouses', rival.token, { name: 'Rival Two Shed' })).json().data.id;
    const sku = await addSku(t, rival.accountId, { sku: 'RIV-DO-2', hcpcs: 'E0143' });
    const theirs = await create({ kind: 'stock', distributor_id: d, warehouse_id: w, lines: [{ sku_id: sku, quantity: 3 }] }, rival.token);
    for (const [method, path, body] of [
      ['GET', ''],
      ['PUT', '', { note: 'x' }],
      ['DELETE', ''],
      ['POST', '/send', {}],
      ['POST', '/cancel', {}],
      ['POST', '/receive', { lines: [{ line_id: theirs.lines[0].id, quantity: 1 }] }],
      ['GET', '/pdf'],
      ['GET', '/csv'],
    ] as const) {
      expect((await send(method, `${BASE}/${theirs.id}${path}`, owner, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await send('GET', `${BASE}?rowsPerPage=100`, owner)).json().data.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
    expect((await send('GET', `${BASE}/proposal?warehouse_id=${w}`, owner)).json().errors).toEqual({
      warehouse_id: ['The warehouse does not belong to your company.'],
    });
    expect((await send('GET', `${BASE}/proposal?warehouse_id=${warehouseId}&distributor_id=${d}`, owner)).json().errors).toEqual({
      distributor_id: ['The distributor does not belong to your company.'],
    });
    expect((await send('GET', `${BASE}/${theirs.id}`, rival.token)).json().data.lines).toHaveLength(1);
  });

  it('staff need the stock key at their chosen location; doctors never get in', async () => {
    const o = await create({
      kind: 'stock',
      distributor_id: distributorId,
      warehouse_id: warehouseId,
      lines: [{ sku_id: walker, quantity: 1 }],
    });
    const staff = await t.tokenFor('supplier.staff@demo.test');
    const doctor = await t.tokenFor('doctor@demo.test');
    const at = { 'x-location-id': String(await idOfLocation(t, 'Main Warehouse')) };
    const calls = [
      ['GET', BASE],
      ['GET', `${BASE}/${o.id}`],
      ['POST', `${BASE}/${o.id}/send`, {}],
      ['GET', `${BASE}/proposal?warehouse_id=${warehouseId}`],
      ['GET', `${BASE}/${o.id}/csv`],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await send(method, url, staff, body, at)).statusCode, `staff ${method} ${url}`).toBe(403);
      expect((await send(method, url, doctor, body)).statusCode, `doctor ${method} ${url}`).toBe(403);
    }
    expect((await send('GET', `${BASE}/${o.id}`, owner)).json().data.status).toBe('draft');
    await grantKey(t, 'supplier.staff@demo.test', 'Main Warehouse', 'stock');
    const keyed = await t.tokenFor('supplier.staff@demo.test');
    expect((await send('GET', `${BASE}/${o.id}`, keyed, undefined, at)).statusCode).toBe(200);
  });

  it('proposes to restock under-PAR shelves: the reorder quantity when set, else up to the PAR level, less what is on order', async () => {
    const depot = (await send('POST', '/api/vendor/warehouses', owner, { name: 'Proposal Depot' })).json().data.id;
    const gauze = await addSku(t, mine.accountId, { sku: 'PR-GAUZE', hcpcs: 'A7030', unitCostCents: 150 });
    const cane = await addSku(t, mine.accountId, { sku: 'PR-CANE', hcpcs: 'E0143', unitCostCents: 900 });
    const full = await addSku(t, mine.accountId, { sku: 'PR-FULL', hcpcs: 'E0143' });
    const gone = await addSku(t, mine.accountId, { sku: 'PR-GONE', hcpcs: 'E0143' });
    await shelve(t, mine, { skuId: gauze, warehouseId: depot, quantity: 3, par: 10, reorder: 0 });
    await shelve(t, mine, { skuId: cane, warehouseId: depot, quantity: 1, par: 4, reorder: 12 });
    await shelve(t, mine, { skuId: full, warehouseId: depot, quantity: 10, par: 10 });
    await shelve(t, mine, { skuId: gone, warehouseId: depot, quantity: 0, par: 5 });
    await t.database.db.update(inventorySkus).set({ archived_at: new Date() }).where(eq(inventorySkus.id, gone));
    await send('POST', `/api/vendor/distributors/${distributorId}/products`, owner, {
      sku_id: gauze,
      item_number: 'OT-GZ',
      price_cents: 120,
    });

    const res = await send('GET', `${BASE}/proposal?warehouse_id=${depot}&distributor_id=${distributorId}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { sku: { sku: string }; proposed_quantity: number }) => [p.sku.sku, p.proposed_quantity])).toEqual([
      ['PR-CANE', 12],
      ['PR-GAUZE', 7],
    ]);
    expect(res.json().data[1]).toMatchObject({
      quantity: 3,
      reserved: 0,
      available: 3,
      on_order: 0,
      par_level: 10,
      reorder_quantity: 0,
      item_number: 'OT-GZ',
      price_cents: 120,
      unit_price_cents: 120,
    });
    expect(res.json().data[0]).toMatchObject({ item_number: null, price_cents: null, unit_price_cents: 900 });

    // Five gauze sent to the depot and not yet arrived: two more make the PAR level.
    const o = await create({ kind: 'stock', distributor_id: distributorId, warehouse_id: depot, lines: [{ sku_id: gauze, quantity: 5 }] });
    expect(
      (await send('GET', `${BASE}/proposal?warehouse_id=${depot}`, owner))
        .json()
        .data.find((p: { sku: { id: number } }) => p.sku.id === gauze).proposed_quantity,
    ).toBe(7);
    await send('POST', `${BASE}/${o.id}/send`, owner, {});
    const after = (await send('GET', `${BASE}/proposal?warehouse_id=${depot}`, owner))
      .json()
      .data.find((p: { sku: { id: number } }) => p.sku.id === gauze);
    expect(after).toMatchObject({ on_order: 5, proposed_quantity: 2, item_number: null });
  });

  it('prints the purchase order as a PDF and exports its lines as CSV', async () => {
    const o = await create({
      kind: 'stock',
      distributor_id: distributorId,
      warehouse_id: warehouseId,
      note: 'Deliver to dock 2',
      lines: [{ sku_id: cpap, quantity: 2 }],
    });
    const evil = await addSku(t, mine.accountId, { sku: '=HYPERLINK("x")', hcpcs: 'E0143', manufacturer: 'Comma, Inc' });
    await send('PUT', `${BASE}/${o.id}`, owner, {
      lines: [
        { id: o.lines[0].id, sku_id: cpap, quantity: 2 },
        { sku_id: evil, quantity: 1, unit_price_cents: 1_005 },
      ],
    });

    const pdf = await send('GET', `${BASE}/${o.id}/pdf`, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="purchase-order-PO-${o.id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1_000);

    const csv = await send('GET', `${BASE}/${o.id}/csv`, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="purchase-order-PO-${o.id}.csv"`);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      'line,item_number,sku,manufacturer,model,hcpcs,description,quantity,received_quantity,unit_price,amount,order_item_id',
    );
    expect(rows[1]).toMatch(/^1,OT-CPAP,DO-CPAP,Acme,DO-CPAP,E0601,.*,2,0,385\.00,770\.00,$/);
    expect(rows[2]).toMatch(/^2,,"'=HYPERLINK\(""x""\)","Comma, Inc",.*,1,0,10\.05,10\.05,$/);
  });
});
