import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { media, patientRequests, patientVendors } from '../../src/db/schema';
import { bearer, createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, idOf, tempDataDir, type Call } from '../orders/helpers';
import { patientWithLogin } from './fixtures';

/** Issue 13 item 5: a document request answered in the app with a photo; it joins the order's documents. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function form(file: { name: string; content: Buffer; type: string } | null) {
  const boundary = '----dme-request-boundary';
  const parts = file
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.content, Buffer.from('\r\n')]
    : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`)];
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let dir: ReturnType<typeof tempDataDir>;
let doctor: Call;
let requestId: number;
let token: string;
let otherToken: string;
const upload = (who: string, body: ReturnType<typeof form>) =>
  t.app.inject({ method: 'POST', url: `/api/patient/requests/${requestId}/upload`, payload: body.payload, headers: { ...bearer(who), ...body.headers } });

beforeAll(async () => {
  dir = tempDataDir('dme-requests-');
  t = await createTestApp({ config: testConfig({ dataDir: dir.dir }) });
  doctor = await as(t, 'doctor@demo.test');
  const cara = await patientWithLogin(t, doctor, 'Cara', 'cara.docs@example.test');
  await patientWithLogin(t, doctor, 'Dan', 'dan.docs@example.test');
  const supplierId = await idOf.account(t, 'Sunrise Medical Supply');
  // The company that asks has the patient shared with it (as for any patient it serves).
  await t.database.db.insert(patientVendors).values({ patient_id: cara.patientId, vendor_id: supplierId }).onConflictDoNothing();
  const [row] = await t.database.db
    .insert(patientRequests)
    .values({ account_id: supplierId, patient_id: cara.patientId, kind: 'document', title: 'Photo of your insurance card', details: { message: 'The front of the card, please.', media_type: 'insurance_card' } })
    .returning();
  requestId = row!.id;
  token = await t.tokenFor('cara.docs@example.test');
  otherToken = await t.tokenFor('dan.docs@example.test');
});
afterAll(async () => {
  await t?.close();
  dir?.remove();
});

describe('a document request', () => {
  it('is shown to its patient with what is asked, and answered once with a photo that the supplier can open', async () => {
    const cara = await as(t, 'cara.docs@example.test');
    expect((await cara('GET', `/api/patient/requests/${requestId}`)).body.data).toMatchObject({ kind: 'document', message: 'The front of the card, please.', can_answer: true });
    expect((await upload(otherToken, form({ name: 'card.png', content: PNG, type: 'image/png' }))).statusCode).toBe(404);
    expect((await upload(token, form(null))).statusCode).toBe(422);
    expect((await upload(token, form({ name: 'card.txt', content: Buffer.from('not an image'), type: 'text/plain' }))).statusCode).toBe(422);
    const res = await upload(token, form({ name: 'card.png', content: PNG, type: 'image/png' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'answered', can_answer: false, answers: { file: 'card.png' } });
    const mediaId = res.json().data.answers.media_id as number;
    const [file] = await t.database.db.select().from(media).where(eq(media.id, mediaId));
    expect(file).toMatchObject({ type: 'insurance_card', mime: 'image/png', account_id: await idOf.account(t, 'Sunrise Medical Supply') });
    const supplier = await as(t, 'supplier@demo.test');
    expect((await supplier('GET', `/api/vendor/media/${mediaId}`)).status).toBe(200);
    expect((await upload(token, form({ name: 'card.png', content: PNG, type: 'image/png' }))).statusCode).toBe(409);
  });
});
