import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, patients } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { caller, newPatient, seededPatientId } from './helpers';

let t: TestApp;
let doctor: ReturnType<typeof caller>;
let doctorStaff: ReturnType<typeof caller>;
let supplier: ReturnType<typeof caller>;
let supplierStaff: ReturnType<typeof caller>;
let patientId: number;

beforeAll(async () => {
  t = await createTestApp();
  doctor = caller(t, await t.tokenFor('doctor@demo.test'));
  doctorStaff = caller(t, await t.tokenFor('doctor.staff@demo.test'));
  supplier = caller(t, await t.tokenFor('supplier@demo.test'));
  supplierStaff = caller(t, await t.tokenFor('supplier.staff@demo.test'));
});
afterAll(() => t?.close());

const base = (id = patientId) => `/api/doctor/patients/${id}`;

describe('a doctor keeps a patient record with its addresses, contacts and insurances', () => {
  it('creates a patient; masked input is stored as digits and only the last 4 of an SSN are kept', async () => {
    const res = await doctor('POST', '/api/doctor/patients', newPatient({ ssn_last4: '123-45-6789', height_in: 65 }));
    expect(res.status).toBe(200);
    const p = res.body.data;
    patientId = p.id;
    expect(p).toMatchObject({ first_name: 'Evelyn', dob: '1950-04-12', phone: '6145550199', medicare_id: '55501234567', ssn_last4: '6789', is_owner: true, full_name: 'Evelyn Marsh', height_in: 65 });
    const [row] = await t.database.db.select().from(patients).where(eq(patients.id, patientId));
    expect(JSON.stringify(row)).not.toContain('123456789');
  });

  it('adds an address (full address computed), a contact, and primary and secondary insurance', async () => {
    const address = await doctor('POST', `${base()}/addresses`, { title: 'Home', address_1: '12 Elm St', address_2: 'Unit 3', city: 'Columbus', state: 'oh', zip: '43215', is_billing: true });
    expect(address.status).toBe(200);
    expect(address.body.data).toMatchObject({ state: 'OH', country: 'US', is_billing: true, full_address: '12 Elm St, Unit 3, Columbus, OH 43215' });

    const contact = await doctor('POST', `${base()}/contacts`, { name: 'Tom Marsh', relationship: 'Son', phone: '614-555-0100', is_emergency: true });
    expect(contact.status).toBe(200);
    expect(contact.body.data).toMatchObject({ phone: '6145550100', is_emergency: true });

    const primary = await doctor('POST', `${base()}/insurances`, { payer_name: 'Medicare DME MAC Jurisdiction B', type: 'primary', member_id: '55501234567' });
    const secondary = await doctor('POST', `${base()}/insurances`, { payer_name: 'Aetna', type: 'secondary', member_id: 'W55500001', group_number: 'G-1', relationship: false, subscriber_name: 'Tom Marsh', subscriber_dob: '1975-02-01' });
    expect([primary.status, secondary.status]).toEqual([200, 200]);
    expect(primary.body.data).toMatchObject({ type: 'primary', relationship: true, is_active: true, payer_id: null });

    const list = await doctor('GET', `${base()}/insurances`);
    expect(list.body.data.map((i: { type: string }) => i.type)).toEqual(['primary', 'secondary']);
  });

  it('edits the patient and a record; fields not sent stay, cleared fields are emptied', async () => {
    const res = await doctor('PUT', base(), { last_name: 'Marsh-Hill', email: '', notes: 'Prefers morning calls.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ last_name: 'Marsh-Hill', first_name: 'Evelyn', email: null, notes: 'Prefers morning calls.', phone: '6145550199' });

    const [address] = (await doctor('GET', `${base()}/addresses`)).body.data;
    const changed = await doctor('PUT', `${base()}/addresses/${address.id}`, { address_2: '' });
    expect(changed.body.data).toMatchObject({ address_2: '', is_billing: true, full_address: '12 Elm St, Columbus, OH 43215' });
  });

  it('answers 422 with field errors for a bad ZIP, state and phone, and for a birth date in the future', async () => {
    const address = await doctor('POST', `${base()}/addresses`, { address_1: '1 Main St', city: 'Columbus', state: 'XX', zip: '4321' });
    expect(address.status).toBe(422);
    expect(address.body.errors).toEqual({ state: ['The state must be a US state code.'], zip: ['The zip must be 5 digits.'] });

    const phone = await doctor('PUT', base(), { phone: '555-0199' });
    expect(phone.status).toBe(422);
    expect(phone.body.errors.phone).toEqual(['The phone must be a US number: +1 (###) ###-####.']);

    const dob = await doctor('POST', '/api/doctor/patients', newPatient({ dob: '01/01/2999' }));
    expect(dob.status).toBe(422);
    expect(dob.body.errors.dob).toEqual(['The date of birth may not be in the future.']);

    const medicare = await doctor('POST', '/api/doctor/patients', newPatient({ medicare_id: '12-34' }));
    expect(medicare.body.errors.medicare_id).toEqual(['The Medicare id must be #######-####.']);
  });

  it('keeps at most one active insurance of each type and asks a dependant for the subscriber', async () => {
    const second = await doctor('POST', `${base()}/insurances`, { payer_name: 'Humana', type: 'primary', member_id: 'H1' });
    expect(second.status).toBe(422);
    expect(Object.keys(second.body.errors)).toEqual(['type']);

    const ended = await doctor('POST', `${base()}/insurances`, { payer_name: 'Humana', type: 'primary', member_id: 'H1', effective_date: '2015-01-01', termination_date: '2016-01-01' });
    expect(ended.status).toBe(200);
    expect(ended.body.data.is_active).toBe(false);

    const dependant = await doctor('POST', `${base()}/insurances`, { payer_name: 'Cigna', type: 'secondary', member_id: 'C1', relationship: false, termination_date: '2010-01-01' });
    expect(dependant.status).toBe(422);
    expect(Object.keys(dependant.body.errors).sort()).toEqual(['subscriber_dob', 'subscriber_name']);

    const noPayer = await doctor('POST', `${base()}/insurances`, { type: 'secondary', member_id: 'C1', termination_date: '2010-01-01' });
    expect(noPayer.body.errors).toEqual({ payer_name: ['The payer field is required.'] });
  });

  it('keeps one billing address: marking another one unmarks the first', async () => {
    const second = await doctor('POST', `${base()}/addresses`, { address_1: '9 Oak Ave', city: 'Dublin', state: 'OH', zip: '43017', is_billing: true });
    expect(second.status).toBe(200);
    const all = (await doctor('GET', `${base()}/addresses`)).body.data as { id: number; is_billing: boolean }[];
    expect(all.filter((a) => a.is_billing).map((a) => a.id)).toEqual([second.body.data.id]);
  });

  it('finds patients by name, date of birth and member id', async () => {
    const search = async (q: string) => ((await doctor('GET', `/api/doctor/patients?search=${encodeURIComponent(q)}`)).body.data as { id: number }[]).map((p) => p.id);
    expect(await search('evelyn marsh')).toEqual([patientId]);
    expect(await search('04/12/1950')).toEqual([patientId]);
    expect(await search('W55500001')).toEqual([patientId]);
    expect(await search('5550123-4567')).toEqual([patientId]);
    const page = await doctor('GET', '/api/doctor/patients?rowsPerPage=25&sortBy=dob&sortType=asc');
    // The practice's five demo patients (Walsh is the patient app's, seed-patient-app) and the one made here.
    expect(page.body.meta).toEqual({ total: 6, page: 1, rowsPerPage: 25 });
    expect(page.body.data[0].last_name).toBe('Kim');
  });

  it("doctor staff act for the owner's practice, and every write is audited with who did it", async () => {
    const res = await doctorStaff('POST', `${base()}/history`, { condition: 'Osteoarthritis of knee', icd10: 'm17.11', date: '2020-05-01' });
    expect(res.status).toBe(200);
    expect(res.body.data.icd10).toBe('M17.11');
    const rows = await t.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'patient_history'), eq(auditLogs.entity_id, res.body.data.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.action).toBe('patient_history.create');
    const created = await t.database.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'patient.create'), eq(auditLogs.entity_id, patientId)));
    expect(created).toHaveLength(1);
    expect(JSON.stringify(created[0]!.after)).not.toContain('6789');
  });
});

describe('deleting', () => {
  it('supplier staff without "patient_insurance delete" cannot delete an insurance; the owner and the doctor can', async () => {
    const ellison = await seededPatientId(t.database.db, 'Margaret', 'Ellison');
    const [secondary] = (await supplier('GET', `/api/vendor/patients/${ellison}/insurances`)).body.data.filter((i: { type: string }) => i.type === 'secondary');
    expect((await supplierStaff('DELETE', `/api/vendor/patients/${ellison}/insurances/${secondary.id}`)).status).toBe(403);
    expect((await supplier('DELETE', `/api/vendor/patients/${ellison}/insurances/${secondary.id}`)).status).toBe(204);
    expect((await supplier('GET', `/api/vendor/patients/${ellison}/insurances`)).body.data).toHaveLength(1);

    const [ended] = (await doctor('GET', `${base()}/insurances`)).body.data.filter((i: { is_active: boolean }) => !i.is_active);
    expect((await doctor('DELETE', `${base()}/insurances/${ended.id}`)).status).toBe(204);
    expect((await doctor('DELETE', `${base()}/insurances/${ended.id}`)).status).toBe(404);
  });

  it('soft-deletes a patient: it answers 404 afterwards and the row stays', async () => {
    const created = (await doctor('POST', '/api/doctor/patients', newPatient({ first_name: 'Temp' }))).body.data;
    expect((await doctor('DELETE', base(created.id))).status).toBe(204);
    expect((await doctor('GET', base(created.id))).status).toBe(404);
    const [row] = await t.database.db.select().from(patients).where(eq(patients.id, created.id));
    expect(row!.deleted_at).not.toBeNull();
  });
});
