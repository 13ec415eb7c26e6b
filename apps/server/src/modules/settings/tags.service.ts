import type { ListQuery, SettingsTag, Tag, TagBody } from '@dme/contract';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { orderTags, patientTags, tags } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../lib/audit';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { containsPattern, countUpTo, pageMeta, rowsOf, windowOf, type Page } from '../../lib/paging';

/** The supplier company of the caller; tags belong to it. */
export function companyOf(actor: Actor): number {
  if (actor.role !== 'supplier' || actor.accountId === null) throw forbidden('Your user does not belong to a company.');
  return actor.accountId;
}

/** A duplicate key, however deep the driver wrapped it (drizzle puts PostgreSQL's error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, i = 0; i < 3 && typeof e === 'object' && e !== null; i++, e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
const duplicateName = () => fieldError('name', 'A tag with this name already exists.');

const columns = {
  id: tags.id,
  name: tags.name,
  color: tags.color,
  created_at: tags.created_at,
  // Qualified by hand: drizzle leaves columns unqualified in a one-table select.
  orders_count: sql<number>`(select count(*)::int from ${orderTags} ot where ot.tag_id = "tags"."id")`,
  patients_count: sql<number>`(select count(*)::int from ${patientTags} pt where pt.tag_id = "tags"."id")`,
};

type TagRow = { id: number; name: string; color: string; created_at: Date; orders_count: number; patients_count: number };
const present = (r: TagRow): SettingsTag => ({ ...r, created_at: r.created_at.toISOString() });

export async function listSettingsTags(db: Queryable, actor: Actor, query: ListQuery): Promise<Page<SettingsTag>> {
  const accountId = companyOf(actor);
  const term = query.search?.trim();
  const where = and(eq(tags.account_id, accountId), term ? ilike(tags.name, containsPattern(term)) : undefined);
  const window = windowOf(query);
  // The tags_account_name_unique index (account, lower(name)) serves this order.
  const rows = await db.select(columns).from(tags).where(where).orderBy(sql`lower(${tags.name})`, asc(tags.id)).limit(window.limit).offset(window.offset);
  const total = await countUpTo(db, rowsOf(db, tags, where), window);
  return { data: rows.map(present), meta: pageMeta(total, query) };
}

async function tagOr404(db: Queryable, accountId: number, id: number): Promise<TagRow> {
  const [row] = await db.select(columns).from(tags).where(and(eq(tags.id, id), eq(tags.account_id, accountId)));
  if (!row) throw notFound('Tag');
  return row;
}

export async function createTag(db: Db, actor: Actor, body: TagBody): Promise<SettingsTag> {
  const accountId = companyOf(actor);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(tags).values({ account_id: accountId, name: body.name, color: body.color }).returning({ id: tags.id });
      await audit(tx, actor, { action: 'tag.create', entity: 'tag', entityId: row!.id, after: body });
      return present(await tagOr404(tx, accountId, row!.id));
    });
  } catch (err) {
    throw isUniqueViolation(err) ? duplicateName() : err;
  }
}

export async function updateTag(db: Db, actor: Actor, id: number, body: TagBody): Promise<SettingsTag> {
  const accountId = companyOf(actor);
  try {
    return await db.transaction(async (tx) => {
      const before = await tagOr404(tx, accountId, id);
      await tx.update(tags).set({ name: body.name, color: body.color, updated_at: sql`now()` }).where(eq(tags.id, id));
      await audit(tx, actor, { action: 'tag.update', entity: 'tag', entityId: id, before: { name: before.name, color: before.color }, after: body });
      return present(await tagOr404(tx, accountId, id));
    });
  } catch (err) {
    throw isUniqueViolation(err) ? duplicateName() : err;
  }
}

/** Deletes the tag; its rows on orders and patients go with it (foreign keys cascade). */
export async function deleteTag(db: Db, actor: Actor, id: number): Promise<void> {
  const accountId = companyOf(actor);
  await db.transaction(async (tx) => {
    const before = await tagOr404(tx, accountId, id);
    await tx.delete(tags).where(eq(tags.id, id));
    await audit(tx, actor, { action: 'tag.delete', entity: 'tag', entityId: id, before });
  });
}

/** Checks every id is one of the company's tags (another company's tag is a 422 naming it, as an unknown one). */
export async function ownTags(db: Queryable, accountId: number, ids: readonly number[]): Promise<Tag[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .where(and(eq(tags.account_id, accountId), inArray(tags.id, [...ids])));
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw new AppError('validation', 'The tag does not exist.', { tag_ids: [`Unknown tag: ${missing.join(', ')}.`] });
  return rows;
}

/** A tag filter on a list: the company's tag, or 404 (another company's tag id must not reveal its records). */
export async function requireOwnTag(db: Queryable, accountId: number, id: number): Promise<void> {
  const [row] = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.id, id), eq(tags.account_id, accountId)));
  if (!row) throw notFound('Tag');
}
