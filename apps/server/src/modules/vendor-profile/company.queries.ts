import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, supplierProfiles } from '../../db/schema';

export type SupplierProfileRow = typeof supplierProfiles.$inferSelect;
export type SupplierProfileValues = Partial<Omit<SupplierProfileRow, 'account_id' | 'created_at' | 'updated_at'>>;

/** The company with its profile row (null until first saved); only supplier accounts match. */
export async function findCompany(db: Queryable, accountId: number) {
  const [row] = await db
    .select({ account: accounts, profile: supplierProfiles })
    .from(accounts)
    .leftJoin(supplierProfiles, eq(supplierProfiles.account_id, accounts.id))
    .where(and(eq(accounts.id, accountId), eq(accounts.type, 'supplier')))
    .limit(1);
  return row;
}

export async function renameAccount(db: Queryable, accountId: number, name: string) {
  await db
    .update(accounts)
    .set({ name, updated_at: sql`now()` })
    .where(eq(accounts.id, accountId));
}

export async function upsertSupplierProfile(db: Queryable, accountId: number, values: SupplierProfileValues) {
  await db
    .insert(supplierProfiles)
    .values({ account_id: accountId, ...values })
    .onConflictDoUpdate({ target: supplierProfiles.account_id, set: { ...values, updated_at: sql`now()` } });
}

/** Another company holding the NPI (an organisation has one NPI, and one company here per NPI). */
export async function findNpiHolder(db: Queryable, npi: string, exceptAccountId: number) {
  const [row] = await db
    .select({ id: supplierProfiles.account_id })
    .from(supplierProfiles)
    .where(and(eq(supplierProfiles.npi, npi), ne(supplierProfiles.account_id, exceptAccountId)))
    .limit(1);
  return row;
}
