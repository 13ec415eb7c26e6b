import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf, type Call } from './helpers';

/**
 * The orders lists show each order's number of items from `orders.items_count`, kept by triggers on order_items
 * (migration 0030): after every kind of change to the items it must still equal the rows, and the list must show it.
 */
let t: TestApp;
let supplier: Call;
let vendorId: number;

beforeAll(async () => {
  t = await createTestApp();
  supplier = await as(t, 'supplier@demo.test');
  vendorId = await idOf.account(t, 'Sunrise Medical Supply');
});
afterAll(() => t?.close());

/** Orders whose kept count differs from their rows (none when the triggers hold). */
async function drifted(): Promise<{ id: number; kept: number; counted: number }[]> {
  const counted = sql<number>`count(${orderItems.id})::int`;
  return t.database.db
    .select({ id: orders.id, kept: orders.items_count, counted })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.order_id, orders.id))
    .groupBy(orders.id)
    .having(sql`${orders.items_count} <> ${counted}`);
}

describe('the kept items count of orders', () => {
  it('holds for the seeded orders, and after inserts, deletes and moves of several items at once', async () => {
    const db = t.database.db;
    expect(await drifted()).toEqual([]);
    const [a, b] = await db.select().from(orders).where(eq(orders.vendor_id, vendorId)).orderBy(orders.id).limit(2);
    const [line] = await db.select().from(orderItems).limit(1);
    const copy = { equipment_id: line!.equipment_id, quantity: 1 };
    // One statement, several orders: counted per order.
    const added = await db
      .insert(orderItems)
      .values([
        { ...copy, order_id: a!.id },
        { ...copy, order_id: a!.id },
        { ...copy, order_id: b!.id },
      ])
      .returning({ id: orderItems.id });
    expect(await drifted()).toEqual([]);
    // A split moves items to another order; other updates change nothing.
    await db.update(orderItems).set({ order_id: b!.id }).where(eq(orderItems.id, added[0]!.id));
    await db.update(orderItems).set({ quantity: 3, confirmed: true }).where(eq(orderItems.id, added[1]!.id));
    expect(await drifted()).toEqual([]);
    await db.delete(orderItems).where(
      inArray(
        orderItems.id,
        added.map((r) => r.id),
      ),
    );
    expect(await drifted()).toEqual([]);
  });

  it('is what the list shows on each row', async () => {
    const res = await supplier('GET', '/api/vendor/orders?page=1&rowsPerPage=100');
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: number; items_count: number }[];
    expect(rows.length).toBeGreaterThan(0);
    const counted = await t.database.db
      .select({ id: orderItems.order_id, n: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(
        inArray(
          orderItems.order_id,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(orderItems.order_id);
    const byId = new Map(counted.map((c) => [c.id, c.n]));
    for (const row of rows) expect(row.items_count, `order ${row.id}`).toBe(byId.get(row.id) ?? 0);
    expect(rows.some((r) => r.items_count > 0)).toBe(true);
  });
});
