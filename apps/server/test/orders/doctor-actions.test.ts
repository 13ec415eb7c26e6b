import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, catalogPresets, orders, orderStatusHistory } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, diagnosisIds, equipmentIds, giveConsent, idOf, newPatient, orderInStatus, type Call } from './helpers';

/** Doctor-side order actions: items from a preset, contacts from the profile, split, recall, refills. */
let t: TestApp;
let doctor: Call;
let supplier: Call;
let otherDoctor: Call;
let patientId: number;
let downtown: number;
let sunrise: number;
let eq_: Record<string, number>;

const D = (id: number, path = '') => `/api/doctor/orders/${id}${path}`;

async function draft(items: string[] = []): Promise<number> {
  const id = (await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: downtown, vendor_id: sunrise })).body
    .data.id as number;
  if (items.length)
    expect((await doctor('POST', D(id, '/commons'), { items: items.map((c) => ({ equipment_id: eq_[c] })) })).status).toBe(200);
  return id;
}

const historyOf = async (id: number) =>
  t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, id)).orderBy(orderStatusHistory.id);

beforeAll(async () => {
  t = await createTestApp();
  doctor = await as(t, 'doctor@demo.test');
  supplier = await as(t, 'supplier@demo.test');
  otherDoctor = await as(t, (await createTenant(t.database.db, 'doctor', 'Lakeside Pediatrics')).login);
  downtown = await idOf.location(t, 'Downtown Office');
  sunrise = await idOf.account(t, 'Sunrise Medical Supply');
  eq_ = await equipmentIds(t, 'E0601', 'A7030', 'A7035', 'E0143', 'K0001');
  const patient = await doctor('POST', '/api/doctor/patients', newPatient('Actions'));
  patientId = patient.body.data.id;
});
afterAll(() => t?.close());

describe('commons-from-preset', () => {
  it("adds the preset's items to a draft next to the ones already there", async () => {
    const preset = await doctor('POST', '/api/doctor/catalog-presets', {
      name: 'CPAP start',
      items: [
        { equipment_id: eq_.E0601, qty: 1 },
        { equipment_id: eq_.A7030, qty: 1 },
      ],
    });
    expect(preset.status).toBe(201);
    const id = await draft(['A7035']);
    const res = await doctor('POST', D(id, `/commons-from-preset/${preset.body.data.id}`));
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries((res.body.data as { hcpcs: string; quantity: number }[]).map((i) => [i.hcpcs, i.quantity]));
    expect(byCode).toEqual({ A7030: 1, A7035: 1, E0601: 1 });
  });

  it("another practice's preset answers 404; an empty preset 422", async () => {
    const theirs = await otherDoctor('POST', '/api/doctor/catalog-presets', {
      name: 'Theirs',
      items: [{ equipment_id: eq_.E0143, qty: 1 }],
    });
    const id = await draft();
    expect((await doctor('POST', D(id, `/commons-from-preset/${theirs.body.data.id}`))).status).toBe(404);
    // The preset form refuses an empty set; one emptied by a catalogue clean-up still answers 422, not a no-op.
    const [empty] = await t.database.db
      .insert(catalogPresets)
      .values({ account_id: await idOf.account(t, 'Bennett Family Practice'), name: 'Empty', items: [] })
      .returning();
    const res = await doctor('POST', D(id, `/commons-from-preset/${empty!.id}`));
    expect(res.status).toBe(422);
    expect(res.body.errors.presetId).toEqual(['The preset has no items.']);
  });

  it('refuses a sent order (409) and answers 404 for another practice', async () => {
    const preset = await doctor('POST', '/api/doctor/catalog-presets', { name: 'Walker', items: [{ equipment_id: eq_.E0143, qty: 1 }] });
    const sent = await orderInStatus(t, doctor, patientId, 5, ['E0143']);
    expect((await doctor('POST', D(sent, `/commons-from-preset/${preset.body.data.id}`))).status).toBe(409);
    expect((await otherDoctor('POST', D(sent, `/commons-from-preset/${preset.body.data.id}`))).status).toBe(404);
  });
});

describe('contacts-from-profile', () => {
  it("resets the draft's addresses to the patient's billing address", async () => {
    const address = await doctor('POST', `/api/doctor/patients/${patientId}/addresses`, {
      title: 'Home',
      address_1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      is_billing: true,
    });
    expect(address.status).toBe(200);
    const id = await draft();
    await t.database.db.update(orders).set({ billing_address_id: null, shipping_address_id: null }).where(eq(orders.id, id));
    const res = await doctor('POST', D(id, '/contacts-from-profile'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ billing_address_id: address.body.data.id, shipping_address_id: address.body.data.id });
    const logged = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, id), eq(auditLogs.action, 'order.contacts_from_profile')));
    expect(logged).toHaveLength(1);
  });

  it('answers 404 to another practice and 409 once sent', async () => {
    const id = await draft();
    expect((await otherDoctor('POST', D(id, '/contacts-from-profile'))).status).toBe(404);
    const sent = await orderInStatus(t, doctor, patientId, 5, ['E0143']);
    expect((await doctor('POST', D(sent, '/contacts-from-profile'))).status).toBe(409);
  });
});

describe('split', () => {
  it('moves the chosen items to a new draft that keeps the diagnoses, with a creation history row', async () => {
    const id = await draft(['E0601', 'A7030', 'A7035']);
    const { G4733 } = await diagnosisIds(t, 'G4733');
    await doctor('POST', D(id, '/diagnoses/attach'), { diagnosis_ids: [G4733] });
    const before = (await doctor('GET', D(id))).body.data;
    const moving = before.commons.filter((c: { hcpcs: string }) => c.hcpcs !== 'E0601').map((c: { id: number }) => c.id);
    const res = await doctor('POST', D(id, '/split'), { item_ids: moving });
    expect(res.status).toBe(200);
    const { order, new_order } = res.body.data;
    expect(order.commons.map((c: { hcpcs: string }) => c.hcpcs)).toEqual(['E0601']);
    expect(new_order.commons.map((c: { hcpcs: string }) => c.hcpcs).sort()).toEqual(['A7030', 'A7035']);
    expect(new_order).toMatchObject({ status: 1, patient_id: patientId, vendor_id: sunrise, doctor_location_id: downtown });
    expect(new_order.diagnoses.map((d: { code: string }) => d.code)).toEqual(['G4733']);
    const rows = await historyOf(new_order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ from_status: null, to_status: 1, note: `Split from order #${id}` });
    const [saved] = await t.database.db.select().from(orders).where(eq(orders.id, new_order.id));
    expect(saved!.split_from).toBe(id);
  });

  it('422 when every item or an item of another order is chosen', async () => {
    const id = await draft(['E0601', 'A7030']);
    const items = (await doctor('GET', D(id))).body.data.commons.map((c: { id: number }) => c.id);
    const all = await doctor('POST', D(id, '/split'), { item_ids: items });
    expect(all.status).toBe(422);
    expect(all.body.errors.item_ids).toEqual(['At least one item must stay on the order.']);
    const other = await draft(['E0143']);
    const foreign = (await doctor('GET', D(other))).body.data.commons[0].id;
    expect((await doctor('POST', D(id, '/split'), { item_ids: [foreign] })).status).toBe(422);
    expect((await doctor('POST', D(id, '/split'), { item_ids: [] })).status).toBe(422);
  });

  it('409 for a doctor once the order was sent; 404 for another practice', async () => {
    const sent = await orderInStatus(t, doctor, patientId, 5, ['E0601', 'A7030']);
    const items = (await doctor('GET', D(sent))).body.data.commons.map((c: { id: number }) => c.id);
    expect((await doctor('POST', D(sent, '/split'), { item_ids: [items[0]] })).status).toBe(409);
    expect((await otherDoctor('POST', D(sent, '/split'), { item_ids: [items[0]] })).status).toBe(404);
  });
});

describe('recall', () => {
  it('takes an order in Initial back to Draft with a history row; the supplier no longer sees it', async () => {
    await giveConsent(t, patientId, await idOf.account(t, 'Bennett Family Practice'));
    const id = await draft(['E0143']);
    expect((await doctor('POST', D(id, '/status/1'))).body.data.status).toBe(5);
    const res = await doctor('POST', D(id, '/recall'), { note: 'Wrong item' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 1, status_name: 'Draft' });
    const last = (await historyOf(id)).at(-1)!;
    expect(last).toMatchObject({ from_status: 5, to_status: 1, note: 'Wrong item' });
    expect((await supplier('GET', `/api/vendor/orders/${id}`)).status).toBe(404);
  });

  it('409 once the supplier started (Intake), for a draft, and for a stale `from`', async () => {
    const intake = await orderInStatus(t, doctor, patientId, 10, ['E0143']);
    expect((await doctor('POST', D(intake, '/recall'))).status).toBe(409);
    const id = await draft(['E0143']);
    expect((await doctor('POST', D(id, '/recall'))).status).toBe(409);
    const initial = await orderInStatus(t, doctor, patientId, 5, ['E0143']);
    expect((await doctor('POST', D(initial, '/recall'), { from: 3 })).status).toBe(409);
    expect((await otherDoctor('POST', D(initial, '/recall'))).status).toBe(404);
  });
});

describe('refills', () => {
  it('cancels the remaining refills, refuses twice, restores them', async () => {
    const id = (
      await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: downtown, vendor_id: sunrise, refills_total: 3 })
    ).body.data.id;
    const cancelled = await doctor('POST', D(id, '/refills/cancel'));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.refills_cancelled_at).toEqual(expect.any(String));
    expect((await doctor('POST', D(id, '/refills/cancel'))).status).toBe(409);
    const restored = await doctor('POST', D(id, '/refills/restore'));
    expect(restored.status).toBe(200);
    expect(restored.body.data.refills_cancelled_at).toBeNull();
    expect((await doctor('POST', D(id, '/refills/restore'))).status).toBe(409);
    expect((await otherDoctor('POST', D(id, '/refills/cancel'))).status).toBe(404);
  });

  it('409 when the order has no refills', async () => {
    const id = await draft();
    const res = await doctor('POST', D(id, '/refills/cancel'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('No refills remain to cancel.');
  });
});
