import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orders } from '../../src/db/schema';
import { bearer, createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, idOf, newPatient, orderInStatus, tempDataDir, type Call } from '../orders/helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart/form-data body with file parts and text fields, as a browser's FormData sends it. */
function form(files: { name: string; content: Buffer }[], fields: Record<string, string> = {}) {
  const boundary = '----dme-order-docs';
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
const dataDir = tempDataDir();
let doctor: Call;
let supplier: Call;
let tokens: Record<string, string>;
let patientId: number;
/** An order the supplier has in Intake. */
let orderId: number;

async function upload(who: string, url: string, body: ReturnType<typeof form>, locationId?: number) {
  const headers = { ...bearer(tokens[who]!), ...body.headers, ...(locationId ? { 'x-location-id': String(locationId) } : {}) };
  const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ dataDir: dataDir.dir }) });
  const other = await createTenant(t.database.db, 'supplier', 'Northwind Home Medical');
  tokens = {
    doctor: await t.tokenFor('doctor@demo.test'),
    supplier: await t.tokenFor('supplier@demo.test'),
    staff: await t.tokenFor('supplier.staff@demo.test'),
    planner: await t.tokenFor('planner@demo.test'),
    other: await t.tokenFor(other.login),
  };
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Papers'))).body.data.id;
  orderId = await orderInStatus(t, doctor, patientId, 10, ['E0143'], ['M25561']);
});
afterAll(async () => {
  await t?.close();
  dataDir.remove();
});

describe('attaching documents to an order', () => {
  it('the supplier uploads a CMN received by fax, with its expiry; it counts for the checklist', async () => {
    const res = await upload(
      'supplier',
      `/api/vendor/orders/${orderId}/media`,
      form([{ name: 'cmn fax.pdf', content: PDF }], { type: 'cmn', expires_at: '12/31/2030' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject([
      {
        order_id: orderId,
        patient_id: null,
        type: 'cmn',
        mime: 'application/pdf',
        original_name: 'cmn fax.pdf',
        expires_at: '2030-12-31',
        uploaded_by_name: 'Sam Rivera',
        is_owner: true,
        signature: null,
      },
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'media.upload'), eq(auditLogs.entity_id, res.body.data[0].id)));
    expect(entry).toBeDefined();
  });

  it('the doctor uploads too, and both sides list the order documents, newest first', async () => {
    expect(
      (await upload('doctor', `/api/doctor/orders/${orderId}/media`, form([{ name: 'note.png', content: PNG }], { type: 'f2f_note' })))
        .status,
    ).toBe(200);
    const forDoctor = await doctor('GET', `/api/doctor/orders/${orderId}/media`);
    expect(forDoctor.body.data.map((d: { type: string; is_owner: boolean }) => [d.type, d.is_owner])).toEqual([
      ['f2f_note', true],
      ['cmn', false],
    ]);
    expect(forDoctor.body.meta).toEqual({ total: 2, page: 1, rowsPerPage: 25 });
    const forSupplier = await supplier('GET', `/api/vendor/orders/${orderId}/media?type=cmn`);
    expect(forSupplier.body.data.map((d: { type: string }) => d.type)).toEqual(['cmn']);
  });

  it('the authorisation file is stored as the PA letter', async () => {
    const res = await upload(
      'supplier',
      `/api/vendor/orders/${orderId}/authorization-file`,
      form([{ name: 'approval.pdf', content: PDF }], { type: 'other' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0].type).toBe('pa_letter');
  });

  it('422 for a wrong type, an unknown document type, a bad date or no file', async () => {
    const badType = await upload(
      'supplier',
      `/api/vendor/orders/${orderId}/media`,
      form([{ name: 'a.txt', content: Buffer.from('hello') }]),
    );
    expect(badType.status).toBe(422);
    expect(badType.body.errors).toEqual({ file: ['The file must be a PDF or an image.'] });
    expect(
      (await upload('supplier', `/api/vendor/orders/${orderId}/media`, form([{ name: 'a.pdf', content: PDF }], { type: 'selfie' }))).body
        .errors,
    ).toHaveProperty('type');
    expect(
      (
        await upload(
          'supplier',
          `/api/vendor/orders/${orderId}/media`,
          form([{ name: 'a.pdf', content: PDF }], { expires_at: '13/45/2030' }),
        )
      ).status,
    ).toBe(422);
    expect((await upload('supplier', `/api/vendor/orders/${orderId}/media`, form([]))).body.errors).toEqual({
      file: ['The file field is required.'],
    });
  });

  it('archiving hides a document from the current list (`order document archive`)', async () => {
    const [cmn] = (await supplier('GET', `/api/vendor/orders/${orderId}/media?type=cmn`)).body.data;
    const staffMain = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'Main Warehouse'));
    expect((await staffMain('POST', `/api/vendor/media/${cmn.id}/archive`)).status).toBe(403);
    expect((await supplier('POST', `/api/vendor/media/${cmn.id}/archive`)).body.data.archived_at).not.toBeNull();
    expect((await supplier('GET', `/api/vendor/orders/${orderId}/media?type=cmn`)).body.data).toEqual([]);
    expect((await supplier('GET', `/api/vendor/orders/${orderId}/media?type=cmn&archived=1`)).body.data).toHaveLength(1);
  });
});

describe('who may', () => {
  it('supplier staff need "order edit {status}" to attach and "order view {status}" to list', async () => {
    const main = await idOf.location(t, 'Main Warehouse');
    const east = await idOf.location(t, 'East Branch');
    expect((await upload('staff', `/api/vendor/orders/${orderId}/media`, form([{ name: 'a.pdf', content: PDF }]), main)).status).toBe(200);
    expect((await upload('staff', `/api/vendor/orders/${orderId}/media`, form([{ name: 'a.pdf', content: PDF }]), east)).status).toBe(403);
    expect((await (await as(t, 'supplier.staff@demo.test', east))('GET', `/api/vendor/orders/${orderId}/media`)).status).toBe(200);
    expect((await (await as(t, 'planner@demo.test', main))('GET', `/api/vendor/orders/${orderId}/media`)).status).toBe(403);
    expect(
      (await upload('planner', `/api/vendor/orders/${orderId}/authorization-file`, form([{ name: 'a.pdf', content: PDF }]), main)).status,
    ).toBe(403);
  });

  it('another supplier gets 404, also for an order not sent to it yet', async () => {
    expect((await upload('other', `/api/vendor/orders/${orderId}/media`, form([{ name: 'a.pdf', content: PDF }]))).status).toBe(404);
    expect((await (await as(t, 'northwind.home.medical@other.test'))('GET', `/api/vendor/orders/${orderId}/media`)).status).toBe(404);
    const draft = await orderInStatus(t, doctor, patientId, 1, ['E0143']);
    expect((await supplier('GET', `/api/vendor/orders/${draft}/media`)).status).toBe(404);
  });

  it('an archived order takes no new documents (409)', async () => {
    await t.database.db.update(orders).set({ deleted_at: new Date() }).where(eq(orders.id, orderId));
    const res = await upload('supplier', `/api/vendor/orders/${orderId}/media`, form([{ name: 'a.pdf', content: PDF }]));
    expect(res.status).toBe(409);
    await t.database.db.update(orders).set({ deleted_at: null }).where(eq(orders.id, orderId));
  });
});
