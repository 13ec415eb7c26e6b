import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { mailOutbox, media, patientAddresses, patientVendors, satisfactionSurveys, shortLinks } from '../../src/db/schema';
import { mailPendingSurveys } from '../../src/modules/charts/satisfaction.service';
import { sha256 } from '../../src/lib/secrets';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, idOf, newPatient, orderInStatus, SIGNATURE, tempDataDir, type Call } from '../orders/helpers';
import { otherSupplier } from '../tasks/other-tenant';

/**
 * Issue 12, item 6 on the server: a delivery opens a satisfaction survey whose link is mailed; the patient answers
 * and signs without signing in; the scores roll up in the list; the link is refused after use, forged or expired.
 * A measurement chart is filled on an order item, sent through a link, signed, and is a PDF in the order's
 * documents. Staff without `satisfaction` get 403; another company's ids 404.
 */
let t: TestApp;
let dir: ReturnType<typeof tempDataDir>;
let supplier: Call;
let intake: Call;
let rival: Call;
let anon: Call;
let orderId: number;
let itemId: number;
let surveyId: number;
let surveyToken: string;

/** The text a PDF shows: its content streams inflated, the hex strings pdf-lib writes for standard fonts decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      return m[1]!;
    }
  });
  return streams.flatMap((s) => [...s.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))).join('\n');
}

/** The token behind a short link (`.../s/{hash}`), as the short-link page would redirect to it. */
async function tokenBehind(url: string, prefix: string): Promise<string> {
  const hash = url.split('/s/')[1]!;
  const [link] = await t.database.db.select().from(shortLinks).where(eq(shortLinks.hash, hash));
  expect(link!.target.startsWith(prefix)).toBe(true);
  return link!.target.slice(prefix.length);
}

beforeAll(async () => {
  dir = tempDataDir('dme-charts-');
  t = await createTestApp({ config: testConfig({ dataDir: dir.dir }) });
  const doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  intake = await as(t, 'supplier.staff@demo.test');
  await otherSupplier(t);
  rival = await as(t, 'rival@demo.test');
  anon = async (method, url, payload) => {
    const res = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const accountId = await idOf.account(t, 'Sunrise Medical Supply');
  const patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Surveyed', { email: 'surveyed@patient.test' }))).body.data.id as number;
  await t.database.db.insert(patientVendors).values({ patient_id: patientId, vendor_id: accountId }).onConflictDoNothing();
  await t.database.db.insert(patientAddresses).values({ patient_id: patientId, address_1: '2100 Morse Rd', city: 'Columbus', state: 'OH', zip: '43229', is_billing: true });
  orderId = await orderInStatus(t, doctor, patientId, 40, ['E0143'], ['M25561']);
  itemId = (await supplier('GET', `/api/vendor/orders/${orderId}`)).body.data.commons[0].id as number;
  expect((await supplier('POST', `/api/vendor/commons/${itemId}/set-sku`, { sku: 'WLK-E0143-001' })).status).toBe(200);
  expect((await supplier('POST', `/api/vendor/orders/${orderId}/status/next`)).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  dir?.remove();
});

describe('satisfaction survey after a delivery', () => {
  it('opens a survey when the suborder is delivered, and mails its link once', async () => {
    const suborderId = (await supplier('GET', `/api/vendor/suborders?order_id=${orderId}`)).body.data[0].id as number;
    expect((await supplier('POST', `/api/vendor/suborders/${suborderId}/status`, { status: 'delivered' })).status).toBe(200);
    const list = await supplier('GET', '/api/vendor/charts/satisfaction?status=open');
    expect(list.status).toBe(200);
    const row = list.body.data.find((s: { suborder_id: number }) => s.suborder_id === suborderId);
    expect(row).toMatchObject({ order_id: orderId, status: 'open', sent_to: 'surveyed@patient.test', answered_at: null, average: null });
    surveyId = row.id;
    expect(await mailPendingSurveys(t.database.db, testConfig())).toBe(1);
    expect(await mailPendingSurveys(t.database.db, testConfig())).toBe(0);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'satisfaction-survey'));
    expect(mail!.to).toBe('surveyed@patient.test');
    expect(mail!.body).not.toContain('Surveyed');
    const shown = (await supplier('GET', `/api/vendor/charts/satisfaction/${surveyId}`)).body.data;
    expect(mail!.body).toContain(shown.link);
    surveyToken = await tokenBehind(shown.link, '/sign/satisfaction/');
  });

  it('shows the survey without signing in, and takes the answers and the signature once', async () => {
    const page = await anon('GET', `/api/sign/satisfaction/${surveyToken}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ company: 'Sunrise Medical Supply' });
    expect(JSON.stringify(page.body.data)).not.toContain('Surveyed');
    const bad = await anon('POST', `/api/sign/satisfaction/${surveyToken}`, { overall: 6, driver: 0, timeliness: 2.5, explanation: 3, signature: 'x', signer_name: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['overall', 'driver', 'timeliness', 'signature', 'signer_name']));
    const ok = await anon('POST', `/api/sign/satisfaction/${surveyToken}`, { overall: 5, driver: 4, timeliness: 4, explanation: 5, comment: 'Very kind driver.', signature: SIGNATURE, signer_name: 'Ann Surveyed' });
    expect(ok.status).toBe(200);
    const again = await anon('GET', `/api/sign/satisfaction/${surveyToken}`);
    expect(again.status).toBe(410);
    expect(again.body.message).toContain('already been answered');
    expect((await anon('POST', `/api/sign/satisfaction/${surveyToken}`, { overall: 1, driver: 1, timeliness: 1, explanation: 1, signature: SIGNATURE, signer_name: 'Someone Else' })).status).toBe(410);
  });

  it('rolls the scores up for the company, the employee and the driver', async () => {
    const list = (await supplier('GET', '/api/vendor/charts/satisfaction')).body;
    const row = list.data.find((s: { id: number }) => s.id === surveyId);
    expect(row).toMatchObject({ status: 'answered', overall: 5, driver_score: 4, timeliness: 4, explanation: 5, average: 4.5 });
    expect(list.summary.company.count).toBeGreaterThanOrEqual(1);
    expect(list.summary.company.average).not.toBeNull();
    const shown = (await supplier('GET', `/api/vendor/charts/satisfaction/${surveyId}`)).body.data;
    expect(shown).toMatchObject({ comment: 'Very kind driver.', signer_name: 'Ann Surveyed', link: null });
    expect(shown.signature).toMatch(/^data:image\/png;base64,/);
    expect(shown.items).toEqual([expect.objectContaining({ hcpcs: 'E0143', quantity: 1 })]);
  });

  it('refuses a forged link and an expired one with a clear message', async () => {
    const forged = await anon('GET', `/api/sign/satisfaction/${'A'.repeat(43)}`);
    expect(forged.status).toBe(404);
    expect(forged.body.message).toContain('not valid');
    expect((await anon('GET', '/api/sign/satisfaction/short')).status).toBe(422);
    // A survey never answered whose 30 days have passed (the answered one, put back and aged).
    const token = 'expired-token-0123456789abcdef';
    await t.database.db.update(satisfactionSurveys).set({ token_hash: sha256(token), answered_at: null, expires_at: new Date(Date.now() - 1000) }).where(eq(satisfactionSurveys.id, surveyId));
    const late = await anon('GET', `/api/sign/satisfaction/${token}`);
    expect(late.status).toBe(410);
    expect(late.body.message).toContain('expired');
    expect((await supplier('GET', `/api/vendor/charts/satisfaction/${surveyId}`)).body.data.status).toBe('expired');
    await t.database.db.update(satisfactionSurveys).set({ answered_at: new Date(), expires_at: new Date(Date.now() + 86_400_000) }).where(eq(satisfactionSurveys.id, surveyId));
  });

  it('keeps surveys to their company and to holders of "satisfaction"', async () => {
    expect((await intake('GET', '/api/vendor/charts/satisfaction')).status).toBe(403);
    expect((await intake('GET', `/api/vendor/charts/satisfaction/${surveyId}`)).status).toBe(403);
    expect((await intake('GET', '/api/vendor/charts/measurement')).status).toBe(403);
    expect((await rival('GET', `/api/vendor/charts/satisfaction/${surveyId}`)).status).toBe(404);
    expect((await rival('GET', '/api/vendor/charts/satisfaction')).body.data).toEqual([]);
  });
});

describe('measurement chart of an order item', () => {
  let chartToken: string;

  it('checks the values against the kind and saves them', async () => {
    const wrong = await supplier('POST', `/api/vendor/commons/${itemId}/charts`, { kind: 'compression', values: { cb: 45, nope: 3 } });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(expect.arrayContaining(['values.cb', 'values.nope']));
    const saved = await supplier('POST', `/api/vendor/commons/${itemId}/charts`, { kind: 'compression', values: { cb: 8.5, cc: 14 }, notes: 'Right leg.' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ item_id: itemId, order_id: orderId, kind: 'compression', status: 'filled', values: { cb: 8.5, cc: 14 } });
    // Required values missing: no link yet.
    const early = await supplier('POST', `/api/vendor/commons/${itemId}/charts-link`);
    expect(early.status).toBe(422);
    expect(Object.keys(early.body.errors)).toEqual(expect.arrayContaining(['values.cd', 'values.ld']));
    await supplier('POST', `/api/vendor/commons/${itemId}/charts`, { kind: 'compression', values: { cb: 8.5, cc: 14, cd: 13, ld: 16 }, notes: 'Right leg.' });
  });

  it('sends it for signature; a newer link replaces the first', async () => {
    const first = await supplier('POST', `/api/vendor/commons/${itemId}/charts-link`);
    expect(first.status).toBe(200);
    const firstToken = await tokenBehind(first.body.data.url, '/sign/measurement-chart/');
    const sent = await supplier('POST', `/api/vendor/commons/${itemId}/send`, {});
    expect(sent.status).toBe(200);
    expect(sent.body.data.sent_to).toBe('surveyed@patient.test');
    chartToken = await tokenBehind(sent.body.data.url, '/sign/measurement-chart/');
    expect((await anon('GET', `/api/sign/measurement-chart/${firstToken}`)).status).toBe(404);
    const charts = await supplier('GET', `/api/vendor/commons/${itemId}/charts`);
    expect(charts.body.data.measurement.status).toBe('sent');
    expect(charts.body.data.satisfaction.id).toBe(surveyId);
    const page = await anon('GET', `/api/sign/measurement-chart/${chartToken}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ company: 'Sunrise Medical Supply', kind: 'compression', values: { cb: 8.5, cd: 13 }, notes: 'Right leg.' });
  });

  it('becomes a signed PDF in the order documents once the patient signs through the link', async () => {
    const signed = await anon('POST', `/api/sign/measurement-chart/${chartToken}`, { signature: SIGNATURE, signer_name: 'Ann Surveyed' });
    expect(signed.status).toBe(200);
    const late = await anon('GET', `/api/sign/measurement-chart/${chartToken}`);
    expect(late.status).toBe(410);
    expect(late.body.message).toContain('already been signed');
    const chart = (await supplier('GET', `/api/vendor/commons/${itemId}/charts`)).body.data.measurement;
    expect(chart).toMatchObject({ status: 'signed', signer_name: 'Ann Surveyed', signed_via: 'link' });
    const docs = (await supplier('GET', `/api/vendor/orders/${orderId}/media`)).body.data;
    const doc = docs.find((d: { id: number }) => d.id === chart.media_id);
    expect(doc).toMatchObject({ type: 'measurement_chart', mime: 'application/pdf' });
    const res = await t.app.inject({ method: 'GET', url: `/api/vendor/commons/${itemId}/pdf`, headers: { authorization: `Bearer ${await t.tokenFor('supplier@demo.test')}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [row] = await t.database.db.select().from(media).where(eq(media.id, chart.media_id));
    const bytes = readFileSync(join(dir.dir, 'files', row!.storage_key));
    expect(res.rawPayload.equals(bytes)).toBe(true);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getAuthor()).toBe('Ann Surveyed');
    const text = pdfText(bytes);
    expect(text).toContain('Signed by: Ann Surveyed');
    expect(text).toContain('Ankle, smallest circumference (cB): 8.5 in');
    expect(text).toContain(`Order: #${orderId}`);
    expect(text).toContain('Right leg.');
    const list = (await supplier('GET', '/api/vendor/charts/measurement?status=signed')).body.data;
    expect(list.map((c: { id: number }) => c.id)).toContain(chart.id);
  });

  it('is fixed once signed, and another company cannot reach it', async () => {
    expect((await supplier('POST', `/api/vendor/commons/${itemId}/charts`, { kind: 'brace', values: {} })).status).toBe(409);
    expect((await supplier('POST', `/api/vendor/commons/${itemId}/sign`, { signature: SIGNATURE, signer_name: 'Ann Surveyed' })).status).toBe(409);
    expect((await rival('GET', `/api/vendor/commons/${itemId}/charts`)).status).toBe(404);
    expect((await rival('POST', `/api/vendor/commons/${itemId}/charts`, { kind: 'brace', values: {} })).status).toBe(404);
    expect((await rival('GET', `/api/vendor/commons/${itemId}/pdf`)).status).toBe(404);
    expect((await rival('GET', '/api/vendor/charts/measurement')).body.data).toEqual([]);
  });
});
