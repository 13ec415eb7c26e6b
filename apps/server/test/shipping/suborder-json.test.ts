import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { deliveryRoutes, patients, routePoints, suborders, users } from '../../src/db/schema';
import { suborderViews } from '../../src/modules/shipping/suborder-view';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf } from '../orders/helpers';

/**
 * The shipping list sends rows PostgreSQL renders as JSON (shipping/suborder-json.ts); a suborder's screen and the
 * planning views build them in the server (presentSuborder). Both must answer the same, whatever the row holds.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('shipping list rows rendered by the database', () => {
  it('equal presentSuborder: couriers known and unknown, blank address parts, slots, a route, skills, odd names', async () => {
    const db = t.database.db;
    const account = await idOf.account(t, 'Sunrise Medical Supply');
    const live = await db
      .select()
      .from(suborders)
      .where(and(eq(suborders.account_id, account), isNull(suborders.replaced_at)))
      .orderBy(suborders.id);
    expect(live.length).toBeGreaterThanOrEqual(4);
    const [a, b, c, d] = live;
    await db
      .update(suborders)
      .set({ courier: 'ups', tracking_number: '1Z-999 12', address_2: '', city: '  ', state: '', zip: '', lat: 40.7128, lng: -74.006 })
      .where(eq(suborders.id, a!.id));
    await db.update(suborders).set({ courier: 'pigeon', tracking_number: '123456789012', warehouse_id: null }).where(eq(suborders.id, b!.id));
    await db.update(suborders).set({ courier: 'fedex', tracking_number: '' }).where(eq(suborders.id, d!.id));
    await db
      .update(suborders)
      .set({
        slot_starts_at: new Date('2026-03-02T14:00:00.123Z'),
        slot_ends_at: new Date('2026-03-02T16:00:00Z'),
        delivered_at: new Date('2026-03-02T15:07:09.5Z'),
        required_skills: ['lift', 'oxygen'],
        address_1: `12 "Elm" St, O'Hare \\ Unit`,
      })
      .where(eq(suborders.id, c!.id));
    await db.update(patients).set({ first_name: `Zoë "Jo"`, middle_name: '', last_name: `O'Neil \\ Smith`, phone: null }).where(eq(patients.id, c!.patient_id));
    const driver = await idOf.user(t, 'driver1@demo.test');
    const [route] = await db.insert(deliveryRoutes).values({ account_id: account, driver_id: driver, date: '2026-03-02' }).returning();
    await db.insert(routePoints).values({ route_id: route!.id, suborder_id: c!.id, seq: 3 });
    // A failed attempt on another route is not the current stop.
    const [other] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'driver2@demo.test'));
    const [old] = await db.insert(deliveryRoutes).values({ account_id: account, driver_id: other!.id, date: '2026-03-01' }).returning();
    await db.insert(routePoints).values({ route_id: old!.id, suborder_id: b!.id, seq: 1, status: 'failed' });

    const supplier = await as(t, 'supplier@demo.test');
    const res = await supplier('GET', '/api/vendor/suborders?rowsPerPage=100&sortBy=id&sortType=asc');
    expect(res.status).toBe(200);
    const listed = res.body.data as { id: number }[];
    expect(listed.map((s) => s.id)).toEqual(live.map((s) => s.id));
    expect(listed).toEqual(await suborderViews(db, live.map((s) => s.id)));

    const byId = new Map(listed.map((s) => [s.id, s as Record<string, unknown>]));
    expect(byId.get(a!.id)).toMatchObject({
      courier: { code: 'ups', name: 'UPS' },
      tracking_url: 'https://www.ups.com/track?tracknum=199912',
      address: { full_address: a!.address_1, lat: 40.7128, lng: -74.006 },
    });
    expect(byId.get(b!.id)).toMatchObject({ courier: null, tracking_url: null, warehouse: null });
    expect((byId.get(b!.id)!.route as { id: number } | null)?.id).not.toBe(old!.id);
    expect(byId.get(c!.id)).toMatchObject({
      route: { id: route!.id, date: '2026-03-02', driver: { id: driver }, seq: 3 },
      agreed_slot: { starts_at: '2026-03-02T14:00:00.123Z', ends_at: '2026-03-02T16:00:00.000Z' },
      delivered_at: '2026-03-02T15:07:09.500Z',
      required_skills: ['lift', 'oxygen'],
      patient: { full_name: `Zoë "Jo" O'Neil \\ Smith`, phone: null },
    });
    expect(byId.get(d!.id)).toMatchObject({ courier: { code: 'fedex' }, tracking_url: null });
  });
});
