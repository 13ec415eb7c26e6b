import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { containsPattern, countUpTo, rowsOf, type PageWindow } from '../../lib/paging';
import { media, orderSignatures, users } from '../../db/schema';

/** A document with its uploader's name and, when signed in the portal, its signature (without the image). */
const selection = {
  media,
  uploaded_by_name: users.name,
  signature: {
    id: orderSignatures.id,
    kind: orderSignatures.kind,
    version: orderSignatures.version,
    signer_id: orderSignatures.signer_id,
    signer_name: orderSignatures.signer_name,
    signer_npi: orderSignatures.signer_npi,
    via: orderSignatures.via,
    signed_at: orderSignatures.signed_at,
    content_hash: orderSignatures.content_hash,
    pdf_sha256: orderSignatures.pdf_sha256,
    superseded_at: orderSignatures.superseded_at,
  },
};

const documentQuery = (db: Queryable) =>
  db
    .select(selection)
    .from(media)
    .leftJoin(users, eq(users.id, media.uploaded_by))
    .leftJoin(orderSignatures, eq(orderSignatures.media_id, media.id));

export type OrderDocumentRow = Awaited<ReturnType<typeof findDocumentsByIds>>[number];

export interface OrderDocumentFilter {
  orderId: number;
  type?: string;
  archived?: boolean;
  search?: string;
}

export interface Page extends PageWindow {
  sortBy?: 'created_at' | 'type' | 'original_name';
  sortType?: 'asc' | 'desc';
}

export async function findOrderDocuments(db: Queryable, f: OrderDocumentFilter, page: Page) {
  const conds: (SQL | undefined)[] = [eq(media.order_id, f.orderId), isNull(media.deleted_at)];
  if (!f.archived) conds.push(isNull(media.archived_at));
  if (f.type) conds.push(eq(media.type, f.type));
  const term = f.search?.trim();
  if (term) conds.push(sql`${media.original_name} ilike ${containsPattern(term)}`);
  const where = and(...conds);
  const sortBy = page.sortBy ?? 'created_at';
  const dir = page.sortType === 'asc' || (!page.sortType && sortBy !== 'created_at') ? asc : desc;
  const rows = await documentQuery(db).where(where).orderBy(dir(media[sortBy]), desc(media.id)).limit(page.limit).offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, media, where), page);
  return { rows, total };
}

export async function findDocumentsByIds(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return documentQuery(db)
    .where(inArray(media.id, [...ids]))
    .orderBy(asc(media.id));
}

/** The order's current (not archived, not deleted) document of a type, newest first. */
export async function findCurrentDocumentOfType(db: Queryable, orderId: number, type: string) {
  const [row] = await documentQuery(db)
    .where(and(eq(media.order_id, orderId), eq(media.type, type), isNull(media.archived_at), isNull(media.deleted_at)))
    .orderBy(desc(media.created_at), desc(media.id))
    .limit(1);
  return row;
}

/** A current document of the order (for answering a request with it). */
export async function findOrderMedia(db: Queryable, orderId: number, mediaId: number) {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.order_id, orderId), isNull(media.deleted_at), isNull(media.archived_at)))
    .limit(1);
  return row;
}
