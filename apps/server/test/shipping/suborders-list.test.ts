import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { suborders } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf, type Call } from '../orders/helpers';

/** The suborders list's page and total (one statement, modules/shipping/suborders.queries.ts) against the table. */
let t: TestApp;
let supplier: Call;
let live: (typeof suborders.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp();
  supplier = await as(t, 'supplier@demo.test');
  const account = await idOf.account(t, 'Sunrise Medical Supply');
  live = await t.database.db
    .select()
    .from(suborders)
    .where(and(eq(suborders.account_id, account), isNull(suborders.replaced_at)))
    .orderBy(desc(suborders.created_at), desc(suborders.id));
});
afterAll(() => t?.close());

const idsOf = (body: { data: { id: number }[] }) => body.data.map((s) => s.id);

describe('the suborders list', () => {
  it('answers the live suborders newest first with their total', async () => {
    expect(live.length).toBeGreaterThan(2);
    const res = await supplier('GET', '/api/vendor/suborders');
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(live.map((s) => s.id));
    expect(res.body.meta).toEqual({ total: live.length, page: 1, rowsPerPage: 25 });
  });

  it('sorts by id both ways and by status, keeping the page order the server chose', async () => {
    const up = await supplier('GET', '/api/vendor/suborders?sortBy=id&sortType=asc');
    const down = await supplier('GET', '/api/vendor/suborders?sortBy=id&sortType=desc');
    const ids = live.map((s) => s.id).sort((a, b) => a - b);
    expect(idsOf(up.body)).toEqual(ids);
    expect(idsOf(down.body)).toEqual([...ids].reverse());
    const byStatus = [...live].sort((a, b) => (a.status < b.status ? -1 : a.status > b.status ? 1 : a.id - b.id));
    expect(idsOf((await supplier('GET', '/api/vendor/suborders?sortBy=status&sortType=asc')).body)).toEqual(byStatus.map((s) => s.id));
  });

  it('keeps the total on a page past the end, and counts a filter', async () => {
    const past = await supplier('GET', '/api/vendor/suborders?page=9');
    expect(past.body).toEqual({ data: [], meta: { total: live.length, page: 9, rowsPerPage: 25 } });
    const status = live[0]!.status;
    const one = await supplier('GET', `/api/vendor/suborders?status=${status}`);
    const expected = live.filter((s) => s.status === status);
    expect(idsOf(one.body)).toEqual(expected.map((s) => s.id));
    expect(one.body.meta.total).toBe(expected.length);
    const none = await supplier('GET', '/api/vendor/suborders?search=zzqqxx');
    expect(none.body).toEqual({ data: [], meta: { total: 0, page: 1, rowsPerPage: 25 } });
  });

  it('matches the database order for the oldest first too', async () => {
    const oldest = await t.database.db
      .select({ id: suborders.id })
      .from(suborders)
      .where(and(eq(suborders.account_id, live[0]!.account_id), isNull(suborders.replaced_at)))
      .orderBy(asc(suborders.created_at), asc(suborders.id));
    expect(idsOf((await supplier('GET', '/api/vendor/suborders?sortType=asc')).body)).toEqual(oldest.map((s) => s.id));
  });
});
