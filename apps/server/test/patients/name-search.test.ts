import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { patientNameSuffixes, patientSearchNames } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { caller, newPatient } from './helpers';

/**
 * The name every list searches (patient_search_names, kept by a trigger, and the suffixes of its words per viewer in
 * patient_name_suffixes, kept by another): first, middle and last name, in any case, each word anywhere inside one of
 * the name's words, a word's own % and _ taken literally; a change of name is searched at once.
 */
let t: TestApp;
let doctor: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  doctor = caller(t, await t.tokenFor('doctor@demo.test'));
});
afterAll(() => t?.close());

const patientsFound = async (q: string) =>
  ((await doctor('GET', `/api/doctor/patients?search=${encodeURIComponent(q)}`)).body.data as { id: number }[]).map((p) => p.id);
const ordersFound = async (q: string) =>
  ((await doctor('GET', `/api/doctor/orders?rowsPerPage=100&search=${encodeURIComponent(q)}`)).body.data as { id: number; patient: { id: number } }[]);
const suffixesOf = async (id: number) =>
  (await t.database.db.select({ suffix: patientNameSuffixes.suffix, viewer: patientNameSuffixes.viewer }).from(patientNameSuffixes).where(eq(patientNameSuffixes.patient_id, id))).map(
    (r) => `${r.viewer}:${r.suffix}`,
  );
const searchedName = async (id: number) =>
  (await t.database.db.select({ name: patientSearchNames.name }).from(patientSearchNames).where(eq(patientSearchNames.patient_id, id)))[0]?.name;

describe('name search', () => {
  it('keeps the searched name with the patient: written on creation, rewritten on a change of name', async () => {
    const created = await doctor('POST', '/api/doctor/patients', newPatient({ first_name: 'Océane', middle_name: 'Bea', last_name: "O'Hara_Smith" }));
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(await searchedName(id)).toBe("océane bea o'hara_smith");

    expect(await patientsFound('OCÉANE')).toEqual([id]);
    expect(await patientsFound('bea hara')).toEqual([id]);
    expect(await patientsFound('hara_s')).toEqual([id]);
    // `_` and `%` are the user's characters, not wildcards.
    expect(await patientsFound('hara%smith')).toEqual([]);
    expect(await patientsFound('o_hara')).toEqual([]);
    expect(await patientsFound('océane nobody')).toEqual([]);

    expect((await doctor('PUT', `/api/doctor/patients/${id}`, { middle_name: '', last_name: 'Lindqvist' })).status).toBe(200);
    expect(await searchedName(id)).toBe('océane lindqvist');
    expect(await patientsFound('hara')).toEqual([]);
    expect(await patientsFound('lindqvist')).toEqual([id]);
    // Inside a word, but never across two.
    expect(await patientsFound('NDQV')).toEqual([id]);
    expect(await patientsFound('anelind')).toEqual([]);
    // The old name's suffixes went with it: each suffix of "océane" and "lindqvist" once for the practice.
    const rows = await suffixesOf(id);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.map((r) => r.replace(/^\d+:/, '')).sort()).toEqual(
      [...['océane', 'céane', 'éane', 'ane', 'ne', 'e'], ...['lindqvist', 'indqvist', 'ndqvist', 'dqvist', 'qvist', 'vist', 'ist', 'st', 't']].sort(),
    );
  });

  it("finds a patient's orders by any of the patient's names, the middle one too", async () => {
    const [first] = await ordersFound('');
    const patientId = first!.patient.id;
    expect((await doctor('PUT', `/api/doctor/patients/${patientId}`, { middle_name: 'Quillon' })).status).toBe(200);

    const found = await ordersFound('quillon');
    expect(found.map((o) => o.id)).toContain(first!.id);
    expect(new Set(found.map((o) => o.patient.id))).toEqual(new Set([patientId]));

    expect((await doctor('PUT', `/api/doctor/patients/${patientId}`, { middle_name: '' })).status).toBe(200);
    expect(await ordersFound('quillon')).toEqual([]);
  });
});
