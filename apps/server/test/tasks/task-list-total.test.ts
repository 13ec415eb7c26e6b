import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { tasks } from '../../src/db/schema';
import { COUNT_CAP, countUpTo, rowsOf } from '../../src/lib/paging';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { otherSupplier } from './other-tenant';

let t: TestApp;
let rival: { accountId: number; ownerId: number; token: string };
const MORE_THAN_CAP = COUNT_CAP + 50;

beforeAll(async () => {
  t = await createTestApp();
  rival = await otherSupplier(t);
  await t.database.db.execute(sql`
    insert into ${tasks} (account_id, object, message, author_id)
    select ${rival.accountId}, 'General', 'Task ' || g, ${rival.ownerId} from generate_series(1, ${MORE_THAN_CAP}) as g`);
});
afterAll(() => t?.close());

const list = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(rival.token) });

describe('a list total past the count cap', () => {
  it('answers the cap as a floor with total_capped when a company has more tasks than the cap', async () => {
    const res = await list('/api/vendor/tasks');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ total: COUNT_CAP, page: 1, rowsPerPage: 25, total_capped: true });
    expect(res.json().data).toHaveLength(25);
  });

  it('counts exactly on a page past the cap, so the pager still knows what precedes it', async () => {
    const lastPage = Math.ceil(MORE_THAN_CAP / 100);
    const res = await list(`/api/vendor/tasks?page=${lastPage}&rowsPerPage=100`);
    expect(res.json().meta).toEqual({ total: MORE_THAN_CAP, page: lastPage, rowsPerPage: 100 });
    expect(res.json().data).toHaveLength(MORE_THAN_CAP - (lastPage - 1) * 100);
  });

  it('countUpTo stops at a small cap on a real table and is exact below it', async () => {
    const db = t.database.db;
    const rivalTasks = rowsOf(db, tasks, eq(tasks.account_id, rival.accountId));
    expect(await countUpTo(db, rivalTasks, undefined, 3)).toEqual({ total: 3, capped: true });
    expect(await countUpTo(db, rowsOf(db, tasks, eq(tasks.message, 'Task 7')), undefined, 3)).toEqual({ total: 1, capped: false });
    // A window deeper than the cap counts past it: rows 1..10 are shown, so 10 is the least the total can be.
    expect(await countUpTo(db, rowsOf(db, tasks, eq(tasks.account_id, rival.accountId)), { limit: 5, offset: 5 }, 3)).toEqual({
      total: 10,
      capped: true,
    });
  });
});
