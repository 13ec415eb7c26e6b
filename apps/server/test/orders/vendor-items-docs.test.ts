import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { media, orders, patientVendors } from '../../src/db/schema';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, equipmentIds, giveConsent, idOf, newPatient, orderInStatus, tempDataDir, type Call } from './helpers';

/** Supplier calls on lines and documents: archive an item, attach the PT, generate the AOB. */
let t: TestApp;
let doctor: Call;
let supplier: Call;
let otherSupplier: Call;
let patientId: number;

const V = (id: number, path = '') => `/api/vendor/orders/${id}${path}`;
const linesOf = async (id: number) =>
  (await supplier('GET', V(id))).body.data.commons as { id: number; hcpcs: string; archived_at: string | null }[];

const dataDir = tempDataDir();
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ dataDir: dataDir.dir }) });
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  otherSupplier = await as(t, (await createTenant(t.database.db, 'supplier', 'Northwind Home Medical')).login);
  patientId = (await doctor('POST', '/api/doctor/patients', newPatient('Lines'))).body.data.id;
  await giveConsent(t, patientId, await idOf.account(t, 'Bennett Family Practice'));
});
afterAll(async () => {
  await t?.close();
  dataDir.remove();
});

describe('archiving an item', () => {
  it('archives a line: it stays on the order, marked, and leaves the checklist', async () => {
    const id = await orderInStatus(t, doctor, patientId, 40, ['E0601', 'A7030']);
    const [cpap, mask] = await linesOf(id);
    await supplier('POST', `/api/vendor/commons/${cpap!.id}/set-sku`, { sku: 'RESMED-AS10-001' });
    await supplier('PUT', `/api/vendor/commons/${cpap!.id}/serial`, { serial: 'SN22841903' });
    expect((await supplier('GET', V(id, '/validate'))).body.data.fulfilled).toBe(false);
    const res = await supplier('POST', `/api/vendor/commons/${mask!.id}/archive`);
    expect(res.status).toBe(200);
    expect(res.body.data.archived_at).toEqual(expect.any(String));
    expect((await linesOf(id)).find((l) => l.id === mask!.id)!.archived_at).not.toBeNull();
    // The only line without stock is archived: Ready For Service may go on.
    expect((await supplier('GET', V(id, '/validate'))).body.data.fulfilled).toBe(true);
    expect((await supplier('POST', `/api/vendor/commons/${mask!.id}/archive`)).status).toBe(409);
  });

  it('422 for the last active line; 409 in Delivery; 404 for another supplier', async () => {
    const single = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    const [only] = await linesOf(single);
    expect((await supplier('POST', `/api/vendor/commons/${only!.id}/archive`)).status).toBe(422);
    const delivery = await orderInStatus(t, doctor, patientId, 70, ['E0601', 'A7030']);
    const [line] = await linesOf(delivery);
    expect((await supplier('POST', `/api/vendor/commons/${line!.id}/archive`)).status).toBe(409);
    expect((await otherSupplier('POST', `/api/vendor/commons/${line!.id}/archive`)).status).toBe(404);
  });
});

describe('over-the-counter items', () => {
  it('adds an OTC item to the order of a line; again adds up; the items lose their confirmation', async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0601']);
    await supplier('POST', V(id, '/commons/confirm'));
    const [line] = await linesOf(id);
    const { E0143 } = await equipmentIds(t, 'E0143');
    const res = await supplier('POST', `/api/vendor/commons/${line!.id}/otc`, { equipment_id: E0143 });
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { hcpcs: string }) => i.hcpcs)).toEqual(['E0601', 'E0143']);
    expect((await supplier('GET', V(id))).body.data.commons_confirmation).toBe(false);
    const again = await supplier('POST', `/api/vendor/commons/${line!.id}/otc`, { equipment_id: E0143, quantity: 0 });
    expect(again.status).toBe(422);
  });

  it('422 for a prescription item; 409 in Delivery; 404 for another supplier', async () => {
    const { E0601, E0143 } = await equipmentIds(t, 'E0601', 'E0143');
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0601']);
    const [line] = await linesOf(id);
    const res = await supplier('POST', `/api/vendor/commons/${line!.id}/otc`, { equipment_id: E0601 });
    expect(res.status).toBe(422);
    expect(res.body.errors.equipment_id).toEqual(['The selected item is not an over-the-counter item.']);
    const delivery = await orderInStatus(t, doctor, patientId, 70, ['E0601']);
    const [out] = await linesOf(delivery);
    expect((await supplier('POST', `/api/vendor/commons/${out!.id}/otc`, { equipment_id: E0143 })).status).toBe(409);
    expect((await otherSupplier('POST', `/api/vendor/commons/${line!.id}/otc`, { equipment_id: E0143 })).status).toBe(404);
  });
});

describe('attaching the physical therapist', () => {
  it("attaches the practice's PT at the office she works at", async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    const pt = await idOf.user(t, 'doctor.pt@demo.test');
    const north = await idOf.location(t, 'North Clinic');
    const res = await supplier('POST', V(id, '/pt/attach'), { pt_type: 'doctor_staff', pt_id: pt, pt_location_id: north });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ pt_type: 'doctor_staff', pt_id: pt, pt_location_id: north });
  });

  it('422 for someone who is not a PT, a PT elsewhere, or a bad type; 404 for another supplier', async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    const pt = await idOf.user(t, 'doctor.pt@demo.test');
    const staff = await idOf.user(t, 'doctor.staff@demo.test');
    expect((await supplier('POST', V(id, '/pt/attach'), { pt_type: 'doctor_staff', pt_id: staff })).body.errors.pt_id).toBeDefined();
    expect(
      (
        await supplier('POST', V(id, '/pt/attach'), {
          pt_type: 'doctor_staff',
          pt_id: pt,
          pt_location_id: await idOf.location(t, 'Downtown Office'),
        })
      ).body.errors.pt_location_id,
    ).toBeDefined();
    expect((await supplier('POST', V(id, '/pt/attach'), { pt_type: 'supplier_staff', pt_id: pt })).status).toBe(422);
    expect((await supplier('POST', V(id, '/pt/attach'), { pt_type: 'nurse', pt_id: pt })).status).toBe(422);
    expect((await otherSupplier('POST', V(id, '/pt/attach'), { pt_type: 'doctor_staff', pt_id: pt })).status).toBe(404);
  });
});

describe('the assignment of benefits', () => {
  it('files a PDF as the aob document; a second one archives the first', async () => {
    const policy = await doctor('POST', `/api/doctor/patients/${patientId}/insurances`, {
      payer_name: 'Medicare',
      type: 'primary',
      member_id: 'AOB1',
    });
    const id = await orderInStatus(t, doctor, patientId, 40, ['E0601']);
    // The supplier sees the patient once the order reached it (the status was set directly here).
    await supplier('POST', V(id, '/insurance/attach'), { insurance_id: policy.body.data.id });
    await t.database.db
      .insert(patientVendors)
      .values({ patient_id: patientId, vendor_id: await idOf.account(t, 'Sunrise Medical Supply') })
      .onConflictDoNothing();
    const first = await supplier('POST', V(id, '/aob'));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ type: 'aob', mime: 'application/pdf' });
    const second = await supplier('POST', V(id, '/aob'));
    expect(second.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(media)
      .where(and(eq(media.order_id, id), eq(media.type, 'aob')));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === first.body.data.id)!.archived_at).not.toBeNull();
    expect(rows.find((r) => r.id === second.body.data.id)!.archived_at).toBeNull();
  });

  it('422 without a policy; 404 for another supplier', async () => {
    const id = await orderInStatus(t, doctor, patientId, 10, ['E0601']);
    await t.database.db.update(orders).set({ insurance_id: null }).where(eq(orders.id, id));
    const res = await supplier('POST', V(id, '/aob'));
    expect(res.status).toBe(422);
    expect(res.body.errors.insurance_id).toBeDefined();
    expect((await otherSupplier('POST', V(id, '/aob'))).status).toBe(404);
  });
});
