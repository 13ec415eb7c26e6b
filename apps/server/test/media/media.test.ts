import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, mailOutbox, media, patientHipaaConsents, patientVendors } from '../../src/db/schema';
import { sha256 } from '../../src/lib/secrets';
import { bearer, createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { accountIdOf, caller, createTenant, newPatient, seededPatientId } from '../patients/helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart/form-data body with file parts and text fields, as a browser's FormData sends it. */
function form(files: { name: string; content: Buffer; type: string }[], fields: Record<string, string> = {}) {
  const boundary = '----dme-test-boundary';
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let dataDir: string;
let doctorToken: string;
let doctor: ReturnType<typeof caller>;
let supplier: ReturnType<typeof caller>;
let otherDoctor: ReturnType<typeof caller>;
let patientId: number;
let pdfId: number;
let pngId: number;

const upload = (token: string, url: string, body: ReturnType<typeof form>) =>
  t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...bearer(token), ...body.headers } });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dme-media-'));
  t = await createTestApp({ config: testConfig({ dataDir }) });
  const other = await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics');
  doctorToken = await t.tokenFor('doctor@demo.test');
  doctor = caller(t, doctorToken);
  supplier = caller(t, await t.tokenFor('supplier@demo.test'));
  otherDoctor = caller(t, await t.tokenFor(other.login));
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient())).body.data.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('uploads', () => {
  it('stores a PDF and a PNG, typed from their bytes, under DATA_DIR/files/<account>/<yyyy>/<random>', async () => {
    const res = await upload(doctorToken, `/api/doctor/patients/${patientId}/media`, form([
      { name: 'Rx scan.pdf', content: PDF, type: 'application/octet-stream' },
      { name: '../../insurance card.PNG', content: PNG, type: 'image/png' },
    ], { type: 'prescription', expires_at: '12/31/2030' }));
    expect(res.statusCode).toBe(200);
    const [pdf, png] = res.json().data;
    expect(pdf).toMatchObject({ patient_id: patientId, type: 'prescription', mime: 'application/pdf', original_name: 'Rx scan.pdf', size: PDF.length, expires_at: '2030-12-31', is_owner: true, uploaded_by_name: 'Dr. Olivia Bennett' });
    expect(png).toMatchObject({ mime: 'image/png', original_name: 'insurance card.png' });
    pdfId = pdf.id;
    pngId = png.id;
    const [row] = await t.database.db.select().from(media).where(eq(media.id, pdfId));
    const practice = await accountIdOf(t.database.db, 'Bennett Family Practice');
    expect(row!.storage_key).toMatch(new RegExp(`^${practice}/\\d{4}/[a-f0-9]{32}$`));
    expect(readFileSync(join(dataDir, 'files', row!.storage_key)).equals(PDF)).toBe(true);
  });

  it('refuses a text file named .pdf, an empty file and a request without a file (422), storing nothing', async () => {
    const before = await t.database.db.select().from(media);
    const text = await upload(doctorToken, `/api/doctor/patients/${patientId}/media`, form([{ name: 'notes.pdf', content: Buffer.from('just some text'), type: 'application/pdf' }]));
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({ message: 'The file must be a PDF or an image.', errors: { file: ['The file must be a PDF or an image.'] } });
    expect((await upload(doctorToken, `/api/doctor/patients/${patientId}/media`, form([{ name: 'e.pdf', content: Buffer.alloc(0), type: 'application/pdf' }]))).statusCode).toBe(422);
    expect((await upload(doctorToken, `/api/doctor/patients/${patientId}/media`, form([], { type: 'other' }))).statusCode).toBe(422);
    expect((await doctor('POST', `/api/doctor/patients/${patientId}/media`, {})).status).toBe(422);
    const badType = await upload(doctorToken, `/api/doctor/patients/${patientId}/media`, form([{ name: 'a.png', content: PNG, type: 'image/png' }], { type: 'selfie' }));
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(badType.json().errors)).toEqual(['type']);
    expect(await t.database.db.select().from(media)).toHaveLength(before.length);
  });

  it('refuses a file over 20 MB with a field error', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(doctorToken, `/api/doctor/patients/${patientId}/media`, form([{ name: 'big.pdf', content: big, type: 'application/pdf' }]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['The file may not be greater than 20 MB.'] });
  });
});

describe('serving', () => {
  it('previews and opens inline, downloads as an attachment with a safe name, never cached', async () => {
    const preview = await t.app.inject({ method: 'GET', url: `/api/doctor/media/${pdfId}/preview`, headers: bearer(doctorToken) });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toBe(`inline; filename="Rx scan.pdf"; filename*=UTF-8''Rx%20scan.pdf`);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.rawPayload.equals(PDF)).toBe(true);

    const open = await t.app.inject({ method: 'GET', url: `/api/doctor/media/${pngId}/open`, headers: bearer(doctorToken) });
    expect(open.headers['content-type']).toBe('image/png');
    expect(open.headers['content-disposition']).toMatch(/^inline;/);

    const download = await t.app.inject({ method: 'GET', url: `/api/doctor/media/${pngId}/download`, headers: bearer(doctorToken) });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="insurance card.png"; filename*=UTF-8''insurance%20card.png`);
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('lists the patient documents, newest first, filtered by type and searched by name', async () => {
    const list = await doctor('GET', `/api/doctor/patients/${patientId}/media`);
    expect(list.body.meta.total).toBe(2);
    const ids = async (q: string) => (await doctor('GET', `/api/doctor/patients/${patientId}/media?${q}`)).body.data.map((m: { id: number }) => m.id);
    // One upload's fields apply to each of its files; same instant, so the later id comes first.
    expect(await ids('type=prescription')).toEqual([pngId, pdfId]);
    expect(await ids('type=aob')).toEqual([]);
    expect(await ids('search=card')).toEqual([pngId]);
  });
});

describe('tenancy', () => {
  it('another practice gets 404 for the patient, its documents and their bytes', async () => {
    expect((await otherDoctor('GET', `/api/doctor/patients/${patientId}/media`)).status).toBe(404);
    for (const path of ['', '/preview', '/open', '/download']) expect((await otherDoctor('GET', `/api/doctor/media/${pdfId}${path}`)).status).toBe(404);
    expect((await otherDoctor('POST', `/api/doctor/media/${pdfId}/archive`)).status).toBe(404);
    expect((await otherDoctor('DELETE', `/api/doctor/media/${pdfId}`)).status).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/doctor/patients/${patientId}/media`, ...form([{ name: 'a.png', content: PNG, type: 'image/png' }]) });
    expect(res.statusCode).toBe(401);
    const otherToken = await t.tokenFor('lakeside.pediatrics@other.test');
    expect((await upload(otherToken, `/api/doctor/patients/${patientId}/media`, form([{ name: 'a.png', content: PNG, type: 'image/png' }]))).statusCode).toBe(404);
  });

  it('a supplier reaches the documents once the patient is linked, but cannot delete the practice’s files', async () => {
    expect((await supplier('GET', `/api/vendor/media/${pdfId}`)).status).toBe(404);
    await t.database.db.insert(patientVendors).values({ patient_id: patientId, vendor_id: await accountIdOf(t.database.db, 'Sunrise Medical Supply') });
    const got = await supplier('GET', `/api/vendor/media/${pdfId}`);
    expect(got.status).toBe(200);
    expect(got.body.data.is_owner).toBe(false);
    expect((await supplier('DELETE', `/api/vendor/media/${pdfId}`)).status).toBe(403);
  });
});

describe('archive and delete', () => {
  it('archives (hidden from the current list, kept), then deletes softly with audit rows', async () => {
    const archived = await doctor('POST', `/api/doctor/media/${pngId}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.data.archived_at).not.toBeNull();
    expect((await doctor('GET', `/api/doctor/patients/${patientId}/media`)).body.data.map((m: { id: number }) => m.id)).toEqual([pdfId]);
    expect((await doctor('GET', `/api/doctor/patients/${patientId}/media?archived=true`)).body.meta.total).toBe(2);

    expect((await doctor('DELETE', `/api/doctor/media/${pngId}`)).status).toBe(204);
    expect((await doctor('GET', `/api/doctor/media/${pngId}`)).status).toBe(404);
    expect((await doctor('GET', `/api/doctor/media/${pngId}/download`)).status).toBe(404);
    const audits = await t.database.db.select({ action: auditLogs.action }).from(auditLogs).where(and(eq(auditLogs.entity, 'media'), eq(auditLogs.entity_id, pngId)));
    expect(audits.map((a) => a.action)).toEqual(['media.upload', 'media.archive', 'media.delete']);
  });
});

describe('signature and HIPAA', () => {
  it('saves the signature as a media record and archives the previous one', async () => {
    const signature = `data:image/png;base64,${PNG.toString('base64')}`;
    const first = await doctor('POST', `/api/doctor/patients/${patientId}/signature`, { signature });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ type: 'signature', mime: 'image/png', patient_id: patientId });
    const second = await doctor('POST', `/api/doctor/patients/${patientId}/signature`, { signature });
    const current = (await doctor('GET', `/api/doctor/patients/${patientId}/media?type=signature`)).body.data.map((m: { id: number }) => m.id);
    expect(current).toEqual([second.body.data.id]);
    const fake = await doctor('POST', `/api/doctor/patients/${patientId}/signature`, { signature: `data:image/png;base64,${Buffer.from('nope').toString('base64')}` });
    expect(fake.status).toBe(422);
  });

  it('checks consent and mails a short link that carries no patient data', async () => {
    const ellison = await seededPatientId(t.database.db, 'Margaret', 'Ellison');
    expect((await doctor('GET', `/api/doctor/patients/hipaa/${ellison}/check`)).body.data).toMatchObject({ has_consent: true, source: 'signature' });

    expect((await doctor('GET', `/api/doctor/patients/hipaa/${patientId}/check`)).body.data).toMatchObject({ has_consent: false, last_link_sent_at: null });
    const hayes = await seededPatientId(t.database.db, 'Robert', 'Hayes');
    const noEmail = await doctor('POST', `/api/doctor/patients/hipaa/${hayes}/send-link`, {});
    expect(noEmail.status).toBe(422);
    expect(Object.keys(noEmail.body.errors)).toEqual(['email']);

    const sent = await doctor('POST', `/api/doctor/patients/hipaa/${patientId}/send-link`, {});
    expect(sent.status).toBe(200);
    expect(sent.body.data.last_link_sent_at).not.toBeNull();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'hipaa-consent-link'));
    if (!mail) throw new Error('no mail queued');
    expect(mail.to).toBe('evelyn.marsh@example.com');
    const hash = /\/s\/([\w-]+)/.exec(mail.body)![1]!;
    expect(mail.body).not.toMatch(/Evelyn|Marsh|1950/);
    const resolved = await t.app.inject({ method: 'GET', url: `/api/s/${hash}` });
    const target = resolved.json().data.redirect_to as string;
    // Only a random token (its hash is what is stored) follows the fixed path: no id, no name.
    const token = /^\/sign\/hipaa\/([\w-]{40,})$/.exec(target)![1]!;
    const [consent] = await t.database.db.select().from(patientHipaaConsents).where(eq(patientHipaaConsents.patient_id, patientId));
    expect(consent!.token_hash).toBe(sha256(token));

    // An uploaded signed consent form counts as consent on file.
    await upload(doctorToken, `/api/doctor/patients/${patientId}/media`, form([{ name: 'consent.pdf', content: PDF, type: 'application/pdf' }], { type: 'hipaa_consent' }));
    expect((await doctor('GET', `/api/doctor/patients/hipaa/${patientId}/check`)).body.data).toMatchObject({ has_consent: true, source: 'document' });
  });
});
