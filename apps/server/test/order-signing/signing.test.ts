import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfText } from '../support/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { auditLogs, media, orders, orderSignatures, orderStatusHistory } from '../../src/db/schema';
import { bearer, createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, idOf, newPatient, orderInStatus, SIGNATURE, tempDataDir, type Call } from '../orders/helpers';

/**
 * The prescriber signs an order in the portal: the preview shows what will be signed, the signature produces one
 * PDF per document (facts, image, signer, time, SHA-256), the order moves on like the doctor action, and a later
 * signature of the same document is a new version that never touches the first one.
 */
let t: TestApp;
const dataDir = tempDataDir();
let doctor: Call;
let doctorStaff: Call;
let supplier: Call;
let otherDoctor: Call;
let doctorId: number;
let patientId: number;
/** Oxygen concentrator: CMN (CMS-484) and a face-to-face note. */
let oxygenOrder: number;

const D = (id: number, path = '') => `/api/doctor/orders/${id}${path}`;
const fileOf = async (mediaId: number) => {
  const [row] = await t.database.db.select().from(media).where(eq(media.id, mediaId));
  return readFileSync(join(dataDir.dir, 'files', row!.storage_key));
};


beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ dataDir: dataDir.dir }) });
  doctor = await as(t, 'doctor@demo.test');
  doctorStaff = await as(t, 'doctor.staff@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  otherDoctor = await as(t, (await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics')).login);
  doctorId = await idOf.user(t, 'doctor@demo.test');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Signer'))).body.data.id;
  oxygenOrder = await orderInStatus(t, doctor, patientId, 20, ['E1390']);
});
afterAll(async () => {
  await t?.close();
  dataDir.remove();
});

describe('the preview', () => {
  it('shows the prescription and the CMN with the order facts, their hashes and who may sign', async () => {
    const res = await doctor('GET', D(oxygenOrder, '/sign/preview'));
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      order_id: oxygenOrder,
      status: 20,
      action: { code: 20, label: 'Sign CMN' },
      can_sign: true,
      reason: null,
      signer: { id: doctorId, name: 'Dr. Olivia Bennett', npi: '1234567893' },
    });
    expect(p.documents.map((d: { kind: string; version: number }) => [d.kind, d.version])).toEqual([
      ['prescription', 1],
      ['cmn', 1],
    ]);
    const cmn = p.documents[1];
    expect(cmn.title).toBe('Certificate of Medical Necessity');
    expect(cmn.text).toContain(`Order #${oxygenOrder}`);
    expect(cmn.text).toContain('Name: Signer Orderly');
    expect(cmn.text).toContain('E1390');
    expect(cmn.text).toContain('J44.9');
    expect(cmn.text).toContain('NPI: 1234567893');
    expect(cmn.content_hash).toBe(createHash('sha256').update(`${cmn.title}\n\n${cmn.text}`).digest('hex'));
    expect(p.content_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells staff they cannot sign, and says when nothing waits for a signature', async () => {
    expect((await doctorStaff('GET', D(oxygenOrder, '/sign/preview'))).body.data).toMatchObject({
      can_sign: false,
      reason: 'Only the prescriber can sign.',
    });
    const draft = await orderInStatus(t, doctor, patientId, 1, ['E0143']);
    expect((await doctor('GET', D(draft, '/sign/preview'))).body.data).toMatchObject({
      action: null,
      can_sign: false,
      documents: [],
      reason: 'The order is in Draft: nothing waits for a signature.',
    });
  });
});

describe('refusals', () => {
  it('422 for a missing, foreign-typed, broken or empty signature, before anything is stored', async () => {
    const cases: [unknown, string][] = [
      [{}, 'The signature is required.'],
      [{ signature: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, 'The signature must be a PNG, JPEG or SVG image.'],
      [{ signature: 'https://example.test/sign.png' }, 'The signature must be a PNG, JPEG or SVG image.'],
      [{ signature: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` }, 'The signature is not a valid PNG image.'],
      [
        {
          signature: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>').toString('base64')}`,
        },
        'The signature is empty.',
      ],
      [{ signature: `data:image/png;base64,${'A'.repeat(800_000)}` }, 'The signature image is too large.'],
      [{ signature: SIGNATURE, content_hash: 'abc' }, 'The content hash is not valid.'],
    ];
    for (const [body, message] of cases) {
      const res = await doctor('POST', D(oxygenOrder, '/sign'), body);
      expect([res.status, res.body.errors?.signature?.[0] ?? res.body.errors?.content_hash?.[0]]).toEqual([422, message]);
    }
    expect(await t.database.db.select().from(orderSignatures).where(eq(orderSignatures.order_id, oxygenOrder))).toHaveLength(0);
  });

  it('403 for staff: only the prescriber signs', async () => {
    const res = await doctorStaff('POST', D(oxygenOrder, '/sign'), { signature: SIGNATURE });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only the prescriber can sign.');
  });

  it('404 for another practice and for the supplier side', async () => {
    expect((await otherDoctor('GET', D(oxygenOrder, '/sign/preview'))).status).toBe(404);
    expect((await otherDoctor('POST', D(oxygenOrder, '/sign'), { signature: SIGNATURE })).status).toBe(404);
    expect((await otherDoctor('GET', D(oxygenOrder, '/sign/check-f2f'))).status).toBe(404);
    expect((await supplier('POST', D(oxygenOrder, '/sign'), { signature: SIGNATURE })).status).toBe(403);
  });

  it('409 when the text changed since the preview', async () => {
    const res = await doctor('POST', D(oxygenOrder, '/sign'), { signature: SIGNATURE, content_hash: '0'.repeat(64) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The order has changed since it was shown. Please review it again.');
  });
});

describe('signing', () => {
  let cmnMediaId: number;
  let firstPdf: Buffer;

  it('stores one PDF per document and moves the order to CMN Partly (the F2F note is still due)', async () => {
    const preview = (await doctor('GET', D(oxygenOrder, '/sign/preview'))).body.data;
    const res = await doctor('POST', D(oxygenOrder, '/sign'), { signature: SIGNATURE, content_hash: preview.content_hash });
    expect(res.status).toBe(200);
    const { order, documents } = res.body.data;
    expect(order).toMatchObject({ id: oxygenOrder, status: 21, virtual_status: -10, prsc_signed_by: doctorId, f2f_signed_at: null });
    expect(order.prsc_signed_at).not.toBeNull();
    expect(documents.map((d: { type: string; mime: string; order_id: number }) => [d.type, d.mime, d.order_id])).toEqual([
      ['prescription', 'application/pdf', oxygenOrder],
      ['cmn', 'application/pdf', oxygenOrder],
    ]);
    const cmn = documents[1];
    expect(cmn.signature).toMatchObject({
      kind: 'cmn',
      version: 1,
      signer_id: doctorId,
      signer_name: 'Dr. Olivia Bennett',
      signer_npi: '1234567893',
      via: 'portal',
      content_hash: preview.documents[1].content_hash,
      superseded_at: null,
    });
    cmnMediaId = cmn.id;

    firstPdf = await fileOf(cmn.id);
    expect(firstPdf.subarray(0, 5).toString()).toBe('%PDF-');
    const sha = createHash('sha256').update(firstPdf).digest('hex');
    expect(cmn.sha256).toBe(sha);
    expect(cmn.signature.pdf_sha256).toBe(sha);
    const pdf = await PDFDocument.load(firstPdf);
    expect(pdf.getTitle()).toBe(`Certificate of Medical Necessity, order #${oxygenOrder} (version 1)`);
    expect(pdf.getSubject()).toBe(`SHA-256 ${preview.documents[1].content_hash}`);
    expect(pdf.getAuthor()).toBe('Dr. Olivia Bennett');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(firstPdf.toString('latin1')).toContain('/Subtype /Image');
    const text = pdfText(firstPdf);
    expect(text).toContain('Certificate of Medical Necessity');
    expect(text).toContain('Name: Signer Orderly');
    expect(text).toContain('Signed by: Dr. Olivia Bennett, NPI 1234567893');
    expect(text).toMatch(/Signed at: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect(text).toContain(`Content SHA-256: ${preview.documents[1].content_hash}`);

    const [row] = await t.database.db
      .select()
      .from(orderSignatures)
      .where(and(eq(orderSignatures.order_id, oxygenOrder), eq(orderSignatures.kind, 'cmn')));
    expect(row).toMatchObject({ signature_mime: 'image/png', content_hash: preview.documents[1].content_hash, pdf_sha256: sha });
    expect(row!.signature.equals(Buffer.from(SIGNATURE.split(',')[1]!, 'base64'))).toBe(true);
    expect(row!.content.startsWith('Certificate of Medical Necessity\n\nOrder #')).toBe(true);
  });

  it('writes the history and audit rows', async () => {
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.order_id, oxygenOrder), eq(orderStatusHistory.to_status, 21)));
    expect(history).toMatchObject([{ from_status: 20, user_id: doctorId, note: 'Sign CMN' }]);
    const signs = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'order.sign'));
    expect(signs.filter((a) => (a.after as { order_id: number }).order_id === oxygenOrder)).toHaveLength(2);
  });

  it('the supplier sees the signed documents and the Pend PRSC wait is over', async () => {
    const docs = await supplier('GET', `/api/vendor/orders/${oxygenOrder}/media`);
    expect(docs.status).toBe(200);
    expect(docs.body.data.map((d: { type: string; signature: { via: string } }) => [d.type, d.signature.via]).sort()).toEqual([
      ['cmn', 'portal'],
      ['prescription', 'portal'],
    ]);
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/media/${cmnMediaId}/download`,
      headers: bearer(await t.tokenFor('supplier@demo.test')),
    });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('application/pdf');
    expect(open.rawPayload.equals(firstPdf)).toBe(true);
    expect((await supplier('GET', `/api/vendor/orders/${oxygenOrder}/validate`)).body.data).toMatchObject({
      status: 21,
      next: 22,
      fulfilled: true,
    });
  });

  it('signing again now answers 409: nothing waits for a signature in CMN Partly', async () => {
    const res = await doctor('POST', D(oxygenOrder, '/sign'), { signature: SIGNATURE });
    expect(res.status).toBe(409);
  });

  it('check-f2f: needed, not signed, awaited once the supplier sends it to Pend F2F', async () => {
    expect((await doctor('GET', D(oxygenOrder, '/sign/check-f2f'))).body.data).toEqual({
      needed: true,
      signed: false,
      signed_at: null,
      signed_by: null,
      document: null,
      awaiting: false,
    });
    expect((await supplier('POST', `/api/vendor/orders/${oxygenOrder}/status/next`)).body.data.status).toBe(22);
    expect((await doctor('GET', D(oxygenOrder, '/sign/check-f2f'))).body.data).toMatchObject({
      needed: true,
      signed: false,
      awaiting: true,
    });
  });

  it('Sign F2F through the status call signs the F2F note and moves the order to CMN Received', async () => {
    const res = await doctor('POST', D(oxygenOrder, '/status/22'), { signature: SIGNATURE });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 25, f2f_signed_by: doctorId });
    const state = (await doctor('GET', D(oxygenOrder, '/sign/check-f2f'))).body.data;
    expect(state).toMatchObject({
      needed: true,
      signed: true,
      awaiting: false,
      signed_by: doctorId,
      document: { type: 'f2f_note', signature: { kind: 'f2f_note', version: 1 } },
    });
  });

  it('a signed document cannot be deleted, only archived', async () => {
    const res = await doctor('DELETE', `/api/doctor/media/${cmnMediaId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A signed document cannot be deleted; archive it instead.');
  });

  it('a new signature after the order came back for signing is version 2; version 1 stays byte for byte', async () => {
    await t.database.db.update(orders).set({ status: 20 }).where(eq(orders.id, oxygenOrder));
    const res = await doctor('POST', D(oxygenOrder, '/sign'), { signature: SIGNATURE });
    expect(res.status).toBe(200);
    const cmn = res.body.data.documents.find((d: { type: string }) => d.type === 'cmn');
    expect(cmn.signature.version).toBe(2);
    expect(cmn.id).not.toBe(cmnMediaId);
    // CMN Received: the F2F note was signed before.
    expect(res.body.data.order.status).toBe(25);

    expect((await fileOf(cmnMediaId)).equals(firstPdf)).toBe(true);
    const old = (await doctor('GET', `/api/doctor/media/${cmnMediaId}`)).body.data;
    expect(old.archived_at).not.toBeNull();
    const rows = await t.database.db
      .select()
      .from(orderSignatures)
      .where(and(eq(orderSignatures.order_id, oxygenOrder), eq(orderSignatures.kind, 'cmn')));
    expect(rows.map((r) => [r.version, r.superseded_at !== null]).sort()).toEqual([
      [1, true],
      [2, false],
    ]);
    const current = (await doctor('GET', D(oxygenOrder, '/media?type=cmn'))).body.data;
    expect(current.map((d: { id: number }) => d.id)).toEqual([cmn.id]);
    const all = (await doctor('GET', D(oxygenOrder, '/media?type=cmn&archived=1'))).body.data;
    expect(
      all.map((d: { signature: { version: number; superseded_at: string | null } }) => [
        d.signature.version,
        d.signature.superseded_at !== null,
      ]),
    ).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('an item without a CMN signs the prescription only and goes straight to CMN Received', async () => {
    const walker = await orderInStatus(t, doctor, patientId, 20, ['E0143'], ['M25561']);
    const res = await doctor('POST', D(walker, '/status/20'), { signature: SIGNATURE });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(25);
    expect((await doctor('GET', D(walker, '/media'))).body.data.map((d: { type: string }) => d.type)).toEqual(['prescription']);
  });
});
