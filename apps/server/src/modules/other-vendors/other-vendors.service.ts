import { and, asc, desc, eq, ilike, ne } from 'drizzle-orm';
import type { OtherVendor, OtherVendorsQuery } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { accounts, supplierProfiles } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { notFound } from '../../lib/app-error';
import { containsPattern, countUpTo, pageMeta, windowOf, type Page } from '../../lib/paging';

/**
 * Supplier companies other than the caller's, by name: where an order can be passed on to. Only what a company
 * shows every practice (name and town), never another company's staff, payers or patients.
 */
export async function listOtherVendors(db: Queryable, actor: Actor, q: OtherVendorsQuery): Promise<Page<OtherVendor>> {
  if (actor.accountId === null) throw notFound('Company');
  const where = and(eq(accounts.type, 'supplier'), ne(accounts.id, actor.accountId), q.search?.trim() ? ilike(accounts.name, containsPattern(q.search.trim())) : undefined);
  const window = windowOf(q);
  const rows = await db
    .select({ id: accounts.id, name: accounts.name, city: supplierProfiles.city, state: supplierProfiles.state })
    .from(accounts)
    .leftJoin(supplierProfiles, eq(supplierProfiles.account_id, accounts.id))
    .where(where)
    .orderBy(q.sortType === 'desc' ? desc(accounts.name) : asc(accounts.name), asc(accounts.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = await countUpTo(db, db.select({ id: accounts.id }).from(accounts).where(where).$dynamic(), window);
  return { data: rows.map((r) => ({ ...r, city: r.city ?? '', state: r.state ?? '' })), meta: pageMeta(total, q) };
}
