import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { accounts, patients, users } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { hashPassword } from '../../src/lib/secrets';
import { bearer, type TestApp } from '../helpers/test-app';

/** Another tenant, made directly in the database: an account and its owner (password: the demo one). */
export async function createTenant(db: Db, type: 'doctor' | 'supplier', name: string) {
  const [account] = await db.insert(accounts).values({ type, name }).returning();
  const login = `${name.toLowerCase().replace(/\W+/g, '.')}@other.test`;
  const [owner] = await db
    .insert(users)
    .values({ account_id: account!.id, name: `${name} Owner`, login, email: login, role: type, password_hash: await hashPassword(DEMO_PASSWORD), verified_at: new Date() })
    .returning();
  return { accountId: account!.id, userId: owner!.id, login };
}

export async function seededPatientId(db: Db, first: string, last: string): Promise<number> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.first_name, first), eq(patients.last_name, last)))
    .orderBy(patients.id)
    .limit(1);
  if (!row) throw new Error(`No seeded patient ${first} ${last}`);
  return row.id;
}

export async function accountIdOf(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  return row!.id;
}

/** A JSON call with a bearer token; answers status and parsed body. */
export function caller(t: TestApp, token: string) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? res.json() : undefined, res };
  };
}

export const newPatient = (over: Record<string, unknown> = {}) => ({
  first_name: 'Evelyn',
  last_name: 'Marsh',
  dob: '04/12/1950',
  gender: 'F',
  phone: '+1 (614) 555-0199',
  email: 'evelyn.marsh@example.com',
  medicare_id: '5550123-4567',
  ...over,
});
