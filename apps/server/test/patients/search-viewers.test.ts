import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, patients, patientSearchNames, patientVendors } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { accountIdOf, caller, createTenant } from './helpers';

/**
 * A name search reads only the names of patients the caller's lists may show (patient_search_names.viewers, kept by
 * triggers, migration 0029): another tenant's "Smith"s are never read, and a patient becomes searchable for an
 * account as soon as one of its lists can show the patient.
 */
let t: TestApp;
let doctor: ReturnType<typeof caller>;
let supplier: ReturnType<typeof caller>;
let practiceId: number;
let supplierId: number;

beforeAll(async () => {
  t = await createTestApp();
  doctor = caller(t, await t.tokenFor('doctor@demo.test'));
  supplier = caller(t, await t.tokenFor('supplier@demo.test'));
  practiceId = await accountIdOf(t.database.db, 'Bennett Family Practice');
  supplierId = await accountIdOf(t.database.db, 'Sunrise Medical Supply');
});
afterAll(() => t?.close());

const viewersOf = async (patientId: number) =>
  (
    await t.database.db
      .select({ viewers: patientSearchNames.viewers })
      .from(patientSearchNames)
      .where(eq(patientSearchNames.patient_id, patientId))
  )[0]?.viewers;
const idsOf = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

async function patientOf(accountId: number, first: string, last: string): Promise<number> {
  const [row] = await t.database.db
    .insert(patients)
    .values({ account_id: accountId, first_name: first, last_name: last, dob: '1950-02-03', gender: 'F' })
    .returning();
  return row!.id;
}

describe('who a searched name is read for', () => {
  it("keeps another practice's patient out of every search until a supplier is linked to the patient", async () => {
    const far = await createTenant(t.database.db, 'doctor', 'Far Hills Clinic');
    const patientId = await patientOf(far.accountId, 'Zebulon', 'Quartermaine');
    expect(await viewersOf(patientId)).toEqual([far.accountId]);

    expect(idsOf((await doctor('GET', '/api/doctor/patients?search=quartermaine')).body)).toEqual([]);
    expect(idsOf((await supplier('GET', '/api/vendor/patients?search=quartermaine')).body)).toEqual([]);

    await t.database.db.insert(patientVendors).values({ patient_id: patientId, vendor_id: supplierId });
    expect(await viewersOf(patientId)).toEqual([far.accountId, supplierId].sort((a, b) => a - b));
    expect(idsOf((await supplier('GET', '/api/vendor/patients?search=zebulon quartermaine')).body)).toEqual([patientId]);
    expect(idsOf((await doctor('GET', '/api/doctor/patients?search=quartermaine')).body)).toEqual([]);
  });

  it("finds a supplier's own patient in the practice's orders once the supplier orders for one of its doctors", async () => {
    const patientId = await patientOf(supplierId, 'Philippa', 'Winterbourne');
    await t.database.db.insert(patientVendors).values({ patient_id: patientId, vendor_id: supplierId });
    expect(await viewersOf(patientId)).toEqual([supplierId]);
    expect(idsOf((await doctor('GET', '/api/doctor/orders?search=winterbourne')).body)).toEqual([]);

    const [order] = await t.database.db
      .insert(orders)
      .values({ status: 10, patient_id: patientId, vendor_id: supplierId, doctor_account_id: practiceId })
      .returning();
    expect(await viewersOf(patientId)).toEqual([practiceId, supplierId].sort((a, b) => a - b));
    expect(idsOf((await doctor('GET', '/api/doctor/orders?search=philippa winterbourne')).body)).toEqual([order!.id]);
    expect(idsOf((await supplier('GET', '/api/vendor/orders?search=winterbourne')).body)).toEqual([order!.id]);
    // The doctor's patients list is the practice's own patients: the order does not put her there.
    expect(idsOf((await doctor('GET', '/api/doctor/patients?search=winterbourne')).body)).toEqual([]);
  });

  it('moves an order to another patient with its accounts, and never drops an account', async () => {
    const from = await patientOf(practiceId, 'Leopold', 'Ashcombe');
    const to = await patientOf(practiceId, 'Leopold', 'Ashcombe-Price');
    const [order] = await t.database.db
      .insert(orders)
      .values({ status: 10, patient_id: from, vendor_id: supplierId, doctor_account_id: practiceId })
      .returning();
    await t.database.db.update(orders).set({ patient_id: to }).where(eq(orders.id, order!.id));
    const both = [practiceId, supplierId].sort((a, b) => a - b);
    expect(await viewersOf(to)).toEqual(both);
    // The first patient's suborders and claims may still name it (a merge moves orders only).
    expect(await viewersOf(from)).toEqual(both);
  });
});
