import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { accounts, diagnoses, equipmentItems, locations, orders, patientHipaaConsents, users, warehouses } from '../../src/db/schema';
import { bearer, type TestApp } from '../helpers/test-app';

/** A JSON caller signed in as `login`, optionally at a location (X-Location-Id) like the browser sends it. */
export async function as(t: TestApp, login: string, locationId?: number) {
  const token = await t.tokenFor(login);
  const headers = { ...bearer(token), ...(locationId ? { 'x-location-id': String(locationId) } : {}) };
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
}

export type Call = Awaited<ReturnType<typeof as>>;

export const idOf = {
  account: async (t: TestApp, name: string) => (await t.database.db.select().from(accounts).where(eq(accounts.name, name)))[0]!.id,
  user: async (t: TestApp, login: string) => (await t.database.db.select().from(users).where(eq(users.login, login)))[0]!.id,
  location: async (t: TestApp, name: string) => (await t.database.db.select().from(locations).where(eq(locations.name, name)))[0]!.id,
  warehouse: async (t: TestApp, name: string) => (await t.database.db.select().from(warehouses).where(eq(warehouses.name, name)))[0]!.id,
};

/** Catalogue ids by HCPCS code. */
export async function equipmentIds(t: TestApp, ...codes: string[]): Promise<Record<string, number>> {
  const rows = await t.database.db.select().from(equipmentItems).where(inArray(equipmentItems.hcpcs, codes));
  return Object.fromEntries(rows.map((r) => [r.hcpcs, r.id]));
}

/** ICD-10-CM ids by code without the dot. */
export async function diagnosisIds(t: TestApp, ...codes: string[]): Promise<Record<string, number>> {
  const rows = await t.database.db.select().from(diagnoses).where(inArray(diagnoses.code, codes));
  return Object.fromEntries(rows.map((r) => [r.code, r.id]));
}

/** The patient signed the HIPAA consent (what the public signing page records). */
export async function giveConsent(t: TestApp, patientId: number, accountId: number): Promise<void> {
  const now = new Date();
  await t.database.db.insert(patientHipaaConsents).values({ patient_id: patientId, account_id: accountId, token_hash: randomBytes(32).toString('hex'), expires_at: now, signed_at: now, signer_name: 'Test Patient' });
}

export const newPatient = (first: string, over: Record<string, unknown> = {}) => ({ first_name: first, last_name: 'Orderly', dob: '02/03/1951', gender: 'F', ...over });

export const VALIDATION_STEP = 'To move to the next status all actions need to be fulfilled';

/** A 1x1 PNG as the signature pad sends it (a data URL). */
export const SIGNATURE = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='}`;

/** A fresh DATA_DIR for a test file whose calls store files (signed PDFs, uploads); remove it after. */
export function tempDataDir(prefix = 'dme-orders-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A practice order for `patientId` with the items and diagnoses, moved straight to `status` in the database (the
 * transitions themselves are covered by lifecycle.test.ts): a quick start for tests of what happens in a status.
 */
export async function orderInStatus(t: TestApp, doctor: Call, patientId: number, status: number, items: string[], dx: string[] = ['J449']): Promise<number> {
  const office = await idOf.location(t, 'Downtown Office');
  const vendor = await idOf.account(t, 'Sunrise Medical Supply');
  const id = (await doctor('POST', '/api/doctor/orders', { user_id: patientId, doctor_location_id: office, vendor_id: vendor })).body.data.id as number;
  const equipment = await equipmentIds(t, ...items);
  await doctor('POST', `/api/doctor/orders/${id}/commons`, { items: items.map((code) => ({ equipment_id: equipment[code] })) });
  const codes = await diagnosisIds(t, ...dx);
  await doctor('POST', `/api/doctor/orders/${id}/diagnoses/attach`, { diagnosis_ids: dx.map((c) => codes[c]) });
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, id));
  return id;
}
