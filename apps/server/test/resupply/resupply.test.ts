import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderItems, orders, patientRequests } from '../../src/db/schema';
import { runResupply } from '../../src/modules/resupply/resupply.job';
import { sha256 } from '../../src/lib/secrets';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, idOf, type Call } from '../orders/helpers';
import { otherSupplier } from '../tasks/other-tenant';
import { deliveredOrder, latestRefillLink, patientWithLogin, requestsOfItem } from './fixtures';

/**
 * Issue 13 item 7: the resupply job on a clock set forward makes one refill request per due line (and none on a
 * second run), mails a link and two reminders, then lists the request to phone; the patient confirms through the
 * link without signing in (once), which creates the refill order with the answers on its history.
 */
let t: TestApp;
let doctor: Call;
let supplier: Call;
let rival: Call;
let anon: Call;
let ann: { patientId: number; userId: number };
let orderId: number;
let items: Record<string, number>;
const config = testConfig();
const ANN = 'ann.refill@example.test';
// Delivered Jan 10, 2027 at 10 am in Columbus: the cushion (A7031, monthly) is due Feb 10, the mask (A7030) Apr 10.
const DELIVERED = new Date('2027-01-10T15:00:00Z');
const at = (iso: string) => new Date(iso);
let requestId: number;
let firstToken: string;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  await otherSupplier(t);
  rival = await as(t, 'rival@demo.test');
  anon = async (method, url, payload) => {
    const res = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  ann = await patientWithLogin(t, doctor, 'Ann', ANN);
  ({ orderId, itemIds: items } = await deliveredOrder(t, doctor, ann.patientId, ['A7030', 'A7031'], DELIVERED));
});
afterAll(async () => {
  await t?.close();
});

describe('the resupply job', () => {
  it('asks nothing before the lead days, then exactly one request per due line; a second run adds none', async () => {
    await runResupply(t.database.db, config, at('2027-01-30T12:00:00Z'));
    expect(await requestsOfItem(t, items.A7031!)).toHaveLength(0);
    // Feb 1 is within 10 days of Feb 10: the cushion is asked for, the mask (due Apr 10) is not.
    await runResupply(t.database.db, config, at('2027-02-01T12:00:00Z'));
    await runResupply(t.database.db, config, at('2027-02-01T13:00:00Z'));
    const made = await requestsOfItem(t, items.A7031!);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: 'open', due_date: '2027-02-10', order_id: orderId, patient_id: ann.patientId, reminders_sent: 0 });
    expect(await requestsOfItem(t, items.A7030!)).toHaveLength(0);
    expect((await latestRefillLink(t, ANN)).count).toBe(1);
    requestId = made[0]!.id;
    firstToken = (await latestRefillLink(t, ANN)).token;
    const history = (await supplier('GET', `/api/vendor/orders/${orderId}/history`)).body.data as { note: string }[];
    expect(history.some((h) => h.note.startsWith('Refill request for') && h.note.endsWith('(due 02/10/2027) mailed to the patient.'))).toBe(true);
  });

  it('mails two reminders three days apart, then lists the request for the staff to phone', async () => {
    await runResupply(t.database.db, config, at('2027-02-04T12:30:00Z'));
    await runResupply(t.database.db, config, at('2027-02-04T13:00:00Z'));
    let [row] = await requestsOfItem(t, items.A7031!);
    expect(row!.reminders_sent).toBe(1);
    expect((await latestRefillLink(t, ANN)).count).toBe(2);
    await runResupply(t.database.db, config, at('2027-02-07T13:00:00Z'));
    [row] = await requestsOfItem(t, items.A7031!);
    expect(row!.reminders_sent).toBe(2);
    expect((await supplier('GET', '/api/vendor/resupply/unanswered')).body.data.map((r: { id: number }) => r.id)).not.toContain(requestId);
    await runResupply(t.database.db, config, at('2027-02-10T13:00:00Z'));
    [row] = await requestsOfItem(t, items.A7031!);
    expect(row).toMatchObject({ reminders_sent: 2, next_reminder_at: null, status: 'open' });
    expect((await latestRefillLink(t, ANN)).count).toBe(3);
    const list = await supplier('GET', '/api/vendor/resupply/unanswered');
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(expect.objectContaining({ id: requestId, order_id: orderId, due_date: '2027-02-10', reminders_sent: 2, patient: expect.objectContaining({ id: ann.patientId }) }));
    expect((await rival('GET', '/api/vendor/resupply/unanswered')).body.data).toEqual([]);
    const notes = ((await supplier('GET', `/api/vendor/orders/${orderId}/history`)).body.data as { note: string }[]).map((h) => h.note);
    expect(notes).toEqual(expect.arrayContaining(['Refill reminder 1 mailed to the patient.', 'Refill reminder 2 mailed to the patient.', 'No answer to the refill request after 2 reminders: phone the patient.']));
  });
});

describe('the patient sees only their own requests', () => {
  it('lists and shows the request to its patient, and 404s it to another patient', async () => {
    const mine = await as(t, ANN);
    const list = await mine('GET', '/api/patient/requests');
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(expect.objectContaining({ id: requestId, kind: 'refill', status: 'open', can_answer: true, due_date: '2027-02-10', supplier: 'Sunrise Medical Supply' }));
    expect((await mine('GET', `/api/patient/requests/${requestId}`)).body.data.item).toMatchObject({ hcpcs: 'A7031', quantity: 1 });
    await patientWithLogin(t, doctor, 'Bob', 'bob.refill@example.test');
    const other = await as(t, 'bob.refill@example.test');
    expect((await other('GET', `/api/patient/requests/${requestId}`)).status).toBe(404);
    expect((await other('POST', `/api/patient/requests/${requestId}/answer`, { decision: 'decline' })).status).toBe(404);
    expect((await other('GET', '/api/patient/requests')).body.data).toEqual([]);
    expect((await supplier('GET', `/api/patient/requests/${requestId}`)).status).toBe(403);
  });
});

describe('the short link', () => {
  it('works without signing in: shows the refill, refuses missing answers, confirms once into a refill order', async () => {
    const { token } = await latestRefillLink(t, ANN);
    const shown = await anon('GET', `/api/refill/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ first_name: 'Ann', supplier: 'Sunrise Medical Supply', item: { hcpcs: 'A7031' }, due_date: '2027-02-10' });
    const missing = await anon('POST', `/api/refill/${token}`, { decision: 'confirm', still_using: true });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(expect.arrayContaining(['fits', 'hours_per_night']));
    const answers = { decision: 'confirm', still_using: true, fits: false, hours_per_night: 7, problems: 'The cushion leaks at the nose' };
    const done = await anon('POST', `/api/refill/${token}`, answers);
    expect(done.status).toBe(200);
    const refillId = done.body.data.result_order_id as number;
    expect(done.body.data).toMatchObject({ status: 'answered', supplier: 'Sunrise Medical Supply' });

    const [made] = await t.database.db.select().from(orders).where(eq(orders.id, refillId));
    expect(made).toMatchObject({ refill_for: orderId, refill_index: 1, status: 5, type: 'refill', patient_id: ann.patientId });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, refillId));
    expect(lines.map((l) => l.equipment_id)).toEqual([(await t.database.db.select().from(orderItems).where(eq(orderItems.id, items.A7031!)))[0]!.equipment_id]);
    const created = (await supplier('GET', `/api/vendor/orders/${refillId}/history`)).body.data[0].note as string;
    expect(created).toContain(`Refill of order #${orderId} confirmed by the patient.`);
    expect(created).toContain('Are you still using your device? yes');
    expect(created).toContain('Does the mask or cushion still fit and seal well? no');
    expect(created).toContain('Hours a night: 7');
    expect(created).toContain('The cushion leaks at the nose');
    const refills = await supplier('GET', `/api/vendor/orders/${orderId}/refills`);
    expect(refills.body.data.orders.map((o: { id: number }) => o.id)).toContain(refillId);
    const notes = ((await supplier('GET', `/api/vendor/orders/${orderId}/history`)).body.data as { note: string }[]).map((h) => h.note);
    expect(notes.some((n) => n.includes(`through the refill link: refill order #${refillId}`))).toBe(true);

    // Used: both calls refuse it now, and the request shows answered in the app and off the to-phone list.
    expect((await anon('GET', `/api/refill/${token}`)).status).toBe(410);
    expect((await anon('POST', `/api/refill/${token}`, answers)).status).toBe(410);
    const mine = await as(t, ANN);
    expect((await mine('GET', `/api/patient/requests/${requestId}`)).body.data).toMatchObject({ status: 'answered', result_order_id: refillId, can_answer: false });
    expect((await supplier('GET', '/api/vendor/resupply/unanswered')).body.data.map((r: { id: number }) => r.id)).not.toContain(requestId);
    // A confirmed line is carried on by its refill order: the job asks for it no more.
    await runResupply(t.database.db, config, at('2027-03-05T13:00:00Z'));
    expect(await requestsOfItem(t, items.A7031!)).toHaveLength(1);
  });

  it('refuses an expired link, a replaced one and one that never existed', async () => {
    const token = 'expired-token-0123456789abcdef';
    await t.database.db.insert(patientRequests).values({
      account_id: await idOf.account(t, 'Sunrise Medical Supply'),
      patient_id: ann.patientId,
      order_id: orderId,
      order_item_id: items.A7030!,
      kind: 'refill',
      title: 'Refill: old mask',
      due_date: '2026-12-01',
      link_hash: sha256(token),
      link_expires_at: new Date(Date.now() - 60_000),
    });
    const expired = await anon('GET', `/api/refill/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This link has expired.');
    expect((await anon('POST', `/api/refill/${token}`, { decision: 'decline' })).status).toBe(410);
    expect((await anon('GET', `/api/refill/${'x'.repeat(40)}`)).status).toBe(404);
    // The first mail's link was replaced by each reminder's.
    expect(firstToken).toMatch(/^[\w-]{43}$/);
    expect((await anon('GET', `/api/refill/${firstToken}`)).status).toBe(404);
    expect((await anon('GET', '/api/refill/short')).status).toBe(422);
    await t.database.db.delete(patientRequests).where(eq(patientRequests.link_hash, sha256(token)));
  });
});

describe('answering in the app', () => {
  it('declines a refill with a reason, then confirms the next one into a refill order', async () => {
    const mine = await as(t, ANN);
    // The mask (A7030, every 3 months) is due Apr 10: asked on Apr 1.
    await runResupply(t.database.db, config, at('2027-04-01T12:00:00Z'));
    const [mask] = await requestsOfItem(t, items.A7030!);
    expect(mask).toMatchObject({ status: 'open', due_date: '2027-04-10' });
    expect((await mine('POST', `/api/patient/requests/${mask!.id}/answer`, { decision: 'confirm' })).status).toBe(422);
    const declined = await mine('POST', `/api/patient/requests/${mask!.id}/answer`, { decision: 'decline', problems: 'I have spare masks' });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'declined', result_order_id: null, answers: { decision: 'decline', problems: 'I have spare masks' } });
    expect((await mine('POST', `/api/patient/requests/${mask!.id}/answer`, { decision: 'decline' })).status).toBe(409);
    // Declined: the next period is asked for (Jul 10), once.
    await runResupply(t.database.db, config, at('2027-07-01T12:00:00Z'));
    await runResupply(t.database.db, config, at('2027-07-01T12:30:00Z'));
    const next = (await requestsOfItem(t, items.A7030!)).find((r) => r.status === 'open');
    expect(next).toMatchObject({ due_date: '2027-07-10' });
    const confirmed = await mine('POST', `/api/patient/requests/${next!.id}/answer`, { decision: 'confirm', still_using: true, fits: true, hours_per_night: 6 });
    expect(confirmed.status).toBe(200);
    const refillId = confirmed.body.data.result_order_id as number;
    const [made] = await t.database.db.select().from(orders).where(and(eq(orders.id, refillId), eq(orders.refill_for, orderId)));
    expect(made).toMatchObject({ refill_index: 2, created_by: ann.userId });
    const list = await supplier('GET', '/api/vendor/orders');
    expect(list.body.data.map((o: { id: number }) => o.id)).toContain(refillId);
    const notes = ((await supplier('GET', `/api/vendor/orders/${orderId}/history`)).body.data as { note: string }[]).map((h) => h.note);
    expect(notes.some((n) => n.startsWith('The patient declined the refill of') && n.endsWith('in the app: I have spare masks.'))).toBe(true);
  });
});
