import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLogs, orders, systemNotifications } from '../../src/db/schema';
import { bearer, createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, idOf, newPatient, orderInStatus, SIGNATURE, tempDataDir, type Call } from '../orders/helpers';

/** Document requests: the supplier asks the order's practice for a document; the practice fulfils or declines. */
let t: TestApp;
const dataDir = tempDataDir();
let doctor: Call;
let supplier: Call;
let otherDoctor: Call;
let otherSupplier: Call;
let doctorId: number;
let patientId: number;
let orderId: number;

const lastNotice = async (userId: number) =>
  (
    await t.database.db
      .select()
      .from(systemNotifications)
      .where(eq(systemNotifications.user_id, userId))
      .orderBy(desc(systemNotifications.id))
      .limit(1)
  )[0];

async function uploadAsDoctor(order: number, type: string): Promise<number> {
  const boundary = '----dme-req';
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.pdf"\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/doctor/orders/${order}/media`,
    payload,
    headers: { ...bearer(await t.tokenFor('doctor@demo.test')), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.json().data[0].id;
}

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ dataDir: dataDir.dir }) });
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  otherDoctor = await as(t, (await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics')).login);
  otherSupplier = await as(t, (await createTenant(t.database.db, 'supplier', 'Northwind Home Medical')).login);
  doctorId = await idOf.user(t, 'doctor@demo.test');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Requested'))).body.data.id;
  orderId = await orderInStatus(t, doctor, patientId, 10, ['E1390']);
});
afterAll(async () => {
  await t?.close();
  dataDir.remove();
});

describe('the supplier asks', () => {
  let requestId: number;

  it('creates a request; the prescriber is notified', async () => {
    const res = await supplier('POST', `/api/vendor/orders/${orderId}/document-requests`, {
      type: 'hipaa_consent',
      message: 'The signed consent, please.',
      due_date: '12/01/2030',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      order_id: orderId,
      type: 'hipaa_consent',
      status: 'pending',
      message: 'The signed consent, please.',
      due_date: '2030-12-01',
      vendor: { name: 'Sunrise Medical Supply' },
      practice: { name: 'Bennett Family Practice' },
      patient: { full_name: 'Requested Orderly' },
      requested_by: { name: 'Sam Rivera' },
      answered_by: null,
    });
    requestId = res.body.data.id;
    expect(await lastNotice(doctorId)).toMatchObject({
      title: `Document requested for order #${orderId}`,
      link: `/doctor/orders/${orderId}/edit/documents`,
    });
    expect(
      (await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'document_request.create'))).some(
        (a) => a.entity_id === requestId,
      ),
    ).toBe(true);
  });

  it('422 for an unknown type or a bad date; 409 for a second pending request of the same type', async () => {
    expect((await supplier('POST', `/api/vendor/orders/${orderId}/document-requests`, { type: 'selfie' })).body.errors).toEqual({
      type: ['The document type is not in the list.'],
    });
    expect((await supplier('POST', `/api/vendor/orders/${orderId}/document-requests`, { type: 'signature' })).status).toBe(422);
    expect(
      (await supplier('POST', `/api/vendor/orders/${orderId}/document-requests`, { type: 'aob', due_date: 'tomorrow' })).body.errors,
    ).toHaveProperty('due_date');
    expect((await supplier('POST', `/api/vendor/orders/${orderId}/document-requests`, { type: 'hipaa_consent' })).status).toBe(409);
  });

  it('the F2F shortcut asks for the face-to-face note', async () => {
    const res = await supplier('POST', `/api/vendor/orders/${orderId}/f2f`, { message: 'F2F for the concentrator' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'f2f_note', status: 'pending' });
    expect(
      (await supplier('GET', `/api/vendor/orders/${orderId}/document-requests`)).body.data.map((r: { type: string }) => r.type),
    ).toEqual(['f2f_note', 'hipaa_consent']);
  });

  it('staff need "order edit {status}"; another supplier gets 404', async () => {
    const east = await as(t, 'supplier.staff@demo.test', await idOf.location(t, 'East Branch'));
    expect((await east('POST', `/api/vendor/orders/${orderId}/document-requests`, { type: 'aob' })).status).toBe(403);
    expect((await east('GET', `/api/vendor/orders/${orderId}/document-requests`)).status).toBe(200);
    expect((await east('POST', `/api/vendor/document-requests/${requestId}/cancel`)).status).toBe(403);
    expect((await otherSupplier('POST', `/api/vendor/orders/${orderId}/document-requests`, { type: 'aob' })).status).toBe(404);
    expect((await otherSupplier('GET', `/api/vendor/orders/${orderId}/document-requests`)).status).toBe(404);
    expect((await otherSupplier('POST', `/api/vendor/document-requests/${requestId}/cancel`)).status).toBe(404);
  });

  it('the practice sees the requests addressed to it; another practice sees none', async () => {
    const mine = await doctor('GET', `/api/doctor/document-requests?order_id=${orderId}&status=pending`);
    expect(mine.status).toBe(200);
    expect(mine.body.meta.total).toBe(2);
    const seeded = await doctor('GET', '/api/doctor/document-requests?status=pending&rowsPerPage=100');
    expect(seeded.body.data.some((r: { order_id: number; type: string }) => r.order_id !== orderId && r.type === 'f2f_note')).toBe(true);
    expect((await otherDoctor('GET', '/api/doctor/document-requests')).body.meta.total).toBe(0);
    expect((await otherDoctor('PUT', `/api/doctor/document-requests/${requestId}`, { status: 'declined', note: 'no' })).status).toBe(404);
    expect((await doctor('GET', '/api/doctor/document-requests?status=lost')).status).toBe(422);
  });

  it('the practice fulfils with a document of the order and the requested type', async () => {
    expect((await doctor('PUT', `/api/doctor/document-requests/${requestId}`, { status: 'fulfilled' })).body.errors).toEqual({
      media_id: ['Choose the document that fulfils the request.'],
    });
    const wrongType = await uploadAsDoctor(orderId, 'aob');
    expect(
      (await doctor('PUT', `/api/doctor/document-requests/${requestId}`, { status: 'fulfilled', media_id: wrongType })).body.errors
        .media_id[0],
    ).toContain('the selected document is not one');
    const elsewhere = await uploadAsDoctor(await orderInStatus(t, doctor, patientId, 10, ['E0143']), 'hipaa_consent');
    expect(
      (await doctor('PUT', `/api/doctor/document-requests/${requestId}`, { status: 'fulfilled', media_id: elsewhere })).body.errors,
    ).toEqual({ media_id: ['The selected document is not a current document of this order.'] });

    const consent = await uploadAsDoctor(orderId, 'hipaa_consent');
    const res = await doctor('PUT', `/api/doctor/document-requests/${requestId}`, { status: 'fulfilled', media_id: consent });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'fulfilled', media_id: consent, answered_by: { id: doctorId } });
    expect(await lastNotice(await idOf.user(t, 'supplier@demo.test'))).toMatchObject({
      title: `Document request fulfilled for order #${orderId}`,
      level: 'success',
    });
    expect((await doctor('PUT', `/api/doctor/document-requests/${requestId}`, { status: 'declined', note: 'late' })).status).toBe(409);
    expect((await supplier('POST', `/api/vendor/document-requests/${requestId}/cancel`)).status).toBe(409);
  });

  it('declining needs a reason; a pending request can be cancelled by the supplier', async () => {
    const aob = (await supplier('POST', `/api/vendor/orders/${orderId}/document-requests`, { type: 'aob' })).body.data.id;
    expect((await doctor('PUT', `/api/doctor/document-requests/${aob}`, { status: 'declined' })).body.errors).toEqual({
      note: ['Say why the request is declined.'],
    });
    expect((await doctor('PUT', `/api/doctor/document-requests/${aob}`, { status: 'maybe' })).status).toBe(422);
    expect(
      (await doctor('PUT', `/api/doctor/document-requests/${aob}`, { status: 'declined', note: 'The patient signs the AOB at delivery.' }))
        .body.data,
    ).toMatchObject({ status: 'declined', answer_note: 'The patient signs the AOB at delivery.' });
    const pa = (await supplier('POST', `/api/vendor/orders/${orderId}/document-requests`, { type: 'pa_letter' })).body.data.id;
    expect((await supplier('POST', `/api/vendor/document-requests/${pa}/cancel`)).body.data).toMatchObject({
      status: 'cancelled',
      answered_by: { name: 'Sam Rivera' },
    });
  });

  it('signing the F2F note in the portal fulfils the pending F2F request', async () => {
    const f2f = (await supplier('GET', `/api/vendor/orders/${orderId}/document-requests`)).body.data.find(
      (r: { type: string }) => r.type === 'f2f_note',
    );
    expect(f2f.status).toBe('pending');
    await t.database.db.update(orders).set({ status: 22 }).where(eq(orders.id, orderId));
    const signed = await doctor('POST', `/api/doctor/orders/${orderId}/sign`, { signature: SIGNATURE });
    expect(signed.status).toBe(200);
    const after = (await supplier('GET', `/api/vendor/orders/${orderId}/document-requests`)).body.data.find(
      (r: { id: number }) => r.id === f2f.id,
    );
    expect(after).toMatchObject({ status: 'fulfilled', media_id: signed.body.data.documents[0].id, answered_by: { id: doctorId } });
  });
});
