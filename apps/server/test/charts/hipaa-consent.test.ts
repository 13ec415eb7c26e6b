import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { mailOutbox, media, patientHipaaConsents, shortLinks } from '../../src/db/schema';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, newPatient, SIGNATURE, tempDataDir, type Call } from '../orders/helpers';

/**
 * Issue 12, item 7: the HIPAA consent page behind the link `doctor/patients/hipaa/{id}/send-link` mails. The patient
 * signs without signing in; the consent is on file (check), a signed PDF is the patient's document; the link is
 * then used, a forged one is not valid, an expired one has expired.
 */
let t: TestApp;
let dir: ReturnType<typeof tempDataDir>;
let doctor: Call;
let anon: Call;
let patientId: number;
let token: string;

beforeAll(async () => {
  dir = tempDataDir('dme-hipaa-');
  t = await createTestApp({ config: testConfig({ dataDir: dir.dir }) });
  doctor = await as(t, 'doctor@demo.test');
  anon = async (method, url, payload) => {
    const res = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Consenting'))).body.data.id as number;
});
afterAll(async () => {
  await t?.close();
  dir?.remove();
});

describe('HIPAA consent through the mailed link', () => {
  it('mails a short link to the consent page that carries no patient data', async () => {
    const sent = await doctor('POST', `/api/doctor/patients/hipaa/${patientId}/send-link`, { email: 'consenting@patient.test' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.has_consent).toBe(false);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'hipaa-consent-link')).orderBy(desc(mailOutbox.id)).limit(1);
    const hash = /\/s\/([\w-]+)/.exec(mail!.body)![1]!;
    const [link] = await t.database.db.select().from(shortLinks).where(eq(shortLinks.hash, hash));
    expect(link!.target.startsWith('/sign/hipaa/')).toBe(true);
    token = link!.target.slice('/sign/hipaa/'.length);
    const page = await anon('GET', `/api/sign/hipaa/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.data.practice).toBe('Bennett Family Practice');
    expect(page.body.data.text).toContain('Bennett Family Practice and the suppliers');
    expect(JSON.stringify(page.body.data)).not.toContain('Consenting');
  });

  it('takes the signature once and records it on the patient', async () => {
    expect((await anon('POST', `/api/sign/hipaa/${token}`, { signature: 'nope', signer_name: 'C' })).status).toBe(422);
    const signed = await anon('POST', `/api/sign/hipaa/${token}`, { signature: SIGNATURE, signer_name: 'Ann Consenting' });
    expect(signed.status).toBe(200);
    const state = (await doctor('GET', `/api/doctor/patients/hipaa/${patientId}/check`)).body.data;
    expect(state).toMatchObject({ has_consent: true, source: 'signature' });
    const [row] = await t.database.db.select().from(patientHipaaConsents).where(eq(patientHipaaConsents.patient_id, patientId));
    expect(row).toMatchObject({ signer_name: 'Ann Consenting' });
    const [file] = await t.database.db.select().from(media).where(eq(media.id, row!.signature_media_id!));
    expect(file).toMatchObject({ patient_id: patientId, type: 'hipaa_consent', mime: 'application/pdf' });
    const pdf = await PDFDocument.load(readFileSync(join(dir.dir, 'files', file!.storage_key)));
    expect(pdf.getAuthor()).toBe('Ann Consenting');
    const again = await anon('GET', `/api/sign/hipaa/${token}`);
    expect(again.status).toBe(410);
    expect(again.body.message).toContain('already been signed');
    expect((await anon('POST', `/api/sign/hipaa/${token}`, { signature: SIGNATURE, signer_name: 'Someone Else' })).status).toBe(410);
  });

  it('refuses a forged link and an expired one', async () => {
    const forged = await anon('GET', `/api/sign/hipaa/${'B'.repeat(43)}`);
    expect(forged.status).toBe(404);
    expect(forged.body.message).toContain('not valid');
    await doctor('POST', `/api/doctor/patients/hipaa/${patientId}/send-link`, { email: 'consenting@patient.test' });
    const [latest] = await t.database.db.select().from(patientHipaaConsents).where(eq(patientHipaaConsents.patient_id, patientId)).orderBy(desc(patientHipaaConsents.id)).limit(1);
    await t.database.db.update(patientHipaaConsents).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(patientHipaaConsents.id, latest!.id));
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'hipaa-consent-link')).orderBy(desc(mailOutbox.id)).limit(1);
    const [link] = await t.database.db.select().from(shortLinks).where(eq(shortLinks.hash, /\/s\/([\w-]+)/.exec(mail!.body)![1]!));
    const late = await anon('GET', `/api/sign/hipaa/${link!.target.slice('/sign/hipaa/'.length)}`);
    expect(late.status).toBe(410);
    expect(late.body.message).toContain('expired');
  });
});
