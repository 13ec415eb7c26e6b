import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** A table whose rows keep the number of their lines, and how the test changes those lines. */
interface KeptCount {
  rows: string;
  list: string;
  table: PgTable;
  id: AnyPgColumn;
  kept: AnyPgColumn;
  lines: PgTable;
  lineId: AnyPgColumn;
  lineOf: AnyPgColumn;
  /** Two rows of the supplier's, and three new lines (two for the first) inserted in one statement. */
  addLines(): Promise<{ rows: [number, number]; lines: number[] }>;
  /** A change to a line that does not move it. */
  touch(line: number): Promise<void>;
}

const KEPT_COUNTS: KeptCount[] = [
  {
    rows: 'orders',
    list: '/api/vendor/orders?page=1&rowsPerPage=100',
    table: orders,
    id: orders.id,
    kept: orders.items_count,
    lines: orderItems,
    lineId: orderItems.id,
    lineOf: orderItems.order_id,
    async addLines() {
      const db = t.database.db;
      const [a, b] = await db.select().from(orders).where(eq(orders.vendor_id, vendorId)).orderBy(orders.id).limit(2);
      const [line] = await db.select().from(orderItems).limit(1);
      const copy = { equipment_id: line!.equipment_id, quantity: 1 };
      const added = await db
        .insert(orderItems)
        .values([a!.id, a!.id, b!.id].map((order_id) => ({ ...copy, order_id })))
        .returning({ id: orderItems.id });
      return { rows: [a!.id, b!.id], lines: added.map((r) => r.id) };
    },
    touch: async (line) =>
      void (await t.database.db.update(orderItems).set({ quantity: 3, confirmed: true }).where(eq(orderItems.id, line))),
  },
  {
    rows: 'suborders',
    list: '/api/vendor/suborders?page=1&rowsPerPage=100',
    table: suborders,
    id: suborders.id,
    kept: suborders.items_count,
    lines: suborderItems,
    lineId: suborderItems.id,
    lineOf: suborderItems.suborder_id,
    async addLines() {
      const db = t.database.db;
      const [a, b] = await db.select().from(suborders).where(isNull(suborders.replaced_at)).orderBy(suborders.id).limit(2);
      const [line] = await db.select().from(orderItems).where(eq(orderItems.order_id, a!.order_id)).limit(1);
      const added = await db
        .insert(suborderItems)
        .values([a!.id, a!.id, b!.id].map((suborder_id) => ({ suborder_id, order_item_id: line!.id, otc: true })))
        .returning({ id: suborderItems.id });
      return { rows: [a!.id, b!.id], lines: added.map((r) => r.id) };
    },
    touch: async (line) => void (await t.database.db.update(suborderItems).set({ claim_index: 1 }).where(eq(suborderItems.id, line))),
  },
];

describe.each(KEPT_COUNTS)('the kept items count of $rows', (k) => {
  /** Rows whose kept count differs from their lines (none when the triggers hold). */
  async function drifted(): Promise<unknown[]> {
    const counted = sql<number>`count(${k.lineId})::int`;
    return t.database.db
      .select({ id: k.id, kept: k.kept, counted })
      .from(k.table)
      .leftJoin(k.lines, eq(k.lineOf, k.id))
      .groupBy(k.id)
      .having(sql`${k.kept} <> ${counted}`);
  }

  it('holds for the seeded rows, and after inserts, moves and deletes of several lines at once', async () => {
    const db = t.database.db;
    expect(await drifted()).toEqual([]);
    // One statement, lines of two rows: counted per row.
    const { rows, lines } = await k.addLines();
    expect(await drifted()).toEqual([]);
    // A split moves a line to another row; other updates change nothing.
    await db
      .update(k.lines)
      .set({ [k.lineOf.name]: rows[1] })
      .where(eq(k.lineId, lines[0]!));
    await k.touch(lines[1]!);
    expect(await drifted()).toEqual([]);
    await db.delete(k.lines).where(inArray(k.lineId, lines));
    expect(await drifted()).toEqual([]);
  });

  it('is what the list shows on each row', async () => {
    const res = await supplier('GET', k.list);
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: number; items_count: number }[];
    expect(rows.length).toBeGreaterThan(0);
    const counts = await t.database.db
      .select({ id: k.lineOf, n: sql<number>`count(*)::int` })
      .from(k.lines)
      .where(
        inArray(
          k.lineOf,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(k.lineOf);
    const byId = new Map(counts.map((c) => [c.id, c.n]));
    for (const row of rows) expect(row.items_count, `row ${row.id}`).toBe(byId.get(row.id) ?? 0);
    expect(rows.some((r) => r.items_count > 0)).toBe(true);
  });
});
