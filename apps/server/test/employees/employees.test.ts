import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { BLOCKED_MESSAGE } from '@dme/contract';
import { auditLogs, mailOutbox } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf, type Call } from '../orders/helpers';
import { otherSupplier } from '../tasks/other-tenant';

/**
 * Issue 12, employees: the owner creates an employee (invited by mail to /hello), grants permissions per
 * department, pays them, blocks and unblocks them; `hr` guards every call and another company's employee is a 404.
 */
let t: TestApp;
let owner: Call;
let hr: Call;
let intake: Call;
let rival: Call;
let main: number;
let east: number;
let employeeId: number;
const EMAIL = 'new.hire@demo.test';

const inviteMail = async (to: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];

async function firstLogin(id: number, code: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/first-login/${id}`, payload: { code, password, password_confirmation: password } });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const call = (token: string, locationId: number | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...(locationId ? { 'x-location-id': String(locationId) } : {}) }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  main = await idOf.location(t, 'Main Warehouse');
  east = await idOf.location(t, 'East Branch');
  owner = await as(t, 'supplier@demo.test');
  hr = await as(t, 'supplier.hr@demo.test', main);
  intake = await as(t, 'supplier.staff@demo.test', main);
  await otherSupplier(t);
  rival = await as(t, 'rival@demo.test');
});
afterAll(() => t.close());

describe('employees: create and invite', () => {
  it('the owner creates an employee with the hr role and two permissions in one department; the invitation mail opens /hello', async () => {
    const res = await owner('POST', '/api/vendor/employees', {
      name: 'Nora Hale',
      email: EMAIL,
      staff_roles: ['hr'],
      job_title: 'Office manager',
      permissions: [{ location_id: main, permissions: ['hr', 'order view 10'] }],
    });
    expect(res.status).toBe(201);
    employeeId = res.body.data.id;
    expect(res.body.data).toMatchObject({ status: 'invited', role: 'supplier', staff_roles: ['hr'], departments: [{ id: main }] });
    expect(res.body.data.permissions.find((p: { location_id: number }) => p.location_id === main).permissions).toEqual(['hr', 'order view 10']);
    expect(res.body.data.permissions.find((p: { location_id: number }) => p.location_id === east).permissions).toBeNull();

    const mail = await inviteMail(EMAIL);
    const link = new RegExp(`http://localhost:8080/hello/${employeeId}\\?code=([\\w-]+)`).exec(mail!.body);
    expect(link).not.toBeNull();
    await firstLogin(employeeId, link![1]!, 'welcome123');
    expect(await t.tokenFor(EMAIL, 'welcome123')).toBeTruthy();
    expect((await owner('GET', `/api/vendor/employees/${employeeId}`)).body.data.status).toBe('active');
  });

  it('a taken e-mail, an unknown role or permission key, or another company department is a 422', async () => {
    const base = { name: 'X', email: 'x@demo.test', staff_roles: [] };
    expect((await owner('POST', '/api/vendor/employees', { ...base, email: EMAIL })).body.errors.email).toBeDefined();
    expect((await owner('POST', '/api/vendor/employees', { ...base, staff_roles: ['boss'] })).status).toBe(422);
    expect((await owner('POST', '/api/vendor/employees', { ...base, permissions: [{ location_id: main, permissions: ['fly'] }] })).status).toBe(422);
    const rivalDepot = await idOf.location(t, 'Rival Depot');
    expect((await owner('POST', '/api/vendor/employees', { ...base, permissions: [{ location_id: rivalDepot, permissions: ['hr'] }] })).status).toBe(422);
    expect((await owner('POST', '/api/vendor/employees', { ...base, email: 'not-an-email' })).status).toBe(422);
  });

  it('lists the company employees with search and filters, not the owner nor another company', async () => {
    const all = await owner('GET', '/api/vendor/employees?rowsPerPage=100');
    expect(all.status).toBe(200);
    const logins = all.body.data.map((e: { login: string }) => e.login);
    expect(logins).toContain(EMAIL);
    expect(logins).toContain('driver1@demo.test');
    expect(logins).not.toContain('supplier@demo.test');
    expect(all.body.meta.total).toBe(all.body.data.length);
    const found = await owner('GET', '/api/vendor/employees?search=nora');
    expect(found.body.data.map((e: { id: number }) => e.id)).toEqual([employeeId]);
    const hrs = await owner('GET', '/api/vendor/employees?role=hr');
    expect(hrs.body.data.every((e: { staff_roles: string[] }) => e.staff_roles.includes('hr'))).toBe(true);
    const inEast = await owner('GET', `/api/vendor/employees?location_id=${east}`);
    expect(inEast.body.data.map((e: { id: number }) => e.id)).not.toContain(employeeId);
    expect((await rival('GET', '/api/vendor/employees')).body.data.map((e: { id: number }) => e.id)).not.toContain(employeeId);
  });
});

describe('employees: permissions grid', () => {
  it('saved per department and enforced on the next call', async () => {
    const token = await t.tokenFor(EMAIL, 'welcome123');
    expect((await call(token, main, 'GET', '/api/vendor/employees')).statusCode).toBe(200);
    // Not assigned to East: the location itself is refused.
    expect((await call(token, east, 'GET', '/api/vendor/employees')).statusCode).toBe(403);

    const saved = await hr('PUT', `/api/vendor/employees/${employeeId}`, { permissions: [{ location_id: main, permissions: ['order view 10'] }, { location_id: east, permissions: ['hr'] }] });
    expect(saved.status).toBe(200);
    expect((await call(token, main, 'GET', '/api/vendor/employees')).statusCode).toBe(403);
    expect((await call(token, east, 'GET', '/api/vendor/employees')).statusCode).toBe(200);

    const off = await owner('PUT', `/api/vendor/employees/${employeeId}`, { permissions: [{ location_id: east, permissions: null }, { location_id: main, permissions: ['hr', 'order view 10'] }] });
    expect(off.body.data.departments.map((d: { id: number }) => d.id)).toEqual([main]);
  });

  it('personal details, pay and commission rules are saved and audited', async () => {
    const res = await owner('PUT', `/api/vendor/employees/${employeeId}`, {
      phone: '(614) 555-0101',
      hired_on: '2026-03-01',
      pay: { pay_type: 'commission', rate_cents: 0 },
      commission_rules: [
        { basis: 'order', kind: 'percent', percent_bp: 1250, label: 'Orders' },
        { basis: 'item', kind: 'fixed', amount_cents: 500 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ phone: '(614) 555-0101', hired_on: '2026-03-01', pay: { pay_type: 'commission', rate_cents: 0 } });
    expect(res.body.data.commission_rules).toMatchObject([
      { basis: 'order', kind: 'percent', percent_bp: 1250, amount_cents: null },
      { basis: 'item', kind: 'fixed', percent_bp: null, amount_cents: 500 },
    ]);
    const bad = await owner('PUT', `/api/vendor/employees/${employeeId}`, { commission_rules: [{ basis: 'order', kind: 'percent' }], pay: { pay_type: 'hourly', rate_cents: 12.5 } });
    expect(bad.status).toBe(422);
    const log = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'employee.update'));
    expect(log.length).toBeGreaterThan(0);
  });

  it('a driver employee is a driver-app user, reachable by the drivers config call', async () => {
    const res = await owner('POST', '/api/vendor/employees', { name: 'Vic Wheeler', email: 'vic@demo.test', staff_roles: ['delivery_driver'] });
    expect(res.body.data.role).toBe('driver');
    const config = await owner('PUT', `/api/vendor/delivery/drivers/${res.body.data.id}`, { capacity_count: 12, vehicle: 'Van 3' });
    expect(config.status).toBe(200);
    expect(config.body.data).toMatchObject({ capacity_count: 12, vehicle: 'Van 3' });
    // Invited like staff: the first-login page signs them in to the driver app.
    const code = /code=([\w-]+)/.exec((await inviteMail('vic@demo.test'))!.body)![1]!;
    const token = await firstLogin(res.body.data.id, code, 'drive1234');
    expect((await call(token, null, 'GET', '/api/user')).json().data.role).toBe('driver');
  });
});

describe('employees: block', () => {
  it('revokes an open session at once (401 with the message), refuses sign-in, and unblocking restores access', async () => {
    const token = await t.tokenFor(EMAIL, 'welcome123');
    expect((await call(token, main, 'GET', '/api/user')).statusCode).toBe(200);
    const blocked = await owner('POST', `/api/vendor/employees/${employeeId}/block`, { blocked: true });
    expect(blocked.body.data.status).toBe('blocked');
    const next = await call(token, main, 'GET', '/api/user');
    expect(next.statusCode).toBe(401);
    expect(next.json().message).toBe(BLOCKED_MESSAGE);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: EMAIL, password: 'welcome123' } });
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json().message).toBe(BLOCKED_MESSAGE);
    // A wrong password is told nothing about the block.
    const stranger = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: EMAIL, password: 'guess12345' } });
    expect(stranger.json().message).not.toBe(BLOCKED_MESSAGE);

    expect((await owner('POST', `/api/vendor/employees/${employeeId}/block`, { blocked: false })).body.data.status).toBe('active');
    expect((await call(token, main, 'GET', '/api/user')).statusCode).toBe(401);
    expect(await t.tokenFor(EMAIL, 'welcome123')).toBeTruthy();
  });

  it('HR staff cannot change their own roles or permissions', async () => {
    const hrId = await idOf.user(t, 'supplier.hr@demo.test');
    expect((await hr('PUT', `/api/vendor/employees/${hrId}`, { permissions: [{ location_id: east, permissions: ['hr'] }] })).status).toBe(403);
    expect((await hr('PUT', `/api/vendor/employees/${hrId}`, { phone: '(614) 555-0199' })).status).toBe(200);
  });

  it('nobody blocks themself', async () => {
    const hrId = await idOf.user(t, 'supplier.hr@demo.test');
    const res = await hr('POST', `/api/vendor/employees/${hrId}/block`, { blocked: true });
    expect(res.status).toBe(422);
    const ownerId = await idOf.user(t, 'supplier@demo.test');
    expect((await owner('POST', `/api/vendor/employees/${ownerId}/block`, { blocked: true })).status).toBe(422);
    // The owner is no employee: staff cannot reach them through these calls.
    expect((await hr('POST', `/api/vendor/employees/${ownerId}/block`, { blocked: true })).status).toBe(404);
  });
});

describe('employees: access', () => {
  it('staff without hr get 403; another company gets 404 on every call', async () => {
    expect((await intake('GET', '/api/vendor/employees')).status).toBe(403);
    expect((await intake('GET', `/api/vendor/employees/${employeeId}`)).status).toBe(403);
    expect((await intake('POST', `/api/vendor/employees/${employeeId}/block`, { blocked: true })).status).toBe(403);
    expect((await hr('GET', `/api/vendor/employees/${employeeId}`)).status).toBe(200);
    for (const [method, url, body] of [
      ['GET', `/api/vendor/employees/${employeeId}`, undefined],
      ['PUT', `/api/vendor/employees/${employeeId}`, { name: 'Taken' }],
      ['POST', `/api/vendor/employees/${employeeId}/block`, { blocked: true }],
      ['GET', `/api/vendor/employees/${employeeId}/equipment`, undefined],
      ['PUT', `/api/vendor/employees/${employeeId}/equipment`, { items: [] }],
      ['GET', `/api/vendor/employees/${employeeId}/notes`, undefined],
      ['POST', `/api/vendor/employees/${employeeId}/notes`, { body: 'x' }],
      ['GET', `/api/vendor/employees/${employeeId}/documents`, undefined],
    ] as const) {
      expect((await rival(method, url, body)).status, `${method} ${url}`).toBe(404);
    }
  });
});
