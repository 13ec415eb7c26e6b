import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, tasks } from '../../src/db/schema';
import { dayIn } from '../../src/modules/tasks/calendar';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { grantKey, idOfLocation, idOfUser, otherSupplier } from './other-tenant';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.tokenFor('supplier@demo.test');
});
afterAll(() => t?.close());

const get = (as: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(as), ...headers } });
const complete = (as: string, id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/vendor/tasks/${id}/complete`, headers: { ...bearer(as), ...headers } });
const taskId = async (message: string) => (await t.database.db.select().from(tasks).where(eq(tasks.message, message)))[0]!.id;

describe('supplier tasks lists', () => {
  it('lists the company tasks latest first with Object, Status, Task, Author and Deadline', async () => {
    const res = await get(owner, '/api/vendor/tasks');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ total: 6, page: 1, rowsPerPage: 25 });
    expect(data[0]).toMatchObject({
      object: 'East Branch',
      status: 'open',
      message: 'Confirm Friday delivery windows with the drivers',
      author: 'Sam Rivera',
      assignee: 'Paul Nguyen',
    });
    expect(data[0].due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byMessage = Object.fromEntries(data.map((d: { message: string; status: string }) => [d.message, d.status]));
    expect(byMessage['Renew the PECOS enrollment before it lapses']).toBe('overdue');
    expect(byMessage['Reconcile last week’s ERA payments with the bank deposit']).toBe('completed');
  });

  it('current tasks are the open ones, most urgent first; completed ones are apart', async () => {
    const current = (await get(owner, '/api/vendor/tasks/current')).json();
    expect(current.meta.total).toBe(5);
    expect(current.data[0].status).toBe('overdue');
    expect(current.data.map((d: { status: string }) => d.status)).not.toContain('completed');
    const completed = (await get(owner, '/api/vendor/tasks/completed')).json();
    expect(completed.data.map((d: { message: string }) => d.message)).toEqual(['Reconcile last week’s ERA payments with the bank deposit']);
  });

  it('filters by status, assignee and text; pages; refuses unknown sorts and page sizes', async () => {
    expect((await get(owner, '/api/vendor/tasks?status=overdue')).json().meta.total).toBe(1);
    const staff = await t.tokenFor('supplier.staff@demo.test');
    expect((await get(staff, '/api/vendor/tasks?mine=true')).json().data.map((d: { assignee: string }) => d.assignee)).toEqual([
      'Tina Brooks',
      'Tina Brooks',
    ]);
    expect((await get(owner, '/api/vendor/tasks?search=medicare')).json().meta.total).toBe(1);
    const page2 = (await get(owner, '/api/vendor/tasks?page=2')).json();
    expect(page2).toMatchObject({ data: [], meta: { total: 6, page: 2 } });
    const byDue = (await get(owner, '/api/vendor/tasks?sortBy=due_date&sortType=asc')).json().data;
    expect(byDue[0].message).toBe('Reconcile last week’s ERA payments with the bank deposit');
    expect((await get(owner, '/api/vendor/tasks?rowsPerPage=10')).statusCode).toBe(422);
    expect((await get(owner, '/api/vendor/tasks?sortBy=password_hash')).statusCode).toBe(422);
  });

  it("a deadline of today in the caller's time zone is open, not overdue", async () => {
    const today = dayIn('America/New_York');
    const due = (await get(owner, '/api/vendor/tasks/current')).json().data.filter((d: { due_date: string }) => d.due_date === today);
    expect(due.length).toBe(2);
    for (const d of due) expect(d.status).toBe('open');
  });
});

describe('completing a task needs "manage tasks"', () => {
  it('the owner completes a task once; a second time is 409; the write is audited', async () => {
    const id = await taskId('Review CMN documents waiting for verification');
    const res = await complete(owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'completed' });
    expect(res.json().data.completed_at).not.toBeNull();
    expect((await complete(owner, id)).statusCode).toBe(409);
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'task.complete'), eq(auditLogs.entity_id, id)));
    expect(audits).toHaveLength(1);
  });

  it('supplier staff without "manage tasks" get 403; with it at their location, they may', async () => {
    const id = await taskId('Call Medicare about the prior-authorisation backlog');
    const staff = await t.tokenFor('supplier.staff@demo.test');
    const atMain = { 'x-location-id': String(await idOfLocation(t, 'Main Warehouse')) };
    expect((await complete(staff, id, atMain)).statusCode).toBe(403);
    await grantKey(t, 'supplier.staff@demo.test', 'Main Warehouse', 'manage tasks');
    expect((await complete(staff, id)).statusCode).toBe(403); // no location chosen: staff hold nothing
    expect((await complete(staff, id, { 'x-location-id': String(await idOfLocation(t, 'East Branch')) })).statusCode).toBe(403);
    const ok = await complete(staff, id, atMain);
    expect(ok.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row!.completed_by).toBe(await idOfUser(t, 'supplier.staff@demo.test'));
  });

  it("another company's task is 404 and never listed", async () => {
    const rival = await otherSupplier(t);
    const [theirs] = await t.database.db
      .insert(tasks)
      .values({ account_id: rival.accountId, author_id: rival.ownerId, object: 'General', message: 'Rival secret task' })
      .returning();
    expect((await complete(owner, theirs!.id)).statusCode).toBe(404);
    expect((await get(owner, '/api/vendor/tasks?search=rival')).json().meta.total).toBe(0);
    const theirList = (await get(rival.token, '/api/vendor/tasks')).json();
    expect(theirList.data.map((d: { message: string }) => d.message)).toEqual(['Rival secret task']);
    expect((await complete(rival.token, await taskId('Count CPAP masks before the distributor order'))).statusCode).toBe(404);
  });
});
