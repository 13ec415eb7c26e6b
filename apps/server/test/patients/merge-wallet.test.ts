import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  auditLogs,
  locations,
  media,
  orders,
  patientAccidents,
  patientAddresses,
  patientAgents,
  patientContacts,
  patientHistory,
  patientInsurances,
  patients,
  patientVendors,
  patientWalletEntries,
  users,
} from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { accountIdOf, caller, createTenant, newPatient, seededPatientId } from './helpers';

let t: TestApp;
let supplier: ReturnType<typeof caller>;
let otherSupplier: ReturnType<typeof caller>;
let sunrise: number;
let ellison: number;
let survivor: number;
let duplicate: number;

const TABLES = { addresses: patientAddresses, contacts: patientContacts, insurances: patientInsurances, history: patientHistory, accidents: patientAccidents, wallet: patientWalletEntries, agents: patientAgents, media, orders };

async function counts(patientId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.patient_id, patientId));
    out[name] = row!.n;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  supplier = caller(t, await t.tokenFor('supplier@demo.test'));
  const supplier2 = await createTenant(db, 'supplier', 'Northwind Home Medical');
  otherSupplier = caller(t, await t.tokenFor(supplier2.login));
  sunrise = await accountIdOf(db, 'Sunrise Medical Supply');
  ellison = await seededPatientId(db, 'Margaret', 'Ellison');
  const jennings = await db.select({ id: patients.id }).from(patients).where(eq(patients.last_name, 'Jennings')).orderBy(patients.id);
  [survivor, duplicate] = jennings.map((j) => j.id) as [number, number];
});
afterAll(() => t?.close());

describe('duplicates', () => {
  it('finds the seeded pair by name and date of birth and by Medicare id, mergeable', async () => {
    const res = await supplier('GET', `/api/vendor/patients/${survivor}/duplicates`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ patient: { id: duplicate }, reasons: ['name_dob', 'medicare_id'], can_merge: true });
  });

  it("finds a practice's linked patient by member id, but it cannot be merged", async () => {
    const mine = (await supplier('POST', '/api/vendor/patients', newPatient({ first_name: 'Peggy', medicare_id: null }))).body.data.id;
    await supplier('POST', `/api/vendor/patients/${mine}/insurances`, { payer_name: 'Aetna', type: 'secondary', member_id: 'w184402931' });
    const res = await supplier('GET', `/api/vendor/patients/${mine}/duplicates`);
    expect(res.body.data).toEqual([expect.objectContaining({ patient: expect.objectContaining({ id: ellison }), reasons: ['member_id'], can_merge: false })]);
  });
});

describe('merge', () => {
  it('refuses patients of other tenants: 404 when invisible, 422 when only linked, and a patient into itself', async () => {
    const theirs = (await otherSupplier('POST', '/api/vendor/patients', newPatient())).body.data.id;
    expect((await supplier('POST', `/api/vendor/patients/${survivor}/merge`, { duplicate_id: theirs })).status).toBe(404);
    const linked = await supplier('POST', `/api/vendor/patients/${survivor}/merge`, { duplicate_id: ellison });
    expect(linked.status).toBe(422);
    expect(Object.keys(linked.body.errors)).toEqual(['duplicate_id']);
    expect((await supplier('POST', `/api/vendor/patients/${ellison}/merge`, { duplicate_id: survivor })).status).toBe(422);
    expect((await supplier('POST', `/api/vendor/patients/${survivor}/merge`, { duplicate_id: survivor })).status).toBe(422);
    expect((await counts(ellison)).insurances).toBe(2);
  });

  it('moves every linked record to the survivor in one transaction and soft-deletes the duplicate', async () => {
    const db = t.database.db;
    const dup = `/api/vendor/patients/${duplicate}`;
    await supplier('POST', `${dup}/contacts`, { name: 'Ruth Jennings', relationship: 'Spouse', phone: '6145550135' });
    await supplier('POST', `${dup}/insurances`, { payer_name: 'Humana', type: 'primary', member_id: 'H0001' });
    await supplier('POST', `/api/vendor/patients/${survivor}/insurances`, { payer_name: 'Medicare', type: 'primary', member_id: '73104582296' });
    await supplier('POST', `${dup}/history`, { condition: 'Congestive heart failure', icd10: 'I50.9' });
    await supplier('POST', `${dup}/accidents`, { date: '2023-12-01', type: 'other', description: 'Fall at home' });
    await supplier('POST', `${dup}/deposit`, { amount: 1500 });
    const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'supplier.staff@demo.test'));
    await supplier('POST', `${dup}/agents`, { user_id: staff!.id });
    await db.insert(media).values({ account_id: sunrise, patient_id: duplicate, type: 'other', original_name: 'a.pdf', mime: 'application/pdf', size: 1, sha256: 'x', storage_key: `${sunrise}/2025/${'a'.repeat(32)}` });
    await db.insert(orders).values({ status: 5, vendor_id: sunrise, patient_id: duplicate });
    const before = { survivor: await counts(survivor), duplicate: await counts(duplicate) };
    expect(before.duplicate).toMatchObject({ addresses: 1, contacts: 1, insurances: 1, history: 1, accidents: 1, wallet: 1, agents: 1, media: 1, orders: 1 });

    // A failure at the last step (here: a trigger refusing the duplicate's deletion) must leave everything in place.
    await db.execute(sql`create function refuse_merge() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await db.execute(sql.raw(`create trigger refuse_merge before update of merged_into on patients for each row execute function refuse_merge()`));
    expect((await supplier('POST', `/api/vendor/patients/${survivor}/merge`, { duplicate_id: duplicate })).status).toBe(500);
    expect(await counts(duplicate)).toEqual(before.duplicate);
    await db.execute(sql`drop trigger refuse_merge on patients`);

    const res = await supplier('POST', `/api/vendor/patients/${survivor}/merge`, { duplicate_id: duplicate });
    expect(res.status).toBe(200);
    expect(res.body.data.moved).toMatchObject({ addresses: 1, contacts: 1, insurances: 1, history: 1, accidents: 1, wallet_entries: 1, media: 1, orders: 1, vendor_links: 1, agents: 1 });
    const after = await counts(survivor);
    for (const [name, n] of Object.entries(before.duplicate)) expect(after[name], name).toBe(before.survivor[name]! + n);
    expect(Object.values(await counts(duplicate)).every((n) => n === 0)).toBe(true);

    const [gone] = await db.select().from(patients).where(eq(patients.id, duplicate));
    expect(gone!.deleted_at).not.toBeNull();
    expect(gone!.merged_into).toBe(survivor);
    expect((await supplier('GET', dup)).status).toBe(404);
    // Still one active primary, and one billing address.
    const insurances = (await supplier('GET', `/api/vendor/patients/${survivor}/insurances`)).body.data as { type: string; is_active: boolean }[];
    expect(insurances.filter((i) => i.type === 'primary' && i.is_active)).toHaveLength(1);
    const addresses = (await supplier('GET', `/api/vendor/patients/${survivor}/addresses`)).body.data as { is_billing: boolean }[];
    expect(addresses.filter((a) => a.is_billing)).toHaveLength(1);
    expect((await db.select().from(patientVendors).where(eq(patientVendors.patient_id, survivor))).map((l) => l.vendor_id)).toEqual([sunrise]);

    const audits = await db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'patient'), inArray(auditLogs.action, ['patient.merge', 'patient.merged_into'])));
    expect(audits.map((a) => [a.action, a.entity_id])).toEqual([
      ['patient.merge', survivor],
      ['patient.merged_into', duplicate],
    ]);
  });
});

describe('wallet', () => {
  it('appends deposits and answers the balance in cents', async () => {
    expect((await supplier('GET', `/api/vendor/patients/${ellison}/wallet`)).body.data.balance).toBe(5000);
    const res = await supplier('POST', `/api/vendor/patients/${ellison}/deposit`, { amount: 2500, method: 'check', note: 'Co-pay' });
    expect(res.status).toBe(200);
    expect(res.body.data.balance).toBe(7500);
    expect(res.body.data.entries[0]).toMatchObject({ kind: 'deposit', amount: 2500, method: 'check' });
    expect((await supplier('POST', `/api/vendor/patients/${ellison}/deposit`, { amount: -100 })).status).toBe(422);
    expect((await supplier('POST', `/api/vendor/patients/${ellison}/deposit`, { amount: 12.5 })).status).toBe(422);
  });

  it("each supplier sees only its own ledger of a shared patient", async () => {
    const northwind = await accountIdOf(t.database.db, 'Northwind Home Medical');
    await t.database.db.insert(patientVendors).values({ patient_id: ellison, vendor_id: northwind });
    const res = await otherSupplier('GET', `/api/vendor/patients/${ellison}/wallet`);
    expect(res.body.data).toEqual({ patient_id: ellison, balance: 0, entries: [] });
  });
});

describe('agents and logs', () => {
  it('attaches a user of the company once, and refuses a user of another account', async () => {
    const [staff] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'supplier.hr@demo.test'));
    const [doctor] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'doctor@demo.test'));
    await supplier('POST', `/api/vendor/patients/${ellison}/agents`, { user_id: staff!.id });
    const again = await supplier('POST', `/api/vendor/patients/${ellison}/agents`, { user_id: staff!.id });
    expect(again.body.data).toEqual([expect.objectContaining({ user_id: staff!.id, name: 'Helen Ortiz' })]);
    expect((await supplier('POST', `/api/vendor/patients/${ellison}/agents`, { user_id: doctor!.id })).status).toBe(422);
    expect((await otherSupplier('GET', `/api/vendor/patients/${ellison}/agents`)).body.data).toEqual([]);
  });

  it("shows the company's own audit rows of the patient to holders of `logs`, not another tenant's", async () => {
    const doctor = caller(t, await t.tokenFor('doctor@demo.test'));
    expect((await doctor('PUT', `/api/doctor/patients/${ellison}`, { notes: 'Practice note' })).status).toBe(200);
    const hrToken = await t.tokenFor('supplier.hr@demo.test');
    const [main] = await t.database.db.select({ id: locations.id }).from(locations).where(eq(locations.name, 'Main Warehouse'));
    const res = await t.app.inject({ method: 'GET', url: `/api/vendor/patients/${ellison}/logs`, headers: { ...bearer(hrToken), 'x-location-id': String(main!.id) } });
    expect(res.statusCode).toBe(200);
    const actions = res.json().data.map((l: { action: string }) => l.action);
    // The practice's own edit (patient.update) is not the supplier's to read.
    expect([...actions].sort()).toEqual(['patient_agent.attach', 'patient_wallet.deposit']);
    const theirs = (await otherSupplier('GET', `/api/vendor/patients/${ellison}/logs`)).body;
    expect(theirs.meta.total).toBe(0);
    const staff = await caller(t, await t.tokenFor('supplier.staff@demo.test'))('GET', `/api/vendor/patients/${ellison}/logs`);
    expect(staff.status).toBe(403);
  });
});
