import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orders, patientVendors } from '../../src/db/schema';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { as, diagnosisIds, equipmentIds, giveConsent, idOf, newPatient, SIGNATURE, tempDataDir, VALIDATION_STEP, type Call } from './helpers';

/**
 * One order through its whole life: a doctor drafts it, sends it (Pend HIPAA without consent), the supplier
 * works it through intake, the prescriber signs the CMN and the face-to-face note, prior authorisation comes
 * back, and it is Ready For Service. K0823 (a group 2 power wheelchair) needs both F2F and prior authorisation.
 */
let t: TestApp;
let doctor: Call;
let doctorStaff: Call;
let supplier: Call;
let sunrise: number;
let bennett: number;
let patientId: number;
let orderId: number;

const D = (path = '') => `/api/doctor/orders/${orderId}${path}`;
const V = (path = '') => `/api/vendor/orders/${orderId}${path}`;

const dataDir = tempDataDir();
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ dataDir: dataDir.dir }) });
  doctor = await as(t, 'doctor@demo.test');
  doctorStaff = await as(t, 'doctor.staff@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  sunrise = await idOf.account(t, 'Sunrise Medical Supply');
  bennett = await idOf.account(t, 'Bennett Family Practice');
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Lifecycle'))).body.data.id;
});
afterAll(async () => {
  await t?.close();
  dataDir.remove();
});

describe('a doctor drafts an order and sends it to the supplier', () => {
  it('creates a draft for a patient at an office', async () => {
    const downtown = await idOf.location(t, 'Downtown Office');
    const res = await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: downtown, vendor_id: sunrise, rx_date: '05/01/2026' });
    expect(res.status).toBe(200);
    orderId = res.body.data.id;
    expect(res.body.data).toMatchObject({
      status: 1,
      status_name: 'Draft',
      virtual_status: 1,
      patient_id: patientId,
      doctor_location_id: downtown,
      vendor: { id: sunrise, name: 'Sunrise Medical Supply' },
      doctor: { name: 'Dr. Olivia Bennett' },
      rx_date: '2026-05-01',
      insurance_id: null,
      commons: [],
    });
  });

  it('refuses to send an order without items, listing what is missing', async () => {
    const res = await doctor('POST', D('/status/1'));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: VALIDATION_STEP, errors: { checklist: ['At least one item is ordered'] } });
  });

  it('sends it to Pend HIPAA while the patient has not consented; the supplier sees neither order nor patient', async () => {
    const { K0823 } = await equipmentIds(t, 'K0823');
    expect((await doctor('POST', D('/commons'), { items: [{ equipment_id: K0823 }] })).status).toBe(200);
    const res = await doctor('POST', D('/status/1'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 3, status_name: 'Pend HIPAA', virtual_status: 3 });
    expect((await supplier('GET', V())).status).toBe(404);
    expect((await supplier('GET', `/api/vendor/patients/${patientId}`)).status).toBe(404);
  });

  it('Send to Initial waits for the consent, then hands the order and patient over to the supplier', async () => {
    const early = await doctor('POST', D('/status/3'));
    expect(early.status).toBe(422);
    expect(early.body.errors.checklist).toEqual(['The patient signed the HIPAA consent']);

    await giveConsent(t, patientId, bennett);
    const res = await doctor('POST', D('/status/3'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 5, virtual_status: -10, virtual_status_name: 'In work' });
    const links = await t.database.db.select().from(patientVendors).where(and(eq(patientVendors.patient_id, patientId), eq(patientVendors.vendor_id, sunrise)));
    expect(links).toHaveLength(1);
    expect((await supplier('GET', V())).body.data).toMatchObject({ status: 5, virtual_status: 5, status_name: 'Initial' });
  });
});

describe('the supplier works the order through intake', () => {
  it('Initial -> Intake', async () => {
    const res = await supplier('POST', V('/status/next'), { from: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(10);
  });

  it('refuses to leave Intake until insurance, diagnosis, addresses and confirmed items are there', async () => {
    const res = await supplier('POST', V('/status/next'));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: VALIDATION_STEP,
      errors: {
        checklist: ['An active insurance is attached', 'At least one diagnosis code', 'A billing address is chosen', 'A shipping address is chosen', 'The items are confirmed'],
      },
    });
    expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe(10);
  });

  it('fills the checklist item by item; validate reports it fulfilled', async () => {
    const address = (await supplier('POST', `/api/vendor/patients/${patientId}/addresses`, { address_1: '9 Elm St', city: 'Columbus', state: 'OH', zip: '43215', is_billing: true })).body.data;
    const policy = (await supplier('POST', `/api/vendor/patients/${patientId}/insurances`, { payer_name: 'Medicare DME MAC Jurisdiction B', type: 'primary', member_id: '55501234567' })).body.data;
    const put = await supplier('PUT', V(), { insurance_id: policy.id, billing_address_id: address.id, shipping_address_id: address.id });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ full_shipping_address: '9 Elm St, Columbus, OH 43215', insurance: { id: policy.id, is_active: true } });

    const { R2689 } = await diagnosisIds(t, 'R2689');
    expect((await supplier('POST', V('/diagnoses/attach'), { diagnosis_ids: [R2689] })).body.data).toMatchObject([{ code_dotted: 'R26.89', position: 1 }]);
    expect((await supplier('GET', V('/validate'))).body.data.checklist.filter((i: { done: boolean }) => !i.done).map((i: { key: string }) => i.key)).toEqual(['items_confirmed']);

    const confirmed = await supplier('POST', V('/commons/confirm'));
    expect(confirmed.body.data).toMatchObject({ commons_confirmation: true, commons: [{ hcpcs: 'K0823', confirmed: true }] });
    expect((await supplier('GET', V('/validate'))).body.data).toMatchObject({ status: 10, fulfilled: true, next: 20, step: { kind: 'button', label: 'Send to Pend PRSC' } });
  });

  it('Intake -> Pend PRSC, where the supplier cannot move it: it waits for the doctor', async () => {
    expect((await supplier('POST', V('/status/next'))).body.data.status).toBe(20);
    const res = await supplier('POST', V('/status/next'));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: VALIDATION_STEP, errors: { checklist: ['Waiting for Doctor signature'] } });
    expect((await supplier('GET', V('/validate'))).body.data.step).toEqual({ kind: 'text', text: 'Waiting for Doctor signature' });
  });
});

describe('the prescriber signs, prior authorisation comes back, the order is ready', () => {
  it('staff cannot sign for the prescriber', async () => {
    const res = await doctorStaff('POST', D('/status/20'), { signature: SIGNATURE });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only the prescriber can sign.');
  });

  it('Sign CMN needs the signature image', async () => {
    const res = await doctor('POST', D('/status/20'));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ signature: ['The signature is required.'] });
  });

  it('Sign CMN records the signature; the F2F note is still missing, so CMN Partly', async () => {
    expect((await doctor('GET', D('/status'))).body.data).toMatchObject({ virtual_status: 20, action: { code: 20, label: 'Sign CMN' } });
    const res = await doctor('POST', D('/status/20'), { signature: SIGNATURE });
    expect(res.status).toBe(200);
    const doctorId = await idOf.user(t, 'doctor@demo.test');
    expect(res.body.data).toMatchObject({ status: 21, virtual_status: -10, prsc_signed_by: doctorId, f2f_signed_at: null });
    expect(res.body.data.prsc_signed_at).not.toBeNull();
  });

  it('a sign action of another status answers 409', async () => {
    const res = await doctor('POST', D('/status/22'), { signature: SIGNATURE });
    expect(res.status).toBe(409);
  });

  it('CMN Partly -> Pend F2F; Sign F2F moves it to CMN Received', async () => {
    expect((await supplier('POST', V('/status/next'))).body.data.status).toBe(22);
    const res = await doctor('POST', D('/status/22'), { signature: SIGNATURE });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 25, virtual_status: -10 });
    expect(res.body.data.f2f_signed_at).not.toBeNull();
  });

  it('CMN Received -> CMN Verified -> PA Pending (the item needs prior authorisation) -> PA Received', async () => {
    for (const to of [27, 30, 35]) expect((await supplier('POST', V('/status/next'))).body.data.status).toBe(to);
  });

  it('PA Received needs the prior number; with it, the order is Ready For Service', async () => {
    const refused = await supplier('POST', V('/status/next'));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.checklist).toEqual(['The prior-authorisation number is entered']);
    expect((await supplier('PUT', V(), { prior_number: '1234-5678-9012-3456' })).body.data.prior_number).toBe('1234567890123456');
    const res = await supplier('POST', V('/status/next'));
    expect(res.body.data).toMatchObject({ status: 40, status_name: 'Ready For Service' });
    expect((await supplier('GET', V('/validate'))).body.data).toMatchObject({ step: { kind: 'button', to: 70, label: 'Send to Delivery' }, fulfilled: false });
  });
});

describe('history and audit', () => {
  it('the supplier sees every change with who made it', async () => {
    const rows = (await supplier('GET', V('/history'))).body.data as { from: number | null; to: number; user: { name: string } }[];
    expect(rows.map((r) => [r.from, r.to, r.user.name])).toEqual([
      [null, 1, 'Dr. Olivia Bennett'],
      [1, 3, 'Dr. Olivia Bennett'],
      [3, 5, 'Dr. Olivia Bennett'],
      [5, 10, 'Sam Rivera'],
      [10, 20, 'Sam Rivera'],
      [20, 21, 'Dr. Olivia Bennett'],
      [21, 22, 'Sam Rivera'],
      [22, 25, 'Dr. Olivia Bennett'],
      [25, 27, 'Sam Rivera'],
      [27, 30, 'Sam Rivera'],
      [30, 35, 'Sam Rivera'],
      [35, 40, 'Sam Rivera'],
    ]);
  });

  it('the doctor sees the same history in its own statuses, without the supplier-internal steps', async () => {
    const rows = (await doctor('GET', D('/history'))).body.data as { from: number | null; to: number; to_name: string }[];
    expect(rows.map((r) => [r.from, r.to])).toEqual([
      [null, 1],
      [1, 3],
      [3, -10],
      [-10, 20],
      [20, -10],
      [-10, 22],
      [22, -10],
    ]);
    expect(rows[2]!.to_name).toBe('In work');
  });

  it('every transition has its audit row', async () => {
    const rows = await t.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'order'), eq(auditLogs.entity_id, orderId), eq(auditLogs.action, 'order.status')));
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)!.after).toMatchObject({ status: 40 });
  });
});

describe('virtual statuses in the doctor list', () => {
  it('the order is In work for the doctor, with its real status alongside', async () => {
    const inWork = (await doctor('GET', '/api/doctor/orders?status=-10&rowsPerPage=100')).body.data as { id: number; status: number; virtual_status: number }[];
    expect(inWork.find((o) => o.id === orderId)).toMatchObject({ status: 40, virtual_status: -10 });
    expect(inWork.every((o) => o.virtual_status === -10)).toBe(true);
    const all = (await doctor('GET', '/api/doctor/orders?status=all&rowsPerPage=100')).body;
    expect(all.meta).toMatchObject({ page: 1, rowsPerPage: 100 });
    expect(all.data.some((o: { id: number }) => o.id === orderId)).toBe(true);
  });

  it('a delivered order shows as Delivered', async () => {
    await t.database.db.update(orders).set({ status: 80 }).where(eq(orders.id, orderId));
    const delivered = (await doctor('GET', '/api/doctor/orders?status=-100&rowsPerPage=100')).body.data as { id: number; virtual_status: number; virtual_status_name: string }[];
    expect(delivered.find((o) => o.id === orderId)).toMatchObject({ virtual_status: -100, virtual_status_name: 'Delivered' });
    expect((await doctor('GET', '/api/doctor/orders?status=-10&rowsPerPage=100')).body.data.some((o: { id: number }) => o.id === orderId)).toBe(false);
  });
});
