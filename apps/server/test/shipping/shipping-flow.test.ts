import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveries, media, orders, patientAddresses, stockMovements } from '../../src/db/schema';
import { bearer, createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, idOf, newPatient, orderInStatus, tempDataDir, type Call } from '../orders/helpers';
import { otherSupplier } from '../tasks/other-tenant';
import { deliveryForm, PNG_SIGNATURE, tomorrowInNewYork } from './support';

/**
 * Issue 10 end to end on the server: a ready order becomes a suborder, gets an agreed window, is planned by the
 * optimiser on a driver's route, loaded on the van and delivered at the door with a signature. The proof of
 * delivery lands in the order's documents and the order moves to Billing. Drivers see only their own stops.
 */
let t: TestApp;
let dir: ReturnType<typeof tempDataDir>;
let doctor: Call;
let supplier: Call;
let planner: Call;
let driver1: Call;
let driver2: Call;
let rival: Call;
let orderId: number;
let suborderId: number;
let routeId: number;
let pointId: number;
let driver1Id: number;
let driver2Id: number;
const date = tomorrowInNewYork();

beforeAll(async () => {
  dir = tempDataDir('dme-shipping-');
  t = await createTestApp({ config: testConfig({ dataDir: dir.dir }) });
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  planner = await as(t, 'planner@demo.test');
  driver1 = await as(t, 'driver1@demo.test');
  driver2 = await as(t, 'driver2@demo.test');
  await otherSupplier(t);
  rival = await as(t, 'rival@demo.test');
  driver1Id = await idOf.user(t, 'driver1@demo.test');
  driver2Id = await idOf.user(t, 'driver2@demo.test');
  const patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Shipped'))).body.data.id as number;
  await t.database.db.insert(patientAddresses).values({ patient_id: patientId, address_1: '2100 Morse Rd', city: 'Columbus', state: 'OH', zip: '43229' });
  orderId = await orderInStatus(t, doctor, patientId, 40, ['E0143'], ['M25561']);
  const itemId = (await supplier('GET', `/api/vendor/orders/${orderId}`)).body.data.commons[0].id as number;
  expect((await supplier('POST', `/api/vendor/commons/${itemId}/set-sku`, { sku: 'WLK-E0143-001' })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  dir?.remove();
});

describe('shipping: from Ready For Service to a delivered, documented suborder', () => {
  it('sending the order to Delivery makes one driver suborder from the warehouse its stock is in', async () => {
    expect((await supplier('POST', `/api/vendor/orders/${orderId}/status/next`)).status).toBe(200);
    const list = await supplier('GET', `/api/vendor/suborders?order_id=${orderId}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const s = list.body.data[0];
    suborderId = s.id;
    expect(s).toMatchObject({
      number: `${orderId}-1`,
      method: 'driver',
      status: 'warehouse_service',
      status_name: 'Warehouse service',
      warehouse: { name: 'Columbus Stockroom' },
      address: { city: 'Columbus', zip: '43229' },
      items_count: 1,
      route: null,
    });
    expect(s.address.lat).toBeCloseTo(40.06, 1);
    const detail = (await supplier('GET', `/api/vendor/suborders/${suborderId}`)).body.data;
    expect(detail.items[0]).toMatchObject({ hcpcs: 'E0143', sku: 'WLK-E0143-001', quantity: 1, otc: false });
    expect(detail.history).toHaveLength(1);
    expect(detail.next_statuses).toContain('in_delivery');
  });

  it('another company sees nothing of it (404), and malformed input answers 422', async () => {
    expect((await rival('GET', `/api/vendor/suborders/${suborderId}`)).status).toBe(404);
    expect((await rival('GET', `/api/vendor/suborders?order_id=${orderId}`)).body.data).toEqual([]);
    expect((await supplier('POST', `/api/vendor/suborders/${suborderId}/status`, { status: 'teleported' })).status).toBe(422);
    expect((await supplier('POST', `/api/vendor/suborders/${suborderId}/timeslots`, { starts_at: 'soon', ends_at: 'later' })).status).toBe(422);
  });

  it('an agreed window for tomorrow makes it one of tomorrow’s deliveries', async () => {
    const starts = new Date(`${date}T15:00:00Z`).toISOString();
    const ends = new Date(`${date}T18:00:00Z`).toISOString();
    const res = await supplier('POST', `/api/vendor/suborders/${suborderId}/timeslots`, { starts_at: starts, ends_at: ends, status: 'agreed' });
    expect(res.status).toBe(201);
    expect((await supplier('GET', `/api/vendor/suborders/${suborderId}`)).body.data.agreed_slot).toEqual({ starts_at: starts, ends_at: ends });
    const day = await planner('GET', `/api/vendor/delivery/suborders?date=${date}`);
    expect(day.status).toBe(200);
    expect(day.body.data.map((s: { id: number }) => s.id)).toContain(suborderId);
  });

  it('the planner configures the drivers and the optimiser plans the day, previewed then saved', async () => {
    const columbus = await idOf.warehouse(t, 'Columbus Stockroom');
    for (const id of [driver1Id, driver2Id]) {
      const res = await planner('PUT', `/api/vendor/delivery/drivers/${id}`, { home_warehouse_id: columbus, capacity_count: 10, shift_start: '08:00', shift_end: '17:00' });
      expect(res.status).toBe(200);
    }
    expect((await planner('PUT', `/api/vendor/delivery/drivers/${driver1Id}`, { shift_start: '18:00' })).status).toBe(422);
    const preview = await planner('POST', '/api/vendor/delivery/create-optimized-routes', { date, driver_ids: [driver1Id, driver2Id], seconds: 0.5, save: false });
    expect(preview.status).toBe(200);
    expect(preview.body.data.saved).toBe(false);
    const stops = preview.body.data.routes.flatMap((r: { points: { suborder: { id: number } }[] }) => r.points.map((p) => p.suborder.id));
    expect(stops).toContain(suborderId);
    const plan = preview.body.data.routes.map((r: { driver: { id: number }; points: { suborder: { id: number } }[] }) => ({
      driver_id: r.driver.id,
      suborder_ids: r.points.map((p) => p.suborder.id),
    }));
    const mine = plan.find((p: { suborder_ids: number[] }) => p.suborder_ids.includes(suborderId));
    // The planner moves our stop to driver 1 by hand before saving.
    const others = plan.filter((p: { driver_id: number }) => p !== mine).flatMap((p: { suborder_ids: number[] }) => p.suborder_ids);
    const edited = [{ driver_id: driver1Id, suborder_ids: [suborderId, ...mine.suborder_ids.filter((id: number) => id !== suborderId)] }, { driver_id: driver2Id, suborder_ids: others }];
    const saved = await planner('POST', '/api/vendor/delivery/create-optimized-routes', { date, driver_ids: [driver1Id, driver2Id], plan: edited });
    expect(saved.status).toBe(200);
    const route = saved.body.data.routes.find((r: { driver: { id: number } }) => r.driver.id === driver1Id);
    routeId = route.id;
    expect(route).toMatchObject({ date, status: 'planned', optimized: true });
    expect(route.points[0].suborder.id).toBe(suborderId);
    expect(route.distance_m).toBeGreaterThan(0);
    pointId = route.points[0].id;
    expect((await supplier('GET', `/api/vendor/suborders/${suborderId}`)).body.data.route).toMatchObject({ id: routeId, driver: { id: driver1Id }, seq: 1 });
  });

  it('only planners (and owners) plan; staff without the role get 403', async () => {
    const staff = await as(t, 'supplier.staff@demo.test');
    expect((await staff('GET', '/api/vendor/delivery/routes')).status).toBe(403);
    expect((await supplier('GET', `/api/vendor/delivery/routes/${routeId}`)).status).toBe(200);
    expect((await rival('GET', `/api/vendor/delivery/routes/${routeId}`)).status).toBe(404);
  });

  it('loading the van records each item; a non-serialised walker needs no serial', async () => {
    const route = (await planner('GET', `/api/vendor/delivery/routes/${routeId}`)).body.data;
    const item = route.points[0].items[0];
    expect(item).toMatchObject({ hcpcs: 'E0143', serialized: false, loaded_at: null });
    expect((await planner('POST', `/api/vendor/delivery/routes/${routeId}/mark-items`, { items: [{ id: 999999 }] })).status).toBe(422);
    const loaded = await planner('POST', `/api/vendor/delivery/routes/${routeId}/mark-items`, { items: [{ id: item.id }] });
    expect(loaded.status).toBe(200);
    expect(loaded.body.data.points[0].items[0].loaded_at).not.toBeNull();
  });

  it('a driver sees their own route and stop; the other driver gets 404 for both', async () => {
    const dash = await driver1('GET', '/api/driver/dashboard');
    expect(dash.status).toBe(200);
    expect([dash.body.data.today, ...dash.body.data.upcoming].map((r) => r?.id)).toContain(routeId);
    expect((await driver1('GET', `/api/driver/routes/${routeId}`)).body.data.points[0].id).toBe(pointId);
    expect((await driver1('GET', `/api/driver/routes/${routeId}/points/${pointId}`)).status).toBe(200);
    expect((await driver2('GET', `/api/driver/routes/${routeId}`)).status).toBe(404);
    expect((await driver2('GET', `/api/driver/routes/${routeId}/points/${pointId}`)).status).toBe(404);
    expect((await supplier('GET', '/api/driver/dashboard')).status).toBe(403);
  });

  it('delivered twice with one idempotency key records one delivery; the order moves to Billing', async () => {
    const url = `/api/driver/routes/${routeId}/points/${pointId}/delivered`;
    const token = await t.tokenFor('driver1@demo.test');
    const fields = { idempotency_key: 'a1b2c3d4-0000-4000-8000-000000000001', outcome: 'delivered', recipient_name: 'Pat Shipped', relation: 'self', lat: '40.06', lng: '-82.99', accuracy_m: '12', at: new Date().toISOString() };
    const noSignature = await t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...deliveryForm(fields, []).headers }, payload: deliveryForm(fields, []).payload });
    expect(noSignature.statusCode).toBe(422);
    const body = deliveryForm(fields, [{ field: 'signature', name: 'signature.png', content: PNG_SIGNATURE, type: 'image/png' }]);
    const first = await t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'delivered', failed_reason: null });
    const again = await t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(pointId);
    expect(await t.database.db.select().from(deliveries).where(eq(deliveries.point_id, pointId))).toHaveLength(1);

    const s = (await supplier('GET', `/api/vendor/suborders/${suborderId}`)).body.data;
    expect(s.status).toBe('delivered');
    expect(s.proof_of_delivery_media_id).not.toBeNull();
    const [pod] = await t.database.db.select().from(media).where(eq(media.id, s.proof_of_delivery_media_id));
    expect(pod).toMatchObject({ type: 'proof_of_delivery', order_id: orderId, mime: 'application/pdf' });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe(80);
    const docs = await supplier('GET', `/api/vendor/orders/${orderId}/media`);
    expect(docs.body.data.map((d: { type: string }) => d.type)).toContain('proof_of_delivery');
    // The walker left the warehouse when the order went to Delivery: one issue movement, not a second at the door.
    const moves = await t.database.db.select().from(stockMovements);
    expect(moves.filter((m) => m.kind === 'issue' && m.order_item_id === s.items[0].order_item_id)).toHaveLength(1);
    const after = (await planner('GET', `/api/vendor/delivery/routes/${routeId}`)).body.data;
    expect(after).toMatchObject({ delivered: 1, status: after.stops === 1 ? 'completed' : 'in_progress' });
  });
});
