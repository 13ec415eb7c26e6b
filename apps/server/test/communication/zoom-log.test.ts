import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, communicationLogs } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { idOfLocation, otherSupplier } from '../tasks/other-tenant';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.tokenFor('supplier@demo.test');
});
afterAll(() => t?.close());

const report = (as: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/vendor/communication/zoom', headers: bearer(as), payload });
const logs = (as: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/vendor/logs/communication${query}`, headers: { ...bearer(as), ...headers } });

/** A `zp-call-log-completed-event` data object as Zoom Phone Smart Embed posts it. */
const zoomEvent = {
  callId: '7262512313145678901',
  callLogId: 'a1b2c3d4-log-0001',
  direction: 'inbound',
  caller: { phoneNumber: '+16145550123', name: 'Caller Name' },
  callee: { phoneNumber: '+16145550100', extensionNumber: 101 },
  dateTime: '2025-03-04T15:30:00Z',
  duration: '01:35',
  result: 'Call connected',
  somethingNew: { nested: true },
};

describe('phone widget call log: POST /api/vendor/communication/zoom', () => {
  it('stores a completed call with parsed parties, start and duration', async () => {
    const res = await report(owner, zoomEvent);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      channel: 'zoom',
      direction: 'inbound',
      from_number: '+16145550123',
      from_name: 'Caller Name',
      to_number: '+16145550100',
      started_at: '2025-03-04T15:30:00.000Z',
      duration_seconds: 95,
      result: 'Call connected',
      user: { name: 'Sam Rivera' },
    });
  });

  it('a repeated report of the same call is stored once and answers the same row', async () => {
    const first = (await report(owner, zoomEvent)).json().data;
    const again = await report(owner, { type: 'zp-call-log-completed-event', data: { ...zoomEvent, duration: 999 } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first);
    const rows = await t.database.db.select().from(communicationLogs).where(eq(communicationLogs.external_id, 'a1b2c3d4-log-0001'));
    expect(rows).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'communication.log'), eq(auditLogs.entity_id, rows[0]!.id)));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]!.after)).not.toContain('5550123');
  });

  it('parses tolerantly: bare strings, epoch times, numeric durations, unknown directions', async () => {
    const res = await report(owner, {
      callId: 42,
      direction: 'Outgoing',
      caller: '6145550100',
      callee: '2165550199',
      dateTime: 1741102200,
      duration: 61.4,
    });
    expect(res.json().data).toMatchObject({
      direction: 'outbound',
      from_number: '6145550100',
      to_number: '2165550199',
      started_at: '2025-03-04T15:30:00.000Z',
      duration_seconds: 61,
    });
    const odd = await report(owner, { callLogId: 'odd-1', direction: 'sideways', dateTime: 'yesterday-ish' });
    expect(odd.json().data).toMatchObject({ direction: 'unknown', duration_seconds: 0, from_number: '' });
  });

  it('needs a call id to deduplicate on', async () => {
    const res = await report(owner, { direction: 'inbound' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.callLogId).toEqual(['The call log id is required.']);
  });

  it("the same call id in another company is that company's own row", async () => {
    const rival = await otherSupplier(t);
    expect((await report(rival.token, zoomEvent)).statusCode).toBe(200);
    const theirs = (await logs(rival.token)).json();
    expect(theirs.meta.total).toBe(1);
    expect(await t.database.db.select().from(communicationLogs).where(eq(communicationLogs.external_id, 'a1b2c3d4-log-0001'))).toHaveLength(
      2,
    );
  });
});

describe('communication logs: GET /api/vendor/logs/communication', () => {
  it('lists the company calls newest first, filtered by direction, dates and text', async () => {
    const all = (await logs(owner)).json();
    expect(all.meta.total).toBe(6); // three seeded, three reported above
    const starts = all.data.map((d: { started_at: string }) => d.started_at);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect((await logs(owner, '?direction=outbound')).json().data.every((d: { direction: string }) => d.direction === 'outbound')).toBe(
      true,
    );
    // 15:30 UTC on March 4th is 10:30 in New York, the owner's time zone.
    const day = (await logs(owner, '?date_from=2025-03-04&date_to=2025-03-04')).json();
    expect(day.meta.total).toBe(2);
    expect((await logs(owner, '?date_from=2025-03-05')).json().data.map((d: { started_at: string }) => d.started_at)).not.toContain(
      '2025-03-04T15:30:00.000Z',
    );
    expect((await logs(owner, '?search=Caller%20Name')).json().meta.total).toBe(1);
  });

  it('refuses malformed dates', async () => {
    expect((await logs(owner, '?date_from=03/04/2025')).statusCode).toBe(422);
    expect((await logs(owner, '?date_to=2025-02-30')).json().errors.date_to).toEqual(['The date is not valid.']);
  });

  it('staff need the "logs" permission at their location', async () => {
    const hr = await t.tokenFor('supplier.hr@demo.test');
    const main = { 'x-location-id': String(await idOfLocation(t, 'Main Warehouse')) };
    expect((await logs(hr, '', main)).statusCode).toBe(200);
    expect((await logs(hr)).statusCode).toBe(403);
    const intake = await t.tokenFor('supplier.staff@demo.test');
    expect((await logs(intake, '', main)).statusCode).toBe(403);
    // Reporting a call needs no permission: every staff member has the phone widget.
    expect((await report(intake, { callLogId: 'intake-1', direction: 'inbound' })).statusCode).toBe(200);
  });
});
