import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { allEndpoints, type EndpointDeclaration } from '@dme/contract';
import { orders, staffLocations } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { idOf } from '../orders/helpers';

/**
 * The status-keyed permissions (`order view {status}`, `order edit {status}`) the generic matrix cannot walk: the
 * service checks them once the order's status is known. For every supplier order endpoint reached by the order's id
 * alone, a staff member holding the key for the order's status passes, and one holding it only for another status
 * (or only `view` where `edit` is needed) is refused. Where a body is declared the refusal may come as a 422 for the
 * empty body; it must never be a success. (The doctor side has no such case: by the spec's rule, foundation §6 and
 * `can()`, every user of a practice passes permission checks; doctor staff are narrowed by office instead.)
 */
const SIDES = {
  supplier: { staff: 'planner@demo.test', prefix: '/api/vendor/', list: '/api/vendor/orders?status=10', status: 10, other: 5 },
} as const;
type Side = keyof typeof SIDES;

const keyed = (side: Side) =>
  allEndpoints.filter((e) => {
    const permission = typeof e.access === 'object' ? e.access.permission : undefined;
    return (
      (permission === 'order view {status}' || permission === 'order edit {status}') &&
      e.path.startsWith(SIDES[side].prefix) &&
      /^[^{}]*\{orderId\}[^{}]*$/.test(e.path)
    );
  });

let t: TestApp;
const orderOf: Partial<Record<Side, number>> = {};
const placeOf: Partial<Record<Side, { userId: number; locationId: number }>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const side of Object.keys(SIDES) as Side[]) {
    const { staff, list } = SIDES[side];
    const owner = await t.tokenFor('supplier@demo.test');
    const res = await t.app.inject({ method: 'GET', url: list, headers: bearer(owner) });
    orderOf[side] = res.json().data[0].id;
    const userId = await idOf.user(t, staff);
    const [place] = await t.database.db.select().from(staffLocations).where(eq(staffLocations.user_id, userId));
    placeOf[side] = { userId, locationId: place!.location_id };
  }
});
afterAll(() => t?.close());

/** The staff member of `side` holding exactly `keys` at their place, calling `e` on the side's order. */
async function callAs(side: Side, keys: string[], e: EndpointDeclaration) {
  const { userId, locationId } = placeOf[side]!;
  const id = orderOf[side]!;
  await t.database.db.update(staffLocations).set({ permissions: keys }).where(and(eq(staffLocations.user_id, userId), eq(staffLocations.location_id, locationId)));
  // Each call starts from the same order: a passing call may have moved or archived it.
  await t.database.db.update(orders).set({ status: SIDES[side].status, deleted_at: null }).where(eq(orders.id, id));
  const token = await t.tokenFor(SIDES[side].staff);
  const res = await t.app.inject({
    method: e.method,
    url: e.path.replace('{orderId}', String(id)),
    headers: { ...bearer(token), 'x-location-id': String(locationId) },
    ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
  });
  return res.statusCode;
}

for (const side of Object.keys(SIDES) as Side[]) {
  const { status, other } = SIDES[side];
  describe(`${side} staff and the status-keyed order permissions`, () => {
    it('covers the endpoints it should', () => {
      expect(keyed(side).length).toBeGreaterThan(30);
    });
    for (const e of keyed(side)) {
      const verb = (e.access as { permission: string }).permission.split(' ')[1]!;
      const granted = verb === 'view' ? [`order view ${status}`] : [`order view ${status}`, `order edit ${status}`];
      const lacking = verb === 'view' ? [`order view ${other}`] : [`order view ${status}`, `order edit ${other}`];
      it(`${e.method} ${e.path}: "order ${verb} ${status}" passes, "order ${verb} ${other}" alone is refused`, async () => {
        const passing = await callAs(side, granted, e);
        expect([401, 403, 404]).not.toContain(passing);
        const refused = await callAs(side, lacking, e);
        if (e.body && e.method !== 'GET' && e.method !== 'DELETE') expect([403, 422]).toContain(refused);
        else expect(refused).toBe(403);
      });
    }
  });
}
