import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, locations, orders, staffLocations, users } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { idOfLocation, idOfUser } from '../tasks/other-tenant';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['doctor', 'doctor.agent', 'supplier', 'supplier.staff', 'supplier.hr', 'planner', 'patient', 'driver1'])
    tokens[who] = await t.tokenFor(`${who}@demo.test`);
  await seedOrders();
});
afterAll(() => t?.close());

const get = (who: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(tokens[who]!), ...headers } });
const put = (who: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, headers: { ...bearer(tokens[who]!), ...headers }, payload });
const accountId = async (name: string) => (await t.database.db.select().from(accounts).where(eq(accounts.name, name)))[0]!.id;

/**
 * Bennett's orders: Downtown gets 9 (one deleted), North 2; Grant's practice 1; all sent to Sunrise.
 * The demo seed's own orders are soft-deleted first so the counts below are this file's alone.
 */
async function seedOrders() {
  await t.database.db.update(orders).set({ deleted_at: new Date() });
  const practice = await accountId('Bennett Family Practice');
  const vendor = await accountId('Sunrise Medical Supply');
  const doctor = await idOfUser(t, 'doctor@demo.test');
  const downtown = await idOfLocation(t, 'Downtown Office');
  const north = await idOfLocation(t, 'North Clinic');
  const [grant] = await t.database.db.select().from(users).where(eq(users.login, 'newdoctor@demo.test'));
  const order = (status: number, doctor_location_id = downtown) => ({
    status,
    doctor_account_id: practice,
    doctor_id: doctor,
    created_by: doctor,
    doctor_location_id,
    vendor_id: vendor,
  });
  await t.database.db
    .insert(orders)
    .values([
      order(0),
      order(1),
      order(3),
      order(20),
      order(20),
      order(22),
      order(10),
      order(100),
      { ...order(40), deleted_at: new Date() },
      order(22, north),
      order(70, north),
      { status: 20, doctor_account_id: grant!.account_id, doctor_id: grant!.id, vendor_id: vendor },
    ]);
}

describe('doctor dashboard stats', () => {
  it("counts the practice's orders per doctor-visible status", async () => {
    const res = await get('doctor', '/api/doctor/dashboard/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      drafts: 2,
      pend_hipaa: 1,
      pend_prsc: 2,
      pend_f2f: 2,
      awaiting_signature: 4,
      in_work: 2,
      delivered: 1,
      total: 10,
    });
  });

  it('staff count only the offices they work at', async () => {
    expect((await get('doctor.agent', '/api/doctor/dashboard/stats')).json().data).toMatchObject({ pend_f2f: 1, in_work: 1, total: 8 });
  });

  it('the awaiting-signature widget lists Pend PRSC and Pend F2F orders, oldest first', async () => {
    const res = await get('doctor', '/api/dashboard/widgets/awaiting-signature');
    const { data } = res.json();
    expect(data.widget).toBe('awaiting-signature');
    expect(data.total).toBe(4);
    expect(data.orders.map((o: { status_name: string }) => o.status_name).sort()).toEqual([
      'Pend F2F',
      'Pend F2F',
      'Pend PRSC',
      'Pend PRSC',
    ]);
  });

  it("a staff member's awaiting-signature total counts only the offices they work at, as the rows do", async () => {
    const res = await get('doctor.agent', '/api/dashboard/widgets/awaiting-signature');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.orders.length).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(4);
    expect(data.total).toBe(data.orders.length);
  });

  it('the doctor orders-by-status widget folds supplier statuses into In work and Delivered', async () => {
    const { data } = (await get('doctor', '/api/dashboard/widgets/orders-by-status')).json();
    expect(data.statuses).toEqual([
      { code: 1, name: 'Draft', count: 2 },
      { code: 3, name: 'Pend HIPAA', count: 1 },
      { code: 20, name: 'Pend PRSC', count: 2 },
      { code: 22, name: 'Pend F2F', count: 2 },
      { code: -10, name: 'In work', count: 2 },
      { code: -100, name: 'Delivered', count: 1 },
    ]);
    expect(data.total).toBe(10);
  });
});

describe('dashboard widgets per role', () => {
  it('each role gets its own catalogue; staff lose widgets they lack the permission for', async () => {
    const keys = async (who: string, headers = {}) =>
      (await get(who, '/api/dashboard/widgets', headers)).json().data.map((w: { key: string }) => w.key);
    expect(await keys('doctor')).toEqual(['orders-by-status', 'awaiting-signature']);
    expect(await keys('supplier')).toEqual(['orders-by-status', 'latest-tasks', 'tasks-due-today', 'calls-today']);
    expect(await keys('supplier.staff', { 'x-location-id': String(await idOfLocation(t, 'Main Warehouse')) })).not.toContain('calls-today');
    expect(await keys('supplier.hr', { 'x-location-id': String(await idOfLocation(t, 'Main Warehouse')) })).toContain('calls-today');
    expect(await keys('patient')).toEqual([]);
  });

  it("a widget outside the caller's catalogue is 404", async () => {
    expect((await get('doctor', '/api/dashboard/widgets/latest-tasks')).statusCode).toBe(404);
    expect((await get('supplier.staff', '/api/dashboard/widgets/calls-today')).statusCode).toBe(404);
    expect((await get('supplier', '/api/dashboard/widgets/no-such-widget')).statusCode).toBe(404);
  });

  it("supplier orders-by-status counts orders sent to the company, not doctors' drafts", async () => {
    const { data } = (await get('supplier', '/api/dashboard/widgets/orders-by-status')).json();
    const count = (code: number) => data.statuses.find((s: { code: number }) => s.code === code)?.count;
    expect(count(1)).toBe(0);
    expect(count(3)).toBe(0);
    expect(count(20)).toBe(3);
    expect(count(70)).toBe(1);
    expect(data.total).toBe(8);
  });

  it('supplier staff see the statuses they may view at their location', async () => {
    const main = { 'x-location-id': String(await idOfLocation(t, 'Main Warehouse')) };
    const { data } = (await get('supplier.staff', '/api/dashboard/widgets/orders-by-status', main)).json();
    expect(data.statuses.map((s: { code: number }) => s.code)).toEqual([5, 10]);
    expect(data.total).toBe(1);
  });

  it('latest-tasks shows the five newest tasks; tasks-due-today the open ones due today', async () => {
    const latest = (await get('supplier', '/api/dashboard/widgets/latest-tasks')).json().data;
    expect(latest.tasks).toHaveLength(5);
    expect(latest.total).toBe(6);
    expect(latest.tasks[0]).toMatchObject({ object: 'East Branch', author: 'Sam Rivera' });
    const today = (await get('supplier', '/api/dashboard/widgets/tasks-due-today')).json().data;
    expect(today.tasks.map((x: { message: string }) => x.message).sort()).toEqual([
      'Call Medicare about the prior-authorisation backlog',
      'Count CPAP masks before the distributor order',
    ]);
  });

  it('calls-today counts a call reported now', async () => {
    const before = (await get('supplier', '/api/dashboard/widgets/calls-today')).json().data;
    await t.app.inject({
      method: 'POST',
      url: '/api/vendor/communication/zoom',
      headers: bearer(tokens.supplier!),
      payload: { callLogId: 'today-1', direction: 'outbound' },
    });
    const after = (await get('supplier', '/api/dashboard/widgets/calls-today')).json().data;
    expect(after.outbound).toBe(before.outbound + 1);
    expect(after.total).toBe(before.total + 1);
  });
});

describe('dashboard settings', () => {
  it("defaults to the role's widgets, saves a choice in order, and reads it back", async () => {
    expect((await get('supplier', '/api/dashboard/settings')).json().data.widgets).toEqual([
      'latest-tasks',
      'orders-by-status',
      'tasks-due-today',
      'calls-today',
    ]);
    const saved = await put('supplier', '/api/dashboard/settings', { widgets: ['calls-today', 'latest-tasks'] });
    expect(saved.statusCode).toBe(200);
    expect((await get('supplier', '/api/dashboard/settings')).json().data.widgets).toEqual(['calls-today', 'latest-tasks']);
    expect((await get('doctor', '/api/dashboard/settings')).json().data.widgets).toEqual(['orders-by-status', 'awaiting-signature']);
  });

  it('refuses widgets outside the catalogue and duplicates', async () => {
    const unknown = await put('doctor', '/api/dashboard/settings', { widgets: ['orders-by-status', 'latest-tasks'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['widgets.1']).toEqual(['The widget "latest-tasks" is not available.']);
    const twice = await put('doctor', '/api/dashboard/settings', { widgets: ['orders-by-status', 'orders-by-status'] });
    expect(twice.json().errors['widgets.1']).toEqual(['This widget is listed twice.']);
  });

  it('a saved widget the caller may no longer see is left out', async () => {
    const main = { 'x-location-id': String(await idOfLocation(t, 'Main Warehouse')) };
    expect((await get('supplier.staff', '/api/dashboard/settings', main)).json().data.widgets).toEqual([
      'latest-tasks',
      'orders-by-status',
      'tasks-due-today',
    ]);
    expect((await put('supplier.hr', '/api/dashboard/settings', { widgets: ['calls-today', 'latest-tasks'] }, main)).statusCode).toBe(200);
    const hrId = await idOfUser(t, 'supplier.hr@demo.test');
    await t.database.db
      .update(staffLocations)
      .set({ permissions: ['hr'] })
      .where(eq(staffLocations.user_id, hrId));
    expect((await get('supplier.hr', '/api/dashboard/settings', main)).json().data.widgets).toEqual(['latest-tasks']);
  });
});

describe('staff locations', () => {
  it('owners may choose every location of the account, staff their assigned ones, others none', async () => {
    const names = async (who: string) => (await get(who, '/api/staff-locations')).json().data.map((l: { name: string }) => l.name);
    expect(await names('supplier')).toEqual(['East Branch', 'Main Warehouse']);
    expect(await names('supplier.hr')).toEqual(['Main Warehouse']);
    expect(await names('doctor.agent')).toEqual(['Downtown Office']);
    expect(await names('patient')).toEqual([]);
    expect(await names('driver1')).toEqual([]);
    const [loc] = (await get('doctor', '/api/staff-locations')).json().data;
    expect(loc).toMatchObject({ name: 'Downtown Office', full_address: '400 N High St, Columbus, OH 43215' });
  });

  it('a deleted location is not offered', async () => {
    await t.database.db.update(locations).set({ deleted_at: new Date() }).where(eq(locations.name, 'East Branch'));
    tokens.supplier = await t.tokenFor('supplier@demo.test');
    expect((await get('supplier', '/api/staff-locations')).json().data.map((l: { name: string }) => l.name)).toEqual(['Main Warehouse']);
  });
});
