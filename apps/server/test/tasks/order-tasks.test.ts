import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orders } from '../../src/db/schema';
import { dayIn } from '../../src/modules/tasks/calendar';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { grantKey, idOfLocation, idOfUser, otherSupplier } from './other-tenant';

let t: TestApp;
let owner: string;
let staff: string;
let main: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.tokenFor('supplier@demo.test');
  staff = await t.tokenFor('supplier.staff@demo.test');
  main = { 'x-location-id': String(await idOfLocation(t, 'Main Warehouse')) };
});
afterAll(() => t?.close());

const call = (as: string, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(as), ...headers }, ...(payload ? { payload } : {}) });
/** A seeded Bennett -> Sunrise order in this status. */
const orderIn = async (status: number) => (await t.database.db.select().from(orders).where(eq(orders.status, status)))[0]!.id;
const tomorrow = () => dayIn('America/New_York', new Date(Date.now() + 86_400_000));
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

describe('tasks of an order', () => {
  it('the owner adds a task with a deadline and an assignee; it lists on the order and in the company tasks', async () => {
    const orderId = await orderIn(10);
    expect((await call(owner, 'GET', `/api/vendor/orders/${orderId}/tasks`)).json().data).toEqual([]);
    const assignee = await idOfUser(t, 'supplier.staff@demo.test');
    const created = await call(owner, 'POST', `/api/vendor/orders/${orderId}/tasks`, {
      message: 'Call the patient about the CPAP mask size',
      due_date: usDate(tomorrow()),
      assignee_id: assignee,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      object: `Order #${orderId}`,
      object_type: 'order',
      object_id: orderId,
      status: 'open',
      author: 'Sam Rivera',
      assignee: 'Tina Brooks',
      due_date: tomorrow(),
    });
    const listed = (await call(owner, 'GET', `/api/vendor/orders/${orderId}/tasks`)).json().data;
    expect(listed.map((x: { message: string }) => x.message)).toEqual(['Call the patient about the CPAP mask size']);
    const latest = (await call(owner, 'GET', '/api/vendor/tasks')).json().data;
    expect(latest[0]).toMatchObject({ object: `Order #${orderId}`, message: 'Call the patient about the CPAP mask size' });
    const [row] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'task.create'), eq(auditLogs.entity_id, created.json().data.id)));
    expect(row).toBeDefined();
  });

  it('refuses an empty task, a past deadline and an assignee from another company with field errors, saving nothing', async () => {
    const orderId = await orderIn(10);
    const before = (await call(owner, 'GET', `/api/vendor/orders/${orderId}/tasks`)).json().data.length;
    const empty = await call(owner, 'POST', `/api/vendor/orders/${orderId}/tasks`, { message: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.message).toEqual(['The task field is required.']);
    const past = await call(owner, 'POST', `/api/vendor/orders/${orderId}/tasks`, { message: 'Late', due_date: '01/02/2020' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.due_date).toEqual(['The deadline may not be in the past.']);
    const doctorId = await idOfUser(t, 'doctor@demo.test');
    const stranger = await call(owner, 'POST', `/api/vendor/orders/${orderId}/tasks`, { message: 'Ask the doctor', assignee_id: doctorId });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.assignee_id).toEqual(['The assignee must be one of your company.']);
    expect((await call(owner, 'GET', `/api/vendor/orders/${orderId}/tasks`)).json().data.length).toBe(before);
  });

  it('staff need "manage tasks" to add one and "order view {status}" at their location to see them', async () => {
    const intake = await orderIn(10);
    expect((await call(staff, 'GET', `/api/vendor/orders/${intake}/tasks`, undefined, main)).statusCode).toBe(200);
    expect((await call(staff, 'POST', `/api/vendor/orders/${intake}/tasks`, { message: 'Check eligibility' }, main)).statusCode).toBe(403);
    await grantKey(t, 'supplier.staff@demo.test', 'Main Warehouse', 'manage tasks');
    expect((await call(staff, 'POST', `/api/vendor/orders/${intake}/tasks`, { message: 'Check eligibility' }, main)).statusCode).toBe(200);
    // Ready For Service is not among the statuses this member may view.
    const ready = await orderIn(40);
    expect((await call(staff, 'GET', `/api/vendor/orders/${ready}/tasks`, undefined, main)).statusCode).toBe(403);
    expect((await call(staff, 'POST', `/api/vendor/orders/${ready}/tasks`, { message: 'Pick the stock' }, main)).statusCode).toBe(403);
  });

  it("is 404 for another company's staff and for a doctor's draft the supplier has not received; doctors get 403", async () => {
    const rival = await otherSupplier(t);
    const intake = await orderIn(10);
    expect((await call(rival.token, 'GET', `/api/vendor/orders/${intake}/tasks`)).statusCode).toBe(404);
    expect((await call(rival.token, 'POST', `/api/vendor/orders/${intake}/tasks`, { message: 'Steal it' })).statusCode).toBe(404);
    const draft = await orderIn(1);
    expect((await call(owner, 'GET', `/api/vendor/orders/${draft}/tasks`)).statusCode).toBe(404);
    expect((await call(owner, 'POST', `/api/vendor/orders/${draft}/tasks`, { message: 'Too early' })).statusCode).toBe(404);
    const doctor = await t.tokenFor('doctor@demo.test');
    expect((await call(doctor, 'GET', `/api/vendor/orders/${intake}/tasks`)).statusCode).toBe(403);
  });
});
