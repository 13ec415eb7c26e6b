import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { patientVendors, timeEntries, trackingRecords, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf, newPatient, orderInStatus, type Call } from '../orders/helpers';
import { otherSupplier } from '../tasks/other-tenant';

/** Issue 12, tracking: the company's actions, recorded by hand and on product events; clock in and out; totals. */
let t: TestApp;
let owner: Call;
let intake: Call;
let hr: Call;
let rival: Call;
let accountId: number;
let intakeId: number;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp();
  const doctor = await as(t, 'doctor@demo.test');
  const main = await idOf.location(t, 'Main Warehouse');
  owner = await as(t, 'supplier@demo.test');
  intake = await as(t, 'supplier.staff@demo.test', main);
  hr = await as(t, 'supplier.hr@demo.test', main);
  await otherSupplier(t);
  rival = await as(t, 'rival@demo.test');
  accountId = await idOf.account(t, 'Sunrise Medical Supply');
  intakeId = await idOf.user(t, 'supplier.staff@demo.test');
  const patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Tracked'))).body.data.id as number;
  await t.database.db.insert(patientVendors).values({ patient_id: patientId, vendor_id: accountId }).onConflictDoNothing();
  orderId = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
  // Demo data may already hold records: these tests count only what they make.
  await t.database.db.delete(trackingRecords).where(eq(trackingRecords.user_id, intakeId));
  await t.database.db.delete(timeEntries).where(eq(timeEntries.user_id, intakeId));
}, 60_000);
afterAll(() => t.close());

const NOTE_EVENT = 'note.created';

describe('tracking actions (settings)', () => {
  let called: number;
  it('the owner defines actions; one action per automatic event (422); staff may read, not write (403)', async () => {
    const res = await owner('POST', '/api/vendor/system/tracking', { name: 'Called patient (test)', kind: 'points', amount: 3 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ auto_event: null, is_active: true, records_count: 0 });
    called = res.body.data.id;
    const existing = (await owner('GET', '/api/vendor/system/tracking?rowsPerPage=100')).body.data.find((a: { auto_event: string | null }) => a.auto_event === NOTE_EVENT);
    if (existing) await owner('DELETE', `/api/vendor/system/tracking/${existing.id}`);
    const auto = await owner('POST', '/api/vendor/system/tracking', { name: 'Note written', kind: 'minutes', amount: 5, auto_event: NOTE_EVENT });
    expect(auto.status).toBe(201);
    const twice = await owner('POST', '/api/vendor/system/tracking', { name: 'Note again', kind: 'points', amount: 1, auto_event: NOTE_EVENT });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.auto_event).toBeDefined();
    expect((await owner('POST', '/api/vendor/system/tracking', { name: 'Bad', kind: 'hours', amount: 1 })).status).toBe(422);
    expect((await intake('GET', '/api/vendor/system/tracking')).status).toBe(200);
    expect((await intake('POST', '/api/vendor/system/tracking', { name: 'Mine', kind: 'points', amount: 1 })).status).toBe(403);
    expect((await rival('PUT', `/api/vendor/system/tracking/${called}`, { name: 'X', kind: 'points', amount: 1 })).status).toBe(404);
  });

  it('a note written by staff records the automatic action for them; a hand-recorded action adds its points', async () => {
    const note = await intake('POST', '/api/vendor/notes', { order_id: orderId, body: 'Called the patient about the walker.' });
    expect(note.status).toBe(200);
    const manual = await intake('POST', '/api/vendor/tracking/records', { action_id: called, note: 'Desk phone' });
    expect(manual.status).toBe(201);
    expect(manual.body.data).toMatchObject({ amount: 3, source: 'manual', action: { id: called } });
    const rows = await t.database.db.select().from(trackingRecords).where(eq(trackingRecords.user_id, intakeId));
    expect(rows.map((r) => [r.source, r.amount]).sort()).toEqual([
      ['auto', 5],
      ['manual', 3],
    ]);
    expect(rows.find((r) => r.source === 'auto')).toMatchObject({ entity: 'note' });
    expect((await intake('POST', '/api/vendor/tracking/records', { action_id: 999_999 })).status).toBe(422);
  });

  it('a retired action records nothing more but its records stay', async () => {
    expect((await owner('DELETE', `/api/vendor/system/tracking/${called}`)).status).toBe(200);
    expect((await intake('POST', '/api/vendor/tracking/records', { action_id: called })).status).toBe(422);
    const show = await hr('GET', `/api/vendor/employees/tracking/${intakeId}`);
    expect(show.body.data.actions.map((a: { name: string; total: number }) => [a.name, a.total]).sort()).toEqual([
      ['Called patient (test)', 3],
      ['Note written', 5],
    ]);
  });
});

describe('time tracking', () => {
  it('clock in, clock in again (409), clock out, clock out again (409)', async () => {
    const ins = await intake('POST', '/api/vendor/tracking/clock-in');
    expect(ins.status).toBe(200);
    expect(ins.body.data.clocked_in_since).not.toBeNull();
    expect((await intake('POST', '/api/vendor/tracking/clock-in')).status).toBe(409);
    const list = await hr('GET', '/api/vendor/employees/tracking?search=Tina');
    expect(list.body.data[0]).toMatchObject({ user: { id: intakeId }, clocked_in_since: ins.body.data.clocked_in_since });
    const out = await intake('POST', '/api/vendor/tracking/clock-out');
    expect(out.status).toBe(200);
    expect(out.body.data.clocked_in_since).toBeNull();
    expect(out.body.data.time_zone).toBe('America/New_York');
    expect((await intake('POST', '/api/vendor/tracking/clock-out')).status).toBe(409);
  });

  it('totals per day and week split a shift at midnight in New York (over the DST change too)', async () => {
    const owners = await t.database.db.select({ tz: users.time_zone }).from(users).where(eq(users.login, 'supplier@demo.test'));
    expect(owners[0]!.tz).toBe('America/New_York');
    await t.database.db.insert(timeEntries).values([
      // Saturday 7 March 2026, 10 pm EST to Sunday 8 March 3 am EDT (clocks jump at 2 am): 4 real hours, 2 + 2.
      { account_id: accountId, user_id: intakeId, started_at: new Date('2026-03-08T03:00:00Z'), ended_at: new Date('2026-03-08T07:00:00Z') },
      // Sunday 15 March 11 pm EDT to Monday 16 March 1 am: one hour in each week.
      { account_id: accountId, user_id: intakeId, started_at: new Date('2026-03-16T03:00:00Z'), ended_at: new Date('2026-03-16T05:00:00Z') },
    ]);
    const res = await hr('GET', `/api/vendor/employees/tracking/${intakeId}?from=2026-03-07&to=2026-03-16`);
    expect(res.status).toBe(200);
    const day = (d: string) => res.body.data.days.find((x: { day: string }) => x.day === d).seconds;
    expect(day('2026-03-07')).toBe(2 * 3600);
    expect(day('2026-03-08')).toBe(2 * 3600);
    expect(day('2026-03-15')).toBe(3600);
    expect(day('2026-03-16')).toBe(3600);
    expect(res.body.data.days).toHaveLength(10);
    expect(res.body.data.weeks).toEqual([
      { week_start: '2026-03-02', seconds: 4 * 3600 },
      { week_start: '2026-03-09', seconds: 3600 },
      { week_start: '2026-03-16', seconds: 3600 },
    ]);
    expect(res.body.data.total_seconds).toBe(6 * 3600);
    // A period that starts at midnight in the middle of a shift counts only its own part.
    const sunday = await hr('GET', `/api/vendor/employees/tracking/${intakeId}?from=2026-03-08&to=2026-03-08`);
    expect(sunday.body.data.total_seconds).toBe(2 * 3600);
    const list = await hr('GET', '/api/vendor/employees/tracking?from=2026-03-07&to=2026-03-16&search=Tina');
    expect(list.body.data[0].seconds).toBe(6 * 3600);
    expect((await hr('GET', `/api/vendor/employees/tracking/${intakeId}?from=2026-03-16&to=2026-03-07`)).status).toBe(422);
  });

  it('staff without "hr" get 403; another company gets 404 for our people and sees none in its list', async () => {
    expect((await intake('GET', '/api/vendor/employees/tracking')).status).toBe(403);
    expect((await intake('GET', `/api/vendor/employees/tracking/${intakeId}`)).status).toBe(403);
    expect((await rival('GET', `/api/vendor/employees/tracking/${intakeId}`)).status).toBe(404);
    const theirs = await rival('GET', '/api/vendor/employees/tracking');
    expect(theirs.body.data.map((r: { user: { name: string } }) => r.user.name)).toEqual(['Rita Rival']);
    expect((await owner('GET', `/api/vendor/employees/tracking/${await idOf.user(t, 'doctor@demo.test')}`)).status).toBe(404);
  });
});
