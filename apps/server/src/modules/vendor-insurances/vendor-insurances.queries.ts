import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { payers, vendorInsurances } from '../../db/schema';
import { countUpTo, escapeLike, type PageWindow, type Total } from '../../lib/paging';

export type VendorInsuranceRow = typeof vendorInsurances.$inferSelect;
export type PayerRow = typeof payers.$inferSelect;
export interface VendorInsuranceView {
  insurance: VendorInsuranceRow;
  payer: PayerRow;
}

export interface VendorInsuranceFilter {
  search?: string;
  type?: PayerRow['type'];
  isActive?: boolean;
}

const selection = { insurance: vendorInsurances, payer: payers };
const mine = (accountId: number) => eq(vendorInsurances.account_id, accountId);

function conditions(accountId: number, f: VendorInsuranceFilter): SQL | undefined {
  const term = f.search?.trim();
  return and(
    mine(accountId),
    term ? or(ilike(payers.name, `%${escapeLike(term)}%`), ilike(payers.payer_id, `${escapeLike(term)}%`)) : undefined,
    f.type ? eq(payers.type, f.type) : undefined,
    f.isActive === undefined ? undefined : eq(vendorInsurances.is_active, f.isActive),
  );
}

const SORTS = { name: payers.name, payer_id: payers.payer_id, created_at: vendorInsurances.created_at } as const;

export async function findVendorInsurances(
  db: Queryable,
  accountId: number,
  f: VendorInsuranceFilter,
  page: PageWindow & { sortBy?: keyof typeof SORTS; sortType?: 'asc' | 'desc' },
): Promise<{ rows: VendorInsuranceView[]; total: Total }> {
  const where = conditions(accountId, f);
  const dir = page.sortType === 'desc' ? desc : asc;
  const rows = await db
    .select(selection)
    .from(vendorInsurances)
    .innerJoin(payers, eq(payers.payer_id, vendorInsurances.payer_id))
    .where(where)
    .orderBy(dir(SORTS[page.sortBy ?? 'name']), asc(vendorInsurances.id))
    .limit(page.limit)
    .offset(page.offset);
  const counted = db
    .select({ one: sql`1` })
    .from(vendorInsurances)
    .innerJoin(payers, eq(payers.payer_id, vendorInsurances.payer_id))
    .where(where);
  return { rows, total: await countUpTo(db, counted.$dynamic(), page) };
}

export async function findVendorInsurance(db: Queryable, accountId: number, id: number): Promise<VendorInsuranceView | undefined> {
  const [row] = await db
    .select(selection)
    .from(vendorInsurances)
    .innerJoin(payers, eq(payers.payer_id, vendorInsurances.payer_id))
    .where(and(mine(accountId), eq(vendorInsurances.id, id)))
    .limit(1);
  return row;
}

/** The supplier's active payers (what doctors see), in payer order. */
export async function findActiveVendorPayers(db: Queryable, accountId: number): Promise<VendorInsuranceView[]> {
  return db
    .select(selection)
    .from(vendorInsurances)
    .innerJoin(payers, eq(payers.payer_id, vendorInsurances.payer_id))
    .where(and(mine(accountId), eq(vendorInsurances.is_active, true)))
    .orderBy(sql`case ${payers.type} when 'medicare' then 0 when 'medicaid' then 1 else 2 end`, asc(payers.name));
}

export async function findListedPayer(db: Queryable, payerId: string): Promise<PayerRow | undefined> {
  const [row] = await db
    .select()
    .from(payers)
    .where(and(eq(payers.payer_id, payerId), eq(payers.is_active, true)))
    .limit(1);
  return row;
}

/** Inserts unless the company already lists the payer; answers the new row or undefined. */
export async function insertVendorInsurance(
  db: Queryable,
  values: typeof vendorInsurances.$inferInsert,
): Promise<VendorInsuranceRow | undefined> {
  const [row] = await db.insert(vendorInsurances).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateVendorInsurance(
  db: Queryable,
  accountId: number,
  id: number,
  values: Partial<typeof vendorInsurances.$inferInsert>,
) {
  await db
    .update(vendorInsurances)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(mine(accountId), eq(vendorInsurances.id, id)));
}

export async function deleteVendorInsurance(db: Queryable, accountId: number, id: number) {
  await db.delete(vendorInsurances).where(and(mine(accountId), eq(vendorInsurances.id, id)));
}
