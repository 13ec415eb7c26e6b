import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { suborderCounts, suborders } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf, type Call } from '../orders/helpers';

/**
 * The shipping list's total without a search comes from the counts kept by a trigger (migration 0028): after every
 * kind of change to suborders they must still equal the rows, and the list must answer them exactly.
 */
let t: TestApp;
let supplier: Call;
let account: number;

beforeAll(async () => {
  t = await createTestApp();
  supplier = await as(t, 'supplier@demo.test');
  account = await idOf.account(t, 'Sunrise Medical Supply');
});
afterAll(() => t?.close());

/** The live suborders per status and method, counted from the table. */
async function counted(): Promise<Map<string, number>> {
  const rows = await t.database.db
    .select({ status: suborders.status, method: suborders.method, n: sql<number>`count(*)::int` })
    .from(suborders)
    .where(and(eq(suborders.account_id, account), isNull(suborders.replaced_at)))
    .groupBy(suborders.status, suborders.method);
  return new Map(rows.map((r) => [`${r.status} ${r.method}`, r.n]));
}

async function kept(): Promise<Map<string, number>> {
  const rows = await t.database.db.select().from(suborderCounts).where(eq(suborderCounts.account_id, account));
  return new Map(rows.filter((r) => r.n !== 0).map((r) => [`${r.status} ${r.method}`, r.n]));
}

const sum = (m: Map<string, number>, keep: (key: string) => boolean = () => true) =>
  [...m].filter(([k]) => keep(k)).reduce((n, [, v]) => n + v, 0);

describe('the suborders kept counts', () => {
  it('follow inserts, status and method changes, replacements and deletes, and total the list exactly', async () => {
    const db = t.database.db;
    expect(await kept()).toEqual(await counted());
    const [first, second] = await db
      .select()
      .from(suborders)
      .where(and(eq(suborders.account_id, account), isNull(suborders.replaced_at)))
      .orderBy(suborders.id)
      .limit(2);
    expect(second).toBeDefined();
    const { id: _id, ...copy } = first!;
    const [added] = await db
      .insert(suborders)
      .values({ ...copy, seq: 90, status: 'delivered', method: 'pickup' })
      .returning();
    await db.update(suborders).set({ status: 'in_delivery', method: 'courier' }).where(eq(suborders.id, second!.id));
    await db.update(suborders).set({ city: 'Elsewhere' }).where(eq(suborders.id, first!.id));
    await db.update(suborders).set({ replaced_at: new Date() }).where(eq(suborders.id, first!.id));
    expect(await kept()).toEqual(await counted());
    await db.update(suborders).set({ replaced_at: null }).where(eq(suborders.id, first!.id));
    await db.delete(suborders).where(eq(suborders.id, added!.id));
    const now = await counted();
    expect(await kept()).toEqual(now);

    const all = await supplier('GET', '/api/vendor/suborders');
    expect(all.body.meta).toEqual({ total: sum(now), page: 1, rowsPerPage: 25 });
    const inDelivery = await supplier('GET', '/api/vendor/suborders?status=in_delivery');
    expect(inDelivery.body.meta.total).toBe(sum(now, (k) => k.startsWith('in_delivery ')));
    expect(inDelivery.body.data.map((s: { id: number }) => s.id)).toContain(second!.id);
    const courier = await supplier('GET', '/api/vendor/suborders?method=courier');
    expect(courier.body.meta.total).toBe(sum(now, (k) => k.endsWith(' courier')));
    // Past the last page the total is still there.
    const beyond = await supplier('GET', '/api/vendor/suborders?page=40');
    expect(beyond.body).toEqual({ data: [], meta: { total: sum(now), page: 40, rowsPerPage: 25 } });
  });
});
