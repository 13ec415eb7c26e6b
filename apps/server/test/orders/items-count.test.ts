import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { orderItems, orders, suborderItems, suborders } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf, type Call } from './helpers';

/**
 * The orders and shipping lists show each row's number of items from `items_count`, kept by triggers on order_items
 * and suborder_items (migration 0030): after every kind of change to the lines it must still equal them, and the
 * lists must show it.
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

type Drift = { id: number; kept: number; counted: number }[];

/** Orders whose kept count differs from their lines (none when the triggers hold). */
async function driftedOrders(): Promise<Drift> {
  const counted = sql<number>`count(${orderItems.id})::int`;
  return t.database.db
    .select({ id: orders.id, kept: orders.items_count, counted })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.order_id, orders.id))
    .groupBy(orders.id)
    .having(sql`${orders.items_count} <> ${counted}`);
}

async function driftedSuborders(): Promise<Drift> {
  const counted = sql<number>`count(${suborderItems.id})::int`;
  return t.database.db
    .select({ id: suborders.id, kept: suborders.items_count, counted })
    .from(suborders)
    .leftJoin(suborderItems, eq(suborderItems.suborder_id, suborders.id))
    .groupBy(suborders.id)
    .having(sql`${suborders.items_count} <> ${counted}`);
}

/** The rows of a list answer against their lines counted from the table. */
async function expectListCounts(rows: { id: number; items_count: number }[], counts: { id: number; n: number }[]): Promise<void> {
  expect(rows.length).toBeGreaterThan(0);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  for (const row of rows) expect(row.items_count, `row ${row.id}`).toBe(byId.get(row.id) ?? 0);
  expect(rows.some((r) => r.items_count > 0)).toBe(true);
}

describe('the kept items count of orders', () => {
  it('holds for the seeded orders, and after inserts, deletes and moves of several items at once', async () => {
    const db = t.database.db;
    expect(await driftedOrders()).toEqual([]);
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
    expect(await driftedOrders()).toEqual([]);
    // A split moves items to another order; other updates change nothing.
    await db.update(orderItems).set({ order_id: b!.id }).where(eq(orderItems.id, added[0]!.id));
    await db.update(orderItems).set({ quantity: 3, confirmed: true }).where(eq(orderItems.id, added[1]!.id));
    expect(await driftedOrders()).toEqual([]);
    await db.delete(orderItems).where(
      inArray(
        orderItems.id,
        added.map((r) => r.id),
      ),
    );
    expect(await driftedOrders()).toEqual([]);
  });

  it('is what the orders list shows on each row', async () => {
    const res = await supplier('GET', '/api/vendor/orders?page=1&rowsPerPage=100');
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: number; items_count: number }[];
    const counts = await t.database.db
      .select({ id: orderItems.order_id, n: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(
        inArray(
          orderItems.order_id,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(orderItems.order_id);
    await expectListCounts(rows, counts);
  });
});

describe('the kept items count of suborders', () => {
  it('holds for the seeded suborders, and after inserts, deletes and moves of several lines at once', async () => {
    const db = t.database.db;
    expect(await driftedSuborders()).toEqual([]);
    const [a, b] = await db.select().from(suborders).where(isNull(suborders.replaced_at)).orderBy(suborders.id).limit(2);
    expect(b).toBeDefined();
    const [line] = await db.select().from(orderItems).where(eq(orderItems.order_id, a!.order_id)).limit(1);
    const added = await db
      .insert(suborderItems)
      .values([
        { suborder_id: a!.id, order_item_id: line!.id, otc: true },
        { suborder_id: a!.id, order_item_id: line!.id, otc: true },
        { suborder_id: b!.id, order_item_id: line!.id, otc: true },
      ])
      .returning({ id: suborderItems.id });
    expect(await driftedSuborders()).toEqual([]);
    await db.update(suborderItems).set({ suborder_id: b!.id }).where(eq(suborderItems.id, added[0]!.id));
    await db.update(suborderItems).set({ claim_index: 1 }).where(eq(suborderItems.id, added[1]!.id));
    expect(await driftedSuborders()).toEqual([]);
    await db.delete(suborderItems).where(
      inArray(
        suborderItems.id,
        added.map((r) => r.id),
      ),
    );
    expect(await driftedSuborders()).toEqual([]);
  });

  it('is what the shipping list shows on each row', async () => {
    const res = await supplier('GET', '/api/vendor/suborders?page=1&rowsPerPage=100');
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: number; items_count: number }[];
    const counts = await t.database.db
      .select({ id: suborderItems.suborder_id, n: sql<number>`count(*)::int` })
      .from(suborderItems)
      .where(
        inArray(
          suborderItems.suborder_id,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(suborderItems.suborder_id);
    await expectListCounts(rows, counts);
  });
});
