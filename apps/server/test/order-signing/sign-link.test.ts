import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLogs, mailOutbox, orderSignatures, orderSignLinks } from '../../src/db/schema';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, idOf, newPatient, orderInStatus, SIGNATURE, tempDataDir, type Call } from '../orders/helpers';

/**
 * Signing through a link: the practice (staff too) asks the prescriber to sign; the short link leads to the public
 * page `/sign/doc-order/{userId}/{orderId}?token=...`, whose calls work without a sign-in for that one order and
 * prescriber, once, until the link expires or a newer one replaces it.
 */
let t: TestApp;
const dataDir = tempDataDir();
let doctor: Call;
let doctorStaff: Call;
let otherDoctor: Call;
let anonymous: Call;
let doctorId: number;
let patientId: number;
let orderId: number;

interface Link {
  url: string;
  path: string;
  userId: number;
  orderId: number;
  token: string;
}

/** Follows the short link as the browser would: `/s/{hash}` -> the in-app signing path. */
async function follow(url: string): Promise<Link> {
  const hash = url.split('/s/')[1]!;
  const res = await anonymous('GET', `/api/s/${hash}`);
  expect(res.status).toBe(200);
  const path = res.body.data.redirect_to as string;
  const m = /^\/sign\/doc-order\/(\d+)\/(\d+)\?token=([\w-]+)$/.exec(path)!;
  expect(m).not.toBeNull();
  return { url, path, userId: Number(m[1]), orderId: Number(m[2]), token: m[3]! };
}

const page = (l: Pick<Link, 'userId' | 'orderId'>) => `/api/sign/doc-order/${l.userId}/${l.orderId}`;

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ dataDir: dataDir.dir, publicUrl: 'https://portal.example.test' }) });
  doctor = await as(t, 'doctor@demo.test');
  doctorStaff = await as(t, 'doctor.staff@demo.test', await idOf.location(t, 'Downtown Office'));
  otherDoctor = await as(t, (await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics')).login);
  anonymous = async (method, url, payload) => {
    const res = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  doctorId = await idOf.user(t, 'doctor@demo.test');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Linked'))).body.data.id;
  orderId = await orderInStatus(t, doctor, patientId, 20, ['E1390']);
});
afterAll(async () => {
  await t?.close();
  dataDir.remove();
});

describe('asking the prescriber to sign', () => {
  it('staff get a short link for this order and prescriber, good for 72 hours', async () => {
    const res = await doctorStaff('POST', `/api/doctor/orders/${orderId}/sign/by/link`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ how: 'link', sent_to: null });
    expect(res.body.data.url).toMatch(/^https:\/\/portal\.example\.test\/s\/[\w-]{24}$/);
    const hours = (Date.parse(res.body.data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const link = await follow(res.body.data.url);
    expect([link.userId, link.orderId]).toEqual([doctorId, orderId]);
    expect(link.token.length).toBeGreaterThanOrEqual(43);
    // Only the token's hash is kept, and the audit row carries no token.
    const [row] = await t.database.db.select().from(orderSignLinks).where(eq(orderSignLinks.order_id, orderId));
    expect(row!.token_hash).not.toContain(link.token);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'order.sign_link'), eq(auditLogs.entity_id, orderId)));
    expect(JSON.stringify(entry!.after)).not.toContain(link.token);
  });

  it('email: mails the link to the prescriber, with no patient data in the mail', async () => {
    const res = await doctor('POST', `/api/doctor/orders/${orderId}/sign/by/email`);
    expect(res.status).toBe(200);
    expect(res.body.data.sent_to).toBe('doctor@demo.test');
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'order-sign-link'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail).toMatchObject({ to: 'doctor@demo.test', subject: `Order #${orderId} waits for your signature` });
    expect(mail!.body).toContain(res.body.data.url);
    expect(mail!.body).not.toContain('Linked');
  });

  it('422 for another way of asking; 404 for another practice; 409 when nothing waits for a signature', async () => {
    expect((await doctor('POST', `/api/doctor/orders/${orderId}/sign/by/fax`)).status).toBe(422);
    expect((await otherDoctor('POST', `/api/doctor/orders/${orderId}/sign/by/link`)).status).toBe(404);
    const draft = await orderInStatus(t, doctor, patientId, 1, ['E0143']);
    expect((await doctor('POST', `/api/doctor/orders/${draft}/sign/by/link`)).status).toBe(409);
  });
});

describe('the public signing page', () => {
  let link: Link;

  it('a newer link replaces the earlier ones (410)', async () => {
    const older = await follow((await doctor('POST', `/api/doctor/orders/${orderId}/sign/by/link`)).body.data.url);
    link = await follow((await doctor('POST', `/api/doctor/orders/${orderId}/sign/by/link`)).body.data.url);
    const res = await anonymous('GET', `${page(older)}?token=${older.token}`);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe('This signing link has been replaced by a newer one.');
  });

  it('shows the documents to sign without a sign-in', async () => {
    const res = await anonymous('GET', `${page(link)}?token=${link.token}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      order_id: orderId,
      can_sign: true,
      signer: { id: doctorId, name: 'Dr. Olivia Bennett' },
      patient: { full_name: 'Linked Orderly', dob: '1951-02-03' },
      practice: 'Bennett Family Practice',
    });
    expect(res.body.data.documents.map((d: { kind: string }) => d.kind)).toEqual(['prescription', 'cmn']);
  });

  it('answers 404 for a wrong token, another order or another user, and 422 without a token', async () => {
    expect((await anonymous('GET', `${page(link)}?token=${'x'.repeat(43)}`)).status).toBe(404);
    expect((await anonymous('GET', `${page({ ...link, orderId: link.orderId + 1 })}?token=${link.token}`)).status).toBe(404);
    expect((await anonymous('GET', `${page({ ...link, userId: link.userId + 1 })}?token=${link.token}`)).status).toBe(404);
    expect((await anonymous('GET', page(link))).status).toBe(422);
    expect((await anonymous('POST', page(link), { token: link.token })).body.errors).toHaveProperty('signature');
  });

  it('signs as the prescriber: the order moves on and the PDFs record the link', async () => {
    const res = await anonymous('POST', page(link), { token: link.token, signature: SIGNATURE });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ order_id: orderId, status_name: 'In work' });
    expect(
      res.body.data.documents.map((d: { kind: string; via: string; signer_id: number; title: string }) => [
        d.kind,
        d.via,
        d.signer_id,
        d.title,
      ]),
    ).toEqual([
      ['cmn', 'link', doctorId, 'Certificate of Medical Necessity'],
      ['prescription', 'link', doctorId, 'Prescription (Detailed Written Order)'],
    ]);
    const order = (await doctor('GET', `/api/doctor/orders/${orderId}`)).body.data;
    expect(order).toMatchObject({ status: 21, prsc_signed_by: doctorId });
    const rows = await t.database.db.select().from(orderSignatures).where(eq(orderSignatures.order_id, orderId));
    expect(rows.every((r) => r.via === 'link' && r.link_id !== null)).toBe(true);
  });

  it('the link works once (410 afterwards)', async () => {
    const again = await anonymous('POST', page(link), { token: link.token, signature: SIGNATURE });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('This signing link has already been used.');
    expect((await anonymous('GET', `${page(link)}?token=${link.token}`)).status).toBe(410);
  });

  it('an expired link answers 410', async () => {
    await t.database.db
      .update(orderSignLinks)
      .set({ used_at: null, revoked_at: null, expires_at: new Date(Date.now() - 1000) })
      .where(eq(orderSignLinks.order_id, orderId));
    const res = await anonymous('GET', `${page(link)}?token=${link.token}`);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe('This signing link has expired.');
  });
});
