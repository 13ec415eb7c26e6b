import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, patientVendors } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as, idOf, newPatient, orderInStatus, type Call } from '../orders/helpers';
import { grantKey, otherSupplier } from '../tasks/other-tenant';

/** Issue 12, message texts: defaults in code, the company's own version checked when saved, previewed and sent. */
let t: TestApp;
let owner: Call;
let intake: Call;
let rival: Call;
let orderId: number;

const INVITE = 4;

beforeAll(async () => {
  t = await createTestApp();
  const doctor = await as(t, 'doctor@demo.test');
  owner = await as(t, 'supplier@demo.test');
  intake = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'Main Warehouse'));
  await otherSupplier(t);
  rival = await as(t, 'rival@demo.test');
  const patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Previewed', { last_name: 'Texter' }))).body.data.id as number;
  await t.database.db.insert(patientVendors).values({ patient_id: patientId, vendor_id: await idOf.account(t, 'Sunrise Medical Supply') }).onConflictDoNothing();
  orderId = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
}, 60_000);
afterAll(() => t.close());

describe('message texts', () => {
  it('lists the texts the product sends with their defaults and placeholders', async () => {
    const res = await owner('GET', '/api/vendor/system/texts');
    expect(res.status).toBe(200);
    const keys = res.body.data.map((x: { key: string }) => x.key);
    expect(keys).toEqual(expect.arrayContaining(['order-sign-link', 'order-quiz-link', 'hipaa-consent-link', 'doctor-invitation']));
    const invite = res.body.data.find((x: { id: number }) => x.id === INVITE);
    expect(invite).toMatchObject({ is_custom: false, required: ['link'] });
    expect(invite.body).toBe(invite.default_body);
  });

  it('an unknown placeholder is a 422 naming it; a text without its {link} too', async () => {
    const unknown = await owner('PUT', `/api/vendor/system/texts/${INVITE}`, { subject: 'Hi {doctor_nam}', body: 'Open {link}' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.subject[0]).toContain('{doctor_nam}');
    const noLink = await owner('PUT', `/api/vendor/system/texts/${INVITE}`, { subject: 'Hi', body: 'Welcome, {doctor_name}.' });
    expect(noLink.status).toBe(422);
    expect(noLink.body.errors.body[0]).toContain('{link}');
    expect((await owner('PUT', '/api/vendor/system/texts/999', { subject: 'x', body: '{link}' })).status).toBe(404);
  });

  it('previews an edited text with a real order of the company, sending nothing', async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const res = await owner('POST', `/api/vendor/system/texts/2/preview`, { subject: 'Order {order_number}', body: 'Dear {patient_name}, {link}', order_id: orderId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subject: `Order ${orderId}`, record: { kind: 'order', id: orderId } });
    expect(res.body.data.body).toContain('Dear Previewed Texter');
    expect((await owner('POST', `/api/vendor/system/texts/2/preview`, { subject: '{nope}', body: '{link}' })).status).toBe(422);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
    expect((await rival('POST', `/api/vendor/system/texts/2/preview`, { subject: 'x', body: '{link}', order_id: orderId })).status).toBe(404);
  });

  it("a saved text is the company's: the next invitation mail uses it", async () => {
    const saved = await owner('PUT', `/api/vendor/system/texts/${INVITE}`, {
      subject: '{company_name} invites {doctor_name}',
      body: 'Hello {doctor_name}, join us here: {link}',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ is_custom: true, subject: '{company_name} invites {doctor_name}' });
    const res = await owner('POST', '/api/vendor/doctors', { npi: '1176543217', name: 'Dr. Tess Text', email: 'tess.text@example.com', practice_name: 'Text Clinic' });
    expect(res.status).toBe(201);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'tess.text@example.com'));
    expect(mail!.subject).toBe('Sunrise Medical Supply invites Dr. Tess Text');
    expect(mail!.body).toMatch(/^Hello Dr\. Tess Text, join us here: http:\/\/localhost:8080\/invite\/\d+\?code=/);
  });

  it('another company still sends the default; staff need "manage catalog texts" to edit', async () => {
    expect((await rival('GET', '/api/vendor/system/texts')).body.data.find((x: { id: number }) => x.id === INVITE).is_custom).toBe(false);
    const body = { subject: 'Staff {doctor_name}', body: '{link}' };
    expect((await intake('PUT', `/api/vendor/system/texts/${INVITE}`, body)).status).toBe(403);
    await grantKey(t, 'supplier.staff@demo.test', 'Main Warehouse', 'manage catalog texts');
    expect((await intake('PUT', `/api/vendor/system/texts/${INVITE}`, body)).status).toBe(200);
  });
});
