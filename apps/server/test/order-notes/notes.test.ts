import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLogs, systemNotifications } from '../../src/db/schema';
import type { RealtimeApi } from '../../src/app-context';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, idOf, newPatient, orderInStatus, type Call } from '../orders/helpers';

/**
 * Notes on an order, read by both sides (internal ones by the author's side only), with @mentions: each mentioned
 * person gets the realtime `note-mention` event on `private-user.{id}` and an in-app notice.
 */
const sent: { channel: string; event: string; data: unknown }[] = [];
const realtime: RealtimeApi = {
  register: async () => undefined,
  broadcast: async (channel, event, data) => {
    sent.push({ channel, event, data });
  },
  authorize: () => ({ auth: 'test' }),
};

let t: TestApp;
let doctor: Call;
let supplier: Call;
let intakeMain: Call;
let intakeEast: Call;
let otherDoctor: Call;
let otherSupplier: Call;
let ids: Record<'doctor' | 'supplier' | 'intake' | 'docStaff' | 'pt', number>;
let orderId: number;
let draftId: number;

beforeAll(async () => {
  t = await createTestApp({ realtime });
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  intakeMain = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'Main Warehouse'));
  intakeEast = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'East Branch'));
  otherDoctor = await as(t, (await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics')).login);
  otherSupplier = await as(t, (await createTenant(t.database.db, 'supplier', 'Northwind Home Medical')).login);
  ids = {
    doctor: await idOf.user(t, 'doctor@demo.test'),
    supplier: await idOf.user(t, 'supplier@demo.test'),
    intake: await idOf.user(t, 'supplier.staff@demo.test'),
    docStaff: await idOf.user(t, 'doctor.staff@demo.test'),
    pt: await idOf.user(t, 'doctor.pt@demo.test'),
  };
  const patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Noted'))).body.data.id;
  orderId = await orderInStatus(t, doctor, patientId, 10, ['E0143'], ['M25561']);
  draftId = await orderInStatus(t, doctor, patientId, 1, ['E0143'], ['M25561']);
});
afterAll(() => t?.close());
beforeEach(() => {
  sent.length = 0;
});

describe('persons to mention', () => {
  it("lists the practice's people at the order's office and the supplier's people", async () => {
    const res = await supplier('GET', `/api/vendor/orders/${orderId}/persons`);
    expect(res.status).toBe(200);
    const people = res.body.data as { id: number; side: string; is_prescriber: boolean }[];
    expect(people.find((p) => p.id === ids.doctor)).toMatchObject({ side: 'doctor', is_prescriber: true });
    expect(people.find((p) => p.id === ids.docStaff)).toMatchObject({ side: 'doctor', is_prescriber: false });
    // The physical therapist works at North Clinic only; the order is at Downtown Office.
    expect(people.some((p) => p.id === ids.pt)).toBe(false);
    expect(people.filter((p) => p.side === 'supplier').map((p) => p.id)).toEqual(expect.arrayContaining([ids.supplier, ids.intake]));
    expect((await doctor('GET', `/api/doctor/orders/${orderId}/persons`)).body.data).toEqual(people);
  });

  it("a draft the supplier has not received yet lists the practice's people only", async () => {
    const people = (await doctor('GET', `/api/doctor/orders/${draftId}/persons`)).body.data as { side: string }[];
    expect(people.every((p) => p.side === 'doctor')).toBe(true);
  });
});

describe('writing notes', () => {
  let supplierNote: number;

  it('a supplier note mentioning the prescriber broadcasts note-mention on their private channel', async () => {
    const res = await intakeMain('POST', '/api/vendor/notes', {
      order_id: orderId,
      body: '  @Dr. Olivia Bennett the CMN is ready for you.  ',
      mention_ids: [ids.doctor, ids.doctor],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      order_id: orderId,
      body: '@Dr. Olivia Bennett the CMN is ready for you.',
      side: 'supplier',
      is_internal: false,
      author: { id: ids.intake, name: 'Tina Brooks' },
      mentions: [{ id: ids.doctor, name: 'Dr. Olivia Bennett' }],
      is_own: true,
      edited: false,
    });
    supplierNote = res.body.data.id;
    expect(sent).toEqual([
      {
        channel: `private-user.${ids.doctor}`,
        event: 'note-mention',
        data: { order_id: orderId, note_id: supplierNote, author: 'Tina Brooks', excerpt: '@Dr. Olivia Bennett the CMN is ready for you.' },
      },
    ]);
    const [notice] = await t.database.db
      .select()
      .from(systemNotifications)
      .where(eq(systemNotifications.user_id, ids.doctor))
      .orderBy(desc(systemNotifications.id))
      .limit(1);
    expect(notice).toMatchObject({ title: 'Tina Brooks mentioned you in a note', link: `/doctor/orders/${orderId}/edit` });
    expect(
      await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'note.create'), eq(auditLogs.entity_id, supplierNote))),
    ).toHaveLength(1);
  });

  it('the doctor reads it and answers; a long note is cut in the event excerpt', async () => {
    const list = await doctor('GET', `/api/doctor/notes?order_id=${orderId}`);
    expect(list.body.data.map((n: { id: number; is_own: boolean }) => [n.id, n.is_own])).toEqual([[supplierNote, false]]);
    const long = `Thanks. ${'x'.repeat(300)}`;
    const res = await doctor('POST', '/api/doctor/notes', { order_id: orderId, body: long, mention_ids: [ids.intake] });
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe(`private-user.${ids.intake}`);
    expect((sent[0]!.data as { excerpt: string }).excerpt).toHaveLength(140);
    const [notice] = await t.database.db
      .select()
      .from(systemNotifications)
      .where(eq(systemNotifications.user_id, ids.intake))
      .orderBy(desc(systemNotifications.id))
      .limit(1);
    expect(notice!.link).toBe(`/supplier/orders/${orderId}/edit`);
  });

  it("internal notes stay on the author's side and mention only that side", async () => {
    const refused = await supplier('POST', '/api/vendor/notes', {
      order_id: orderId,
      body: 'Check the copay first.',
      is_internal: true,
      mention_ids: [ids.doctor],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ mention_ids: ['An internal note can mention only people of your own side of the order.'] });
    const res = await supplier('POST', '/api/vendor/notes', {
      order_id: orderId,
      body: 'Check the copay first.',
      is_internal: true,
      mention_ids: [ids.intake],
    });
    expect(res.status).toBe(200);
    expect((await doctor('GET', `/api/doctor/notes?order_id=${orderId}`)).body.meta.total).toBe(2);
    expect(
      (await supplier('GET', `/api/vendor/notes?order_id=${orderId}&internal=1`)).body.data.map((n: { body: string }) => n.body),
    ).toEqual(['Check the copay first.']);
    expect((await doctor('PUT', `/api/doctor/notes/${res.body.data.id}`, { body: 'x' })).status).toBe(404);
  });

  it('latest answers the five newest the caller may read', async () => {
    for (let i = 1; i <= 5; i++) await doctor('POST', '/api/doctor/notes', { order_id: orderId, body: `Note ${i}` });
    const latest = await doctor('GET', `/api/doctor/orders/${orderId}/notes/latest`);
    expect(latest.body.data.map((n: { body: string }) => n.body)).toEqual(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect((await supplier('GET', `/api/vendor/orders/${orderId}/notes/latest`)).body.data.map((n: { body: string }) => n.body)[0]).toBe(
      'Note 5',
    );
  });

  it('422 for an empty or too long note, a missing order, or someone not on the order', async () => {
    expect((await doctor('POST', '/api/doctor/notes', { order_id: orderId, body: '   ' })).body.errors).toEqual({
      body: ['The note field is required.'],
    });
    expect((await doctor('POST', '/api/doctor/notes', { order_id: orderId, body: 'x'.repeat(5001) })).status).toBe(422);
    expect((await doctor('POST', '/api/doctor/notes', { body: 'hi' })).body.errors).toHaveProperty('order_id');
    const stranger = await createTenant(t.database.db, 'supplier', 'Stranger Supply');
    expect(
      (await doctor('POST', '/api/doctor/notes', { order_id: orderId, body: 'hi', mention_ids: [stranger.userId] })).body.errors,
    ).toEqual({ mention_ids: ['The mentioned person is not on this order.'] });
    expect((await doctor('POST', '/api/doctor/notes', { order_id: orderId, body: 'hi', mention_ids: [ids.pt] })).status).toBe(422);
    expect((await doctor('GET', '/api/doctor/notes')).body.errors).toHaveProperty('order_id');
    expect(sent).toEqual([]);
  });

  describe('editing and deleting (`manage notes`)', () => {
    it("edits its own side's note; only people newly mentioned are told", async () => {
      const res = await intakeMain('PUT', `/api/vendor/notes/${supplierNote}`, {
        body: 'The CMN is ready, doctor.',
        mention_ids: [ids.doctor, ids.docStaff],
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        body: 'The CMN is ready, doctor.',
        edited: true,
        mentions: [{ id: ids.doctor }, { id: ids.docStaff }],
      });
      expect(sent.map((s) => s.channel)).toEqual([`private-user.${ids.docStaff}`]);
    });

    it("403 for the other side's note and for staff without the key; 404 for other tenants", async () => {
      expect((await doctor('PUT', `/api/doctor/notes/${supplierNote}`, { body: 'mine now' })).status).toBe(403);
      expect((await doctor('DELETE', `/api/doctor/notes/${supplierNote}`)).status).toBe(403);
      expect((await intakeEast('PUT', `/api/vendor/notes/${supplierNote}`, { body: 'east' })).status).toBe(403);
      expect((await otherSupplier('PUT', `/api/vendor/notes/${supplierNote}`, { body: 'x' })).status).toBe(404);
      expect((await otherSupplier('DELETE', `/api/vendor/notes/${supplierNote}`)).status).toBe(404);
      expect((await otherSupplier('GET', `/api/vendor/notes?order_id=${orderId}`)).status).toBe(404);
      expect((await otherDoctor('POST', '/api/doctor/notes', { order_id: orderId, body: 'hi' })).status).toBe(404);
      expect((await otherDoctor('GET', `/api/doctor/orders/${orderId}/notes/latest`)).status).toBe(404);
      expect((await otherDoctor('GET', `/api/doctor/orders/${orderId}/persons`)).status).toBe(404);
      expect((await supplier('GET', `/api/vendor/notes?order_id=${draftId}`)).status).toBe(404);
    });

    it('staff without "order view {status}" cannot read the notes', async () => {
      const planner = await as(t, 'planner@demo.test', await idOf.location(t, 'Main Warehouse'));
      expect((await planner('GET', `/api/vendor/notes?order_id=${orderId}`)).status).toBe(403);
      expect((await planner('POST', '/api/vendor/notes', { order_id: orderId, body: 'hi' })).status).toBe(403);
    });

    it('deletes its own note (204); it is gone from both lists', async () => {
      expect((await intakeMain('DELETE', `/api/vendor/notes/${supplierNote}`)).status).toBe(204);
      expect(
        (await doctor('GET', `/api/doctor/notes?order_id=${orderId}&rowsPerPage=100`)).body.data.some(
          (n: { id: number }) => n.id === supplierNote,
        ),
      ).toBe(false);
      expect((await intakeMain('DELETE', `/api/vendor/notes/${supplierNote}`)).status).toBe(404);
    });
  });
});
