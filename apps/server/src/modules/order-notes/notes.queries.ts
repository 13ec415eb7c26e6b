import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { countUpTo, rowsOf, type PageWindow, type Total } from '../../lib/paging';
import { accounts, noteMentions, notes, staffLocations, users } from '../../db/schema';

export type NoteRow = typeof notes.$inferSelect;

const author = alias(users, 'note_author');
const actingStaff = alias(users, 'note_staff');

const selection = {
  note: notes,
  side: accounts.type,
  author: { id: author.id, name: author.name },
  staff: { id: actingStaff.id, name: actingStaff.name },
};

const noteQuery = (db: Queryable) =>
  db
    .select(selection)
    .from(notes)
    .innerJoin(accounts, eq(accounts.id, notes.account_id))
    .innerJoin(author, eq(author.id, notes.author_id))
    .leftJoin(actingStaff, eq(actingStaff.id, notes.staff_id));
export type NoteView = NonNullable<Awaited<ReturnType<typeof findNote>>>;

/** Notes of the order a reader of `accountId` may see: shared ones, and its own account's internal ones. */
function readable(orderId: number, accountId: number): SQL {
  return and(eq(notes.order_id, orderId), isNull(notes.deleted_at), or(eq(notes.is_internal, false), eq(notes.account_id, accountId)))!;
}

export async function findNote(db: Queryable, id: number) {
  const [row] = await noteQuery(db)
    .where(and(eq(notes.id, id), isNull(notes.deleted_at)))
    .limit(1);
  return row;
}

type NotePage = PageWindow & { sortType?: 'asc' | 'desc' };

/** A page of notes without a total (the latest-notes panel shows no count). */
async function findNotes(db: Queryable, where: SQL | undefined, page: NotePage) {
  const dir = page.sortType === 'asc' ? asc : desc;
  return noteQuery(db).where(where).orderBy(dir(notes.created_at), dir(notes.id)).limit(page.limit).offset(page.offset);
}

export async function findNotePage(
  db: Queryable,
  orderId: number,
  accountId: number,
  f: { internal?: boolean },
  page: NotePage,
): Promise<{ rows: NoteView[]; total: Total }> {
  const where = and(readable(orderId, accountId), f.internal === undefined ? undefined : eq(notes.is_internal, f.internal));
  const rows = await findNotes(db, where, page);
  const total = await countUpTo(db, rowsOf(db, notes, where), page);
  return { rows, total };
}

export const findLatestNotes = (db: Queryable, orderId: number, accountId: number, limit: number) =>
  findNotes(db, readable(orderId, accountId), { limit, offset: 0 });

export async function findMentions(db: Queryable, noteIds: readonly number[]) {
  if (noteIds.length === 0) return [];
  return db
    .select({ note_id: noteMentions.note_id, id: users.id, name: users.name })
    .from(noteMentions)
    .innerJoin(users, eq(users.id, noteMentions.user_id))
    .where(inArray(noteMentions.note_id, [...noteIds]))
    .orderBy(asc(noteMentions.id));
}

export async function insertNote(db: Queryable, values: typeof notes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(notes).values(values).returning();
  return row!;
}

export async function updateNote(db: Queryable, id: number, values: Partial<typeof notes.$inferInsert>): Promise<NoteRow> {
  const [row] = await db
    .update(notes)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(notes.id, id))
    .returning();
  return row!;
}

export async function insertMentions(db: Queryable, noteId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length)
    await db
      .insert(noteMentions)
      .values(userIds.map((user_id) => ({ note_id: noteId, user_id })))
      .onConflictDoNothing();
}

export async function deleteMentions(db: Queryable, noteId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length)
    await db.delete(noteMentions).where(and(eq(noteMentions.note_id, noteId), inArray(noteMentions.user_id, [...userIds])));
}

/**
 * People of an account who may be mentioned on an order: the owner and staff of its role (not drivers or
 * patients). For a practice, staff only when they work at the order's office (they cannot open it otherwise).
 */
export async function findAccountPeople(db: Queryable, accountId: number, role: 'doctor' | 'supplier', officeId: number | null) {
  const atOffice =
    role === 'doctor'
      ? or(
          eq(users.is_staff, false),
          officeId === null
            ? sql`false`
            : sql`exists (select 1 from ${staffLocations} where ${staffLocations.user_id} = ${users.id} and ${staffLocations.location_id} = ${officeId})`,
        )
      : undefined;
  return db
    .select({ id: users.id, name: users.name, is_staff: users.is_staff })
    .from(users)
    .where(and(eq(users.account_id, accountId), eq(users.role, role), isNull(users.deleted_at), atOffice))
    .orderBy(asc(users.is_staff), asc(users.name), asc(users.id));
}
