import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { equipmentItems } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { grantKey, otherSupplier } from '../tasks/other-tenant';

const BASE = '/api/vendor/inventory';

describe('inventory (issue 9): SKUs, shelves, serial numbers, movements, the editor', () => {
  let t: TestApp;
  let owner: string;
  let rival: Awaited<ReturnType<typeof otherSupplier>>;
  let columbus: number;
  let cleveland: number;
  let equipmentId: number;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.tokenFor('supplier@demo.test');
    rival = await otherSupplier(t);
    const ws = (await send('GET', '/api/vendor/warehouses?search=stockroom', owner)).json().data as { id: number; name: string }[];
    columbus = ws.find((w) => w.name === 'Columbus Stockroom')!.id;
    cleveland = ws.find((w) => w.name === 'Cleveland Stockroom')!.id;
    equipmentId = (await t.database.db.select().from(equipmentItems).where(eq(equipmentItems.hcpcs, 'E0601')))[0]!.id;
  });
  afterAll(() => t?.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

  it('lists the demo SKUs with totals, filters by warehouse, search and below-PAR', async () => {
    const page = (await send('GET', BASE, owner)).json();
    const cpap = page.data.find((r: { sku: string }) => r.sku === 'RESMED-AS10-001');
    expect(cpap).toMatchObject({ serialized: true, quantity: 12, reserved: 0, available: 12, equipment: { hcpcs: 'E0601' } });
    const inCleveland = (await send('GET', `${BASE}?warehouse_id=${cleveland}`, owner)).json().data;
    expect(inCleveland.find((r: { sku: string }) => r.sku === 'RESMED-AS10-001').quantity).toBe(3);
    expect(inCleveland.map((r: { sku: string }) => r.sku)).not.toContain('EVERFLO-5L');
    expect((await send('GET', `${BASE}?search=airfit`, owner)).json().data.map((r: { sku: string }) => r.sku)).toEqual(['RESMED-F20-M']);
    // The catalogue item's name matches too (E1390 is an "Oxygen concentrator"; no SKU column says oxygen).
    expect((await send('GET', `${BASE}?search=oxygen`, owner)).json().data.map((r: { sku: string }) => r.sku)).toEqual(['EVERFLO-5L']);
    const low = (await send('GET', `${BASE}?below_par=1&warehouse_id=${cleveland}`, owner)).json().data.map((r: { sku: string }) => r.sku);
    expect(low).toEqual(expect.arrayContaining(['WLK-E0143-001', 'RESMED-F20-M']));
  });

  it('creates a SKU, receives serialised units, moves some, retires one; every change is a movement', async () => {
    const created = await send('POST', BASE, owner, {
      equipment_id: equipmentId,
      sku: 'DS-1',
      manufacturer: 'Philips',
      model: 'DreamStation',
      unit_cost_cents: 39_900,
      serialized: true,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await send('POST', BASE, owner, { equipment_id: equipmentId, sku: 'ds-1' })).json().errors.sku[0]).toBe(
      'The SKU DS-1 is already in your inventory.',
    );

    const short = await send('POST', `${BASE}/${id}/storage`, owner, { warehouse_id: columbus, quantity: 3, serials: ['A1', 'A2'] });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.serials[0]).toBe('DS-1 is serialised: give 3 serial numbers (2 given).');
    const received = await send('POST', `${BASE}/${id}/storage`, owner, {
      warehouse_id: columbus,
      quantity: 3,
      serials: ['A1', 'A2', 'A3'],
      par_level: 2,
    });
    expect(received.statusCode).toBe(201);
    expect(received.json().data).toMatchObject({
      quantity: 3,
      storage: [{ warehouse: { id: columbus }, quantity: 3, par_level: 2, below_par: false }],
    });
    expect((await send('POST', `${BASE}/${id}/storage`, owner, { warehouse_id: columbus, quantity: 1, serials: ['a1'] })).statusCode).toBe(
      409,
    );

    const shelfId = received.json().data.storage[0].id;
    const moved = await send('POST', `${BASE}/storage/${shelfId}/move`, owner, { warehouse_id: cleveland, quantity: 1, serials: ['A2'] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.storage.map((s: { warehouse: { id: number }; quantity: number }) => [s.warehouse.id, s.quantity])).toEqual([
      [cleveland, 1],
      [columbus, 2],
    ]);
    expect(
      (await send('POST', `${BASE}/storage/${shelfId}/move`, owner, { warehouse_id: cleveland, quantity: 1, serials: ['A2'] })).statusCode,
    ).toBe(409);
    expect((await send('PUT', `${BASE}/storage/${shelfId}`, owner, { quantity: 7 })).json().errors.quantity[0]).toMatch(/serialised/);
    const retired = await send('PUT', `${BASE}/storage/${shelfId}`, owner, { retire_serials: ['A3'], reason: 'dropped in transit' });
    expect(retired.json().data.quantity).toBe(2);

    const serials = (await send('GET', `${BASE}/${id}/serial_numbers`, owner)).json().data;
    expect(
      serials.map((s: { serial: string; state: string; warehouse: { id: number } | null }) => [s.serial, s.state, s.warehouse?.id]),
    ).toEqual([
      ['A1', 'in_stock', columbus],
      ['A2', 'in_stock', cleveland],
      ['A3', 'retired', columbus],
    ]);
    const logs = (await send('GET', `${BASE}/logs?sku_id=${id}&sortType=asc`, owner)).json().data;
    expect(logs.map((m: { kind: string; quantity: number; user: { name: string } }) => [m.kind, m.quantity, m.user.name])).toEqual([
      ['receipt', 3, 'Sam Rivera'],
      ['move', 1, 'Sam Rivera'],
      ['adjustment', -1, 'Sam Rivera'],
    ]);
    expect((await send('GET', `${BASE}/logs?serial=A2`, owner)).json().data.map((m: { kind: string }) => m.kind)).toEqual([
      'move',
      'receipt',
    ]);
    expect((await send('GET', `${BASE}/logs?warehouse_id=${cleveland}&sku_id=${id}`, owner)).json().data).toHaveLength(1);
  });

  it('a counted quantity never goes below what is reserved', async () => {
    const mask = (await send('GET', `${BASE}?search=RESMED-F20-M`, owner)).json().data[0];
    const detail = (await send('GET', `${BASE}/${mask.id}`, owner)).json().data;
    const shelf = detail.storage.find((s: { warehouse: { id: number } }) => s.warehouse.id === columbus);
    const res = await send('PUT', `${BASE}/storage/${shelf.id}`, owner, { quantity: 35, par_level: 25, bin: 'B-4' });
    expect(res.json().data.storage.find((s: { id: number }) => s.id === shelf.id)).toMatchObject({
      quantity: 35,
      par_level: 25,
      bin: 'B-4',
    });
    const negative = await send('PUT', `${BASE}/storage/${shelf.id}`, owner, { quantity: -1 });
    expect(negative.statusCode).toBe(422);
  });

  it('the editor previews and saves many shelves at once; one bad row changes nothing and names the row', async () => {
    const before = (await send('GET', `${BASE}/defaults?warehouse_id=${columbus}&search=WLK`, owner)).json().data[0];
    const rows = [
      { sku: 'WLK-E0143-001', warehouse_id: columbus, quantity: before.quantity + 5, par_level: 9 },
      { sku: 'RESMED-AS10-001', warehouse_id: columbus, quantity: 99 },
    ];
    const bad = await send('PUT', `${BASE}/defaults`, owner, { rows });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'rows.1.quantity': ['Row 2: RESMED-AS10-001 is serialised: its quantity follows its serial numbers (receive or retire units).'],
    });
    expect((await send('GET', `${BASE}/defaults?warehouse_id=${columbus}&search=WLK`, owner)).json().data[0]).toEqual(before);

    const good = [rows[0]!, { sku: 'resmed-as10-001', warehouse_id: columbus, par_level: 8, unit_cost_cents: 44_000 }];
    const preview = (await send('PUT', `${BASE}/defaults`, owner, { rows: good, dry_run: true })).json().data;
    expect(preview.applied).toBe(false);
    expect(preview.changes.map((c: { field: string; to: number }) => [c.field, c.to])).toEqual([
      ['quantity', before.quantity + 5],
      ['par_level', 9],
      ['par_level', 8],
      ['unit_cost_cents', 44_000],
    ]);
    expect((await send('GET', `${BASE}/defaults?warehouse_id=${columbus}&search=WLK`, owner)).json().data[0]).toEqual(before);
    expect((await send('PUT', `${BASE}/defaults`, owner, { rows: good })).json().data.applied).toBe(true);
    expect((await send('GET', `${BASE}/defaults?warehouse_id=${columbus}&search=WLK`, owner)).json().data[0]).toMatchObject({
      quantity: before.quantity + 5,
      par_level: 9,
    });
    expect((await send('PUT', `${BASE}/defaults`, owner, { rows: [{ sku: 'NOPE', warehouse_id: columbus }] })).json().errors).toEqual({
      'rows.0.sku': ['Row 1: there is no SKU NOPE in your inventory.'],
    });
  });

  it('doctors and staff without the stock key get 403; another company gets 404', async () => {
    const cpapId = (await send('GET', `${BASE}?search=RESMED-AS10-001`, owner)).json().data[0].id;
    const doctor = await t.tokenFor('doctor@demo.test');
    const staff = await t.tokenFor('supplier.staff@demo.test');
    for (const [m, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/${cpapId}`],
      ['GET', `${BASE}/logs`],
      ['GET', `${BASE}/defaults`],
      ['GET', `${BASE}/${cpapId}/serial_numbers`],
    ] as const) {
      expect((await send(m, url, doctor)).statusCode).toBe(403);
      expect((await send(m, url, staff)).statusCode).toBe(403);
    }
    await grantKey(t, 'supplier.staff@demo.test', 'Main Warehouse', 'stock');
    const main = (await send('GET', '/api/vendor/warehouses', owner))
      .json()
      .data.find((w: { name: string }) => w.name === 'Columbus Stockroom').location.id;
    expect(
      (await send('GET', BASE, await t.tokenFor('supplier.staff@demo.test'), undefined, { 'x-location-id': String(main) })).statusCode,
    ).toBe(200);

    expect((await send('GET', `${BASE}/${cpapId}`, rival.token)).statusCode).toBe(404);
    expect((await send('GET', `${BASE}/${cpapId}/serial_numbers`, rival.token)).statusCode).toBe(404);
    expect(
      (await send('POST', `${BASE}/${cpapId}/storage`, rival.token, { warehouse_id: columbus, quantity: 1, serials: ['X'] })).statusCode,
    ).toBe(404);
    const shelf = (await send('GET', `${BASE}/${cpapId}`, owner)).json().data.storage[0].id;
    expect((await send('PUT', `${BASE}/storage/${shelf}`, rival.token, { par_level: 1 })).statusCode).toBe(404);
    expect((await send('POST', `${BASE}/storage/${shelf}/move`, rival.token, { warehouse_id: columbus, quantity: 1 })).statusCode).toBe(
      404,
    );
    expect((await send('GET', BASE, rival.token)).json().data).toEqual([]);
    expect((await send('GET', `${BASE}/logs`, rival.token)).json().data).toEqual([]);
  });

  it('a warehouse holding stock cannot be deleted', async () => {
    const res = await send('DELETE', `/api/vendor/warehouses/${cleveland}`, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^The warehouse cannot be deleted: it holds \d+ units of stock/);
  });
});
