import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, practiceVendors, supplierProfiles, vendorInsurances } from '../../db/schema';
import { countUpTo, escapeLike, type PageWindow } from '../../lib/paging';

export type PracticeVendorRow = typeof practiceVendors.$inferSelect;

/**
 * Supplier companies are a directory every practice reads (a doctor must be able to choose any supplier); what
 * the directory shows is the company's public face: name, contacts, address and the payers it accepts. The
 * practice's own settings are joined by the caller's practice id only.
 */
const practiceLink = (practiceId: number) =>
  and(eq(practiceVendors.vendor_id, accounts.id), eq(practiceVendors.practice_account_id, practiceId));

const insurancesCount = sql<number>`(select count(*)::int from ${vendorInsurances} where ${vendorInsurances.account_id} = ${accounts.id} and ${vendorInsurances.is_active})`;
const isPreferred = sql<boolean>`coalesce(${practiceVendors.is_preferred}, false)`;

const selection = { account: accounts, profile: supplierProfiles, is_preferred: isPreferred, insurances_count: insurancesCount };

export interface SupplierFilter {
  search?: string;
  preferred?: boolean;
  payerId?: string;
}

function conditions(f: SupplierFilter): SQL | undefined {
  const term = f.search?.trim();
  const digits = term?.replace(/\D/g, '') ?? '';
  return and(
    eq(accounts.type, 'supplier'),
    term
      ? or(
          ilike(accounts.name, `%${escapeLike(term)}%`),
          ilike(supplierProfiles.city, `${escapeLike(term)}%`),
          digits.length === 10 ? eq(supplierProfiles.npi, digits) : undefined,
        )
      : undefined,
    f.preferred ? eq(practiceVendors.is_preferred, true) : undefined,
    f.payerId
      ? sql`exists (select 1 from ${vendorInsurances} where ${vendorInsurances.account_id} = ${accounts.id} and ${vendorInsurances.is_active} and ${vendorInsurances.payer_id} = ${f.payerId})`
      : undefined,
  );
}

export async function findSuppliers(
  db: Queryable,
  practiceId: number,
  f: SupplierFilter,
  page: PageWindow & { sortBy?: 'name' | 'city'; sortType?: 'asc' | 'desc' },
) {
  const where = conditions(f);
  const dir = page.sortType === 'desc' ? desc : asc;
  const sortColumn = page.sortBy === 'city' ? supplierProfiles.city : accounts.name;
  const rows = await db
    .select(selection)
    .from(accounts)
    .leftJoin(supplierProfiles, eq(supplierProfiles.account_id, accounts.id))
    .leftJoin(practiceVendors, practiceLink(practiceId))
    .where(where)
    .orderBy(desc(isPreferred), dir(sortColumn), asc(accounts.id))
    .limit(page.limit)
    .offset(page.offset);
  const counted = db
    .select({ one: sql`1` })
    .from(accounts)
    .leftJoin(supplierProfiles, eq(supplierProfiles.account_id, accounts.id))
    .leftJoin(practiceVendors, practiceLink(practiceId))
    .where(where);
  return { rows, total: await countUpTo(db, counted.$dynamic(), page) };
}

export type SupplierView = Awaited<ReturnType<typeof findSuppliers>>['rows'][number];

export async function findSupplier(db: Queryable, practiceId: number, vendorId: number): Promise<SupplierView | undefined> {
  const [row] = await db
    .select(selection)
    .from(accounts)
    .leftJoin(supplierProfiles, eq(supplierProfiles.account_id, accounts.id))
    .leftJoin(practiceVendors, practiceLink(practiceId))
    .where(and(eq(accounts.type, 'supplier'), eq(accounts.id, vendorId)))
    .limit(1);
  return row;
}

export async function findPracticeVendor(db: Queryable, practiceId: number, vendorId: number): Promise<PracticeVendorRow | undefined> {
  const [row] = await db
    .select()
    .from(practiceVendors)
    .where(and(eq(practiceVendors.practice_account_id, practiceId), eq(practiceVendors.vendor_id, vendorId)))
    .limit(1);
  return row;
}

export async function upsertPracticeVendor(
  db: Queryable,
  practiceId: number,
  vendorId: number,
  values: { is_preferred?: boolean; payer_ids?: string[]; updated_by: number },
) {
  await db
    .insert(practiceVendors)
    .values({ practice_account_id: practiceId, vendor_id: vendorId, ...values })
    .onConflictDoUpdate({
      target: [practiceVendors.practice_account_id, practiceVendors.vendor_id],
      set: { ...values, updated_at: sql`now()` },
    });
}
