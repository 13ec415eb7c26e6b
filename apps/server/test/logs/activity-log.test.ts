import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { accounts, auditLogs, orders, patients, patientVendors } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { idOfLocation, otherSupplier } from '../tasks/other-tenant';

let t: TestApp;
let owner: string;
let sunrise: number;
let patientId: number;
/** Staff act at a location (X-Location-Id): Helen holds "logs" at Main Warehouse. */
let atMain: Record<string, string>;
let rival: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.tokenFor('supplier@demo.test');
  sunrise = (await t.database.db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply')))[0]!.id;
  const [linked] = await t.database.db
    .select({ id: patients.id })
    .from(patients)
    .innerJoin(patientVendors, and(eq(patientVendors.patient_id, patients.id), eq(patientVendors.vendor_id, sunrise)))
    .limit(1);
  patientId = linked!.id;
  atMain = { 'x-location-id': String(await idOfLocation(t, 'Main Warehouse')) };
  rival = await otherSupplier(t);
});
afterAll(() => t?.close());

const get = (as: string, url: string) => t.app.inject({ method: 'GET', url, headers: { ...bearer(as), ...atMain } });
type Entry = { action: string; entity: string; entity_id: number | null; user: { name: string } | null; ip: string | null; changes: { field: string; before: unknown; after: unknown; hidden: boolean }[] };
const activity = async (as: string, query: string) => {
  const res = await get(as, `/api/vendor/logs/activity?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Entry[]; meta: { total: number } }>();
};

describe('the activity log (GET /api/vendor/logs/activity)', () => {
  it('shows a read of a patient record with the reader, the address and nothing of the record', async () => {
    const hr = await t.tokenFor('supplier.hr@demo.test');
    expect((await get(owner, `/api/vendor/patients/${patientId}`)).statusCode).toBe(200);
    const log = await activity(hr, 'entity=patient&action=patient.read');
    const read = log.data.find((e) => e.entity_id === patientId)!;
    expect(read).toMatchObject({ action: 'patient.read', user: { name: 'Sam Rivera' }, changes: [] });
    expect(read.ip).toBe('127.0.0.1');
  });

  it('shows an order status change by the user who made it, with the statuses and no patient data', async () => {
    const [order] = await t.database.db.select().from(orders).where(and(eq(orders.vendor_id, sunrise), eq(orders.status, 5))).limit(1);
    expect(order, 'the demo has an Initial order of Sunrise').toBeTruthy();
    const moved = await t.app.inject({ method: 'POST', url: `/api/vendor/orders/${order!.id}/status/next`, headers: bearer(owner), payload: { from: 5 } });
    expect(moved.statusCode).toBe(200);
    const log = await activity(owner, 'action=order.status');
    const row = log.data.find((e) => e.entity_id === order!.id)!;
    expect(row.user?.name).toBe('Sam Rivera');
    const status = row.changes.find((c) => c.field === 'status');
    expect(status).toMatchObject({ hidden: false, after: 10 });
  });

  it('hides the values of fields that identify a patient, keeping their names', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/vendor/patients/${patientId}`, headers: bearer(owner), payload: { first_name: 'Zelda' } });
    expect(res.statusCode).toBe(200);
    const log = await activity(owner, 'entity=patient&action=patient.update');
    const row = log.data.find((e) => e.entity_id === patientId)!;
    expect(row.changes.find((c) => c.field === 'first_name')).toEqual({ field: 'first_name', before: null, after: null, hidden: true });
    expect(JSON.stringify(log.data)).not.toContain('Zelda');
  });

  it('records sign-ins and filters by user and day', async () => {
    const hr = await t.tokenFor('supplier.hr@demo.test');
    const options = await get(hr, '/api/vendor/logs/activity/options');
    expect(options.statusCode, options.body).toBe(200);
    const users = options.json<{ data: { users: { id: number; name: string }[] } }>().data.users;
    const helen = users.find((u) => u.name === 'Helen Ortiz')!;
    const log = await activity(hr, `user_id=${helen.id}&action=user.sign_in`);
    expect(log.meta.total).toBeGreaterThan(0);
    expect(log.data.every((e) => e.user?.name === 'Helen Ortiz')).toBe(true);
    expect((await activity(hr, 'action=user.sign_in&date_to=2001-01-01')).meta.total).toBe(0);
  });

  it('staff without "logs" get 403; another company sees none of these rows', async () => {
    const staff = await t.tokenFor('supplier.staff@demo.test');
    expect((await get(staff, '/api/vendor/logs/activity')).statusCode).toBe(403);
    expect((await get(staff, '/api/vendor/logs/activity/export')).statusCode).toBe(403);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/vendor/logs/activity?action=patient.read', headers: bearer(rival.token) });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().meta.total).toBe(0);
  });

  it('refuses bad filters with 422', async () => {
    const res = await get(owner, '/api/vendor/logs/activity?entity=DROP%20TABLE&date_from=2025-02-30');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['date_from', 'entity']);
  });
});

describe('exports are logged', () => {
  it('the server-side CSV export of the log is itself on the log', async () => {
    const res = await get(owner, '/api/vendor/logs/activity/export?action=patient.read');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('time,user,acting_for,ip,action,entity,record_id,patient_id,changes');
    expect(lines.length).toBeGreaterThan(1);
    const log = await activity(owner, 'action=activity_log.export');
    expect(log.data[0]).toMatchObject({ entity: 'activity_log', user: { name: 'Sam Rivera' } });
    expect(log.data[0]!.changes.find((c) => c.field === 'rows')).toMatchObject({ after: lines.length - 1 });
  });

  it('a table exported in the browser is recorded (POST /api/exports)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/exports', headers: bearer(owner), payload: { table: 'Claims', rows: 12 } });
    expect(res.statusCode).toBe(204);
    const log = await activity(owner, 'action=table.export');
    expect(log.data[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'table', before: null, after: 'Claims', hidden: false },
        { field: 'rows', before: null, after: 12, hidden: false },
      ]),
    );
  });
});

describe('the trail is append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE on audit_logs', async () => {
    const db = t.database.db;
    // Drizzle wraps the database's error; the refusal is the cause.
    const refusal = (run: Promise<unknown>) => run.then(() => 'done', (e: { cause?: { message?: string } }) => e.cause?.message ?? String(e));
    expect(await refusal(db.update(auditLogs).set({ action: 'forged' }))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(db.delete(auditLogs))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(db.execute(sql`truncate audit_logs`))).toMatch(/append-only: TRUNCATE refused/);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLogs).where(eq(auditLogs.action, 'forged'));
    expect(row!.n).toBe(0);
  });
});

describe("the patient's logs tab reads the same trail", () => {
  it('shows the read of the record, with identifying values hidden', async () => {
    const res = await get(owner, `/api/vendor/patients/${patientId}/logs`);
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ data: { action: string; after: Record<string, unknown> | null }[] }>().data;
    expect(rows.some((r) => r.action === 'patient.read')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Zelda');
  });
});

describe('the communication log lists the mails sent for the company', () => {
  it('GET /api/vendor/logs/communication?channel=mail: recipient, subject and state, never the body', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email: 'supplier.staff@demo.test' } });
    expect(sent.statusCode).toBeLessThan(300);
    const res = await get(owner, '/api/vendor/logs/communication?channel=mail');
    expect(res.statusCode, res.body).toBe(200);
    const mail = res.json().data.find((m: { to_number: string }) => m.to_number === 'supplier.staff@demo.test');
    expect(mail).toMatchObject({ channel: 'mail', direction: 'outbound', subject: 'Reset your password', result: 'queued' });
    expect(JSON.stringify(res.json())).not.toContain('/auth/reset-password?token=');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/vendor/logs/communication?channel=mail', headers: bearer(rival.token) });
    expect(theirs.json().data).toEqual([]);
  });
});
