import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { allEndpoints, patientStatusWords } from '@dme/contract';
import { auditLogs, insuranceCards, media, orders, patients, patientRequests, users } from '../../src/db/schema';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, idOf, newPatient, tempDataDir, type Call } from '../orders/helpers';
import { cardForm, PNG } from './support';

/**
 * The patient app's calls (issue 13): the demo patient Peter Walsh reaches his own record, orders, insurances and
 * doctors; his order's timeline is the supplier's history in plain words; another patient's ids answer 404 and no
 * other role passes. Card photos land as the patient's documents and the policy on the supplier's insurances tab,
 * listed to check.
 */
let t: TestApp;
let dir: ReturnType<typeof tempDataDir>;
let walsh: Call;
let supplier: Call;
let doctor: Call;
let walshId: number;
let otherPatientId: number;
let otherOrderId: number;

beforeAll(async () => {
  dir = tempDataDir('dme-patient-app-');
  t = await createTestApp({ config: testConfig({ dataDir: dir.dir }) });
  walsh = await as(t, 'patient@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  doctor = await as(t, 'doctor@demo.test');
  const userId = await idOf.user(t, 'patient@demo.test');
  walshId = (await t.database.db.select().from(patients).where(eq(patients.user_id, userId)))[0]!.id;
  // Another patient of the practice with an order at the supplier: never Walsh's to see.
  const [kim] = await t.database.db.select().from(patients).where(eq(patients.last_name, 'Kim'));
  otherPatientId = kim!.id;
  otherOrderId = (await t.database.db.select().from(orders).where(eq(orders.patient_id, otherPatientId)).orderBy(desc(orders.id)))[0]!.id;
});
afterAll(async () => {
  await t?.close();
  dir?.remove();
});

const upload = (token: string, form: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/patient/insurances',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });

describe('the demo patient in the app', () => {
  it('sees his dashboard: a delivery coming with its window, then his orders', async () => {
    const res = await walsh('GET', '/api/patient/dashboard');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.first_name).toBe('Peter');
    expect(d.orders.length).toBeGreaterThanOrEqual(3);
    expect(d.deliveries).toHaveLength(1);
    expect(d.deliveries[0].slot_starts_at).not.toBeNull();
    expect(d.has_insurance).toBe(true);
  });

  it('sees open requests of his record on the dashboard, refills apart', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.patient_id, walshId)).limit(1);
    const [req] = await t.database.db
      .insert(patientRequests)
      .values({
        account_id: order!.vendor_id!,
        patient_id: walshId,
        order_id: order!.id,
        kind: 'document',
        title: 'Upload a photo of your ID',
      })
      .returning();
    const d = (await walsh('GET', '/api/patient/dashboard')).body.data;
    expect(d.requests.map((r: { id: number }) => r.id)).toContain(req!.id);
    expect(d.refills.map((r: { id: number }) => r.id)).not.toContain(req!.id);
  });

  it('lists his orders, newest first, and never a doctor draft', async () => {
    const res = await walsh('GET', '/api/patient/orders?page=1&rowsPerPage=25');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(res.body.data.length);
    const statuses = res.body.data.map((o: { status: number }) => o.status);
    expect(statuses).toEqual(expect.arrayContaining([80, 70, 10]));
    expect(statuses.every((s: number) => s >= 3)).toBe(true);
  });

  it("shows an order's timeline from the supplier's history rows, in plain words", async () => {
    const list = (await walsh('GET', '/api/patient/orders')).body.data as { id: number; status: number }[];
    const delivered = list.find((o) => o.status === 80)!;
    const mine = (await walsh('GET', `/api/patient/orders/${delivered.id}`)).body.data;
    const theirs = (await supplier('GET', `/api/vendor/orders/${delivered.id}/history`)).body.data as {
      to: number;
      from: number | null;
      created_at: string;
    }[];
    const steps = mine.timeline.filter((e: { kind: string }) => e.kind === 'status');
    expect(steps.map((e: { status: number }) => e.status)).toEqual(theirs.map((h) => h.to));
    expect(steps.map((e: { at: string }) => e.at)).toEqual(theirs.map((h) => h.created_at));
    expect(steps[0].title).toBe(patientStatusWords(theirs[0]!.to, null, 'Dr. Olivia Bennett'));
    expect(steps.find((e: { status: number }) => e.status === 80).title).toBe('Delivered');
    // Events written at one status (a request to the patient) read as addressed to the patient.
    expect(steps.map((e: { title: string }) => e.title).filter((title: string) => /\bthe patient\b/i.test(title))).toEqual([]);
    expect(mine.deliveries[0].delivered_at).not.toBeNull();
    expect(mine.items.map((i: { hcpcs: string }) => i.hcpcs)).toContain('E0601');
  });

  it('the scheduled delivery carries its agreed window in the timeline', async () => {
    const list = (await walsh('GET', '/api/patient/orders')).body.data as { id: number; status: number }[];
    const coming = (await walsh('GET', `/api/patient/orders/${list.find((o) => o.status === 70)!.id}`)).body.data;
    const scheduled = coming.timeline.find((e: { status: number }) => e.status === 70);
    expect(scheduled.title).toBe('Scheduled for delivery');
    expect(scheduled.detail).toMatch(/^Delivery window: \w{3}, \d{2}\/\d{2}\/\d{4}, 9:00 AM – 12:00 PM$/);
  });

  it('reads and changes his contact details, not his name', async () => {
    expect((await walsh('GET', '/api/patient/profile')).body.data).toMatchObject({ first_name: 'Peter', last_name: 'Walsh' });
    const res = await walsh('PUT', '/api/patient/profile', { phone: '(614) 555-0199', language: 'Spanish', first_name: 'Someone' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ phone: '6145550199', language: 'Spanish', first_name: 'Peter' });
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'patient.update_own'), eq(auditLogs.entity_id, walshId)));
    expect(entry).toBeDefined();
    expect((await walsh('PUT', '/api/patient/profile', { email: 'not-an-email' })).status).toBe(422);
  });

  it('lists his doctors', async () => {
    const res = await walsh('GET', '/api/patient/doctors');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: 'Dr. Olivia Bennett', npi: '1234567893', practice: 'Bennett Family Practice' }),
    ]);
  });
});

describe('a new insurance card from the phone', () => {
  let insuranceId: number;

  it('refuses a card without both photos, or with a payer not in the list (422, nothing stored)', async () => {
    const token = await t.tokenFor('patient@demo.test');
    const noBack = await upload(token, cardForm({ payer_id: '87726', member_id: 'U1234' }, { front: PNG }));
    expect(noBack.statusCode).toBe(422);
    expect(noBack.json().errors.back).toBeDefined();
    const badPayer = await upload(token, cardForm({ payer_id: 'NOPE', member_id: 'U1234' }, { front: PNG, back: PNG }));
    expect(badPayer.statusCode).toBe(422);
    const notImage = await upload(
      token,
      cardForm({ payer_id: '87726', member_id: 'U1234' }, { front: PNG, back: Buffer.from('%PDF-1.4 nothing') }),
    );
    expect(notImage.statusCode).toBe(422);
    expect(await t.database.db.select().from(insuranceCards)).toHaveLength(0);
  });

  it('adds the policy with its photos; the old primary ends and the supplier sees the new one to check', async () => {
    const token = await t.tokenFor('patient@demo.test');
    const res = await upload(
      token,
      cardForm({ payer_id: '87726', member_id: 'UHC-55120', group_number: 'G77' }, { front: PNG, back: PNG }),
    );
    expect(res.statusCode).toBe(201);
    const card = res.json().data;
    insuranceId = card.id;
    expect(card).toMatchObject({
      payer_name: expect.stringMatching(/United/i),
      member_id: 'UHC-55120',
      type: 'primary',
      is_active: true,
      photos: { front: true, back: true },
    });

    const mine = (await walsh('GET', '/api/patient/insurances')).body.data as { id: number; is_active: boolean }[];
    expect(mine[0]!.id).toBe(insuranceId);
    expect(mine.filter((i) => i.is_active)).toHaveLength(1);

    const tab = (await supplier('GET', `/api/vendor/patients/${walshId}/insurances`)).body.data as {
      id: number;
      member_id: string;
      is_active: boolean;
    }[];
    expect(tab.find((i) => i.id === insuranceId)).toMatchObject({ member_id: 'UHC-55120', is_active: true });
    const photos = await t.database.db
      .select()
      .from(media)
      .where(and(eq(media.patient_id, walshId), eq(media.type, 'insurance_card'), isNull(media.deleted_at)));
    expect(photos).toHaveLength(2);
    const docs = (await supplier('GET', `/api/vendor/patients/${walshId}/media?type=insurance_card`)).body.data;
    expect(docs).toHaveLength(2);

    const toCheck = (await supplier('GET', '/api/vendor/billing/eligibility/to-check')).body;
    expect(toCheck.data.map((r: { insurance_id: number }) => r.insurance_id)).toContain(insuranceId);
    expect((await walsh('GET', `/api/patient/insurances/${insuranceId}`)).body.data.photos).toEqual({ front: true, back: true });
  });

  it('staff without the eligibility key cannot read the to-check list', async () => {
    const intake = await as(t, 'supplier.staff@demo.test');
    expect((await intake('GET', '/api/vendor/billing/eligibility/to-check')).status).toBe(403);
  });

  it("another patient's insurance and order answer 404", async () => {
    const [other] = await t.database.db.select().from(patients).where(eq(patients.id, otherPatientId));
    expect(other).toBeDefined();
    const theirs = (await supplier('GET', `/api/vendor/patients/${otherPatientId}/insurances`)).body.data as { id: number }[];
    expect((await walsh('GET', `/api/patient/insurances/${theirs[0]!.id}`)).status).toBe(404);
    expect((await walsh('GET', `/api/patient/orders/${otherOrderId}`)).status).toBe(404);
    expect((await walsh('GET', '/api/patient/orders/999999')).status).toBe(404);
  });
});

describe('who reaches the patient calls', () => {
  const patientCalls = allEndpoints.filter(
    (e) =>
      e.path.startsWith('/api/patient/') &&
      e.method === 'GET' &&
      !e.path.includes('{') &&
      ['/api/patient/dashboard', '/api/patient/profile', '/api/patient/insurances', '/api/patient/doctors', '/api/patient/orders'].includes(
        e.path,
      ),
  );

  it('doctors, suppliers and drivers get 403', async () => {
    const driver = await as(t, 'driver1@demo.test');
    for (const e of patientCalls) {
      for (const caller of [doctor, supplier, driver]) expect((await caller('GET', e.path)).status).toBe(403);
    }
  });

  it('a patient user linked to no record gets 404, not someone else’s data', async () => {
    const db = t.database.db;
    const [lone] = await db
      .insert(users)
      .values({
        name: 'Lone Patient',
        login: 'lone@demo.test',
        email: 'lone@demo.test',
        role: 'patient',
        password_hash: (await db.select().from(users).where(eq(users.login, 'patient@demo.test')))[0]!.password_hash,
      })
      .returning();
    expect(lone).toBeDefined();
    const lonely = await as(t, 'lone@demo.test');
    for (const e of patientCalls) expect((await lonely('GET', e.path)).status).toBe(404);
  });
});

describe('inviting a patient to the app', () => {
  it('mails a link to set a password; the patient signs in and sees only their own record', async () => {
    const created = await doctor('POST', '/api/doctor/patients', newPatient('Invited', { email: 'ivy.invited@example.com' }));
    const patientId = created.body.data.id as number;
    const accountId = await idOf.account(t, 'Sunrise Medical Supply');
    await t.database.db.execute(`insert into patient_vendors (patient_id, vendor_id) values (${patientId}, ${accountId})`);
    const res = await supplier('POST', `/api/vendor/patients/${patientId}/invite-app`, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'ivy.invited@example.com', already_active: false });
    const userId = res.body.data.user_id as number;
    const { mailOutbox } = await import('../../src/db/schema');
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ivy.invited@example.com'))
      .orderBy(desc(mailOutbox.id));
    const code = /\/hello\/(\d+)\?code=([\w-]+)/.exec(mail!.body);
    expect(code?.[1]).toBe(String(userId));

    const set = await t.app.inject({
      method: 'POST',
      url: `/api/first-login/${userId}`,
      payload: { code: code![2], password: 'Patient123', password_confirmation: 'Patient123' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'ivy.invited@example.com', password: 'Patient123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.role).toBe('patient');
    const ivy = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${login.json().token}` } });
    expect((await ivy('/api/patient/profile')).json().data).toMatchObject({ id: patientId, first_name: 'Invited' });
    expect((await ivy(`/api/patient/orders/${otherOrderId}`)).statusCode).toBe(404);
    // The code is used up.
    expect((await t.app.inject({ method: 'POST', url: `/api/first-login/${userId}`, payload: { code: code![2] } })).statusCode).toBe(404);

    // Invited again once active: told to sign in, no new code.
    const again = await supplier('POST', `/api/vendor/patients/${patientId}/invite-app`, {});
    expect(again.body.data).toMatchObject({ user_id: userId, already_active: true });
  });

  it('refuses an e-mail of a staff sign-in, a patient with no e-mail, and another company’s patient', async () => {
    const created = await doctor('POST', '/api/doctor/patients', newPatient('Nomail'));
    const patientId = created.body.data.id as number;
    const accountId = await idOf.account(t, 'Sunrise Medical Supply');
    await t.database.db.execute(`insert into patient_vendors (patient_id, vendor_id) values (${patientId}, ${accountId})`);
    expect((await supplier('POST', `/api/vendor/patients/${patientId}/invite-app`, {})).status).toBe(422);
    const staff = await supplier('POST', `/api/vendor/patients/${patientId}/invite-app`, { email: 'doctor@demo.test' });
    expect(staff.status).toBe(422);
    expect(staff.body.errors.email).toBeDefined();
    const taken = await supplier('POST', `/api/vendor/patients/${patientId}/invite-app`, { email: 'patient@demo.test' });
    expect(taken.status).toBe(409);
    // The practice's patient not shared with the supplier: 404.
    const hidden = (await doctor('POST', '/api/doctor/patients', newPatient('Hidden', { email: 'hidden@example.com' }))).body.data
      .id as number;
    expect((await supplier('POST', `/api/vendor/patients/${hidden}/invite-app`, {})).status).toBe(404);
  });
});
