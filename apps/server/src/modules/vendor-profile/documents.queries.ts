import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { containsPattern, countUpTo, rowsOf, type PageWindow, type Total } from '../../lib/paging';
import { media, users } from '../../db/schema';
import type { MediaView } from '../media/media.queries';

export interface CompanyDocumentFilter {
  type?: string;
  archived?: boolean;
  search?: string;
}

export interface DocumentPage extends PageWindow {
  sortBy?: 'created_at' | 'type' | 'original_name';
  sortType?: 'asc' | 'desc';
}

/**
 * Company documents are the company's own media attached to no patient and no order: the media module already
 * serves exactly those to their account (open, download, delete), so only the list lives here.
 */
export async function findCompanyDocuments(
  db: Queryable,
  accountId: number,
  f: CompanyDocumentFilter,
  page: DocumentPage,
): Promise<{ rows: MediaView[]; total: Total }> {
  const conds: (SQL | undefined)[] = [
    eq(media.account_id, accountId),
    isNull(media.patient_id),
    isNull(media.order_id),
    isNull(media.deleted_at),
  ];
  if (!f.archived) conds.push(isNull(media.archived_at));
  if (f.type) conds.push(eq(media.type, f.type));
  const term = f.search?.trim();
  if (term) conds.push(sql`${media.original_name} ilike ${containsPattern(term)}`);
  const where = and(...conds);
  const sortBy = page.sortBy ?? 'created_at';
  const dir = page.sortType === 'asc' || (!page.sortType && sortBy !== 'created_at') ? asc : desc;
  const rows = await db
    .select({ media, uploaded_by_name: users.name })
    .from(media)
    .leftJoin(users, eq(users.id, media.uploaded_by))
    .where(where)
    .orderBy(dir(media[sortBy]), desc(media.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, media, where), page);
  return { rows, total };
}
