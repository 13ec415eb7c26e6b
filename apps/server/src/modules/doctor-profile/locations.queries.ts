import { and, asc, eq, ilike, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countUpTo, rowsOf, type PageWindow, containsPattern } from '../../lib/paging';
import { locationContacts, locations, staffLocations, users } from '../../db/schema';

export type LocationRow = typeof locations.$inferSelect;
export type ContactRow = typeof locationContacts.$inferSelect;

/** Every query here takes the caller's account and the ids they may see: another practice's rows never match. */
export interface LocationScope {
  accountId: number;
  visibleIds: readonly number[];
}

const visible = (scope: LocationScope) =>
  and(eq(locations.account_id, scope.accountId), inArray(locations.id, [...scope.visibleIds]), isNull(locations.deleted_at));

export async function findLocations(db: Queryable, scope: LocationScope, opts: PageWindow & { search?: string }) {
  const term = opts.search?.trim();
  const where = term
    ? and(
        visible(scope),
        or(ilike(locations.name, containsPattern(term)), ilike(locations.address_1, containsPattern(term)), ilike(locations.city, containsPattern(term))),
      )
    : visible(scope);
  const rows = await db.select().from(locations).where(where).orderBy(asc(locations.id)).limit(opts.limit).offset(opts.offset);
  const total = await countUpTo(db, rowsOf(db, locations, where), opts);
  return { rows, total };
}

export async function findLocation(db: Queryable, scope: LocationScope, id: number) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(visible(scope), eq(locations.id, id)))
    .limit(1);
  return row;
}

export async function insertLocation(db: Queryable, values: typeof locations.$inferInsert) {
  const [row] = await db.insert(locations).values(values).returning();
  return row!;
}

export async function updateLocation(db: Queryable, accountId: number, id: number, values: Partial<typeof locations.$inferInsert>) {
  await db
    .update(locations)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(locations.id, id), eq(locations.account_id, accountId)));
}

/** Staff assigned to each of the locations. */
export async function findStaffOf(db: Queryable, accountId: number, locationIds: number[]) {
  if (!locationIds.length) return [];
  return db
    .select({ location_id: staffLocations.location_id, id: users.id, name: users.name })
    .from(staffLocations)
    .innerJoin(users, eq(users.id, staffLocations.user_id))
    .where(and(inArray(staffLocations.location_id, locationIds), eq(users.account_id, accountId), isNull(users.deleted_at)))
    .orderBy(asc(users.name));
}

export async function findContactsOf(db: Queryable, accountId: number, locationIds: number[]) {
  if (!locationIds.length) return [];
  return db
    .select()
    .from(locationContacts)
    .where(and(eq(locationContacts.account_id, accountId), inArray(locationContacts.location_id, locationIds)))
    .orderBy(asc(locationContacts.id));
}

export async function findContact(db: Queryable, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(locationContacts)
    .where(and(eq(locationContacts.id, id), eq(locationContacts.account_id, accountId)))
    .limit(1);
  return row;
}

export async function insertContact(db: Queryable, values: typeof locationContacts.$inferInsert) {
  await db.insert(locationContacts).values(values);
}

export async function updateContact(db: Queryable, accountId: number, id: number, values: Partial<typeof locationContacts.$inferInsert>) {
  await db
    .update(locationContacts)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(locationContacts.id, id), eq(locationContacts.account_id, accountId)));
}

/** Removes the location's contacts that are not in `keepIds`. */
export async function deleteContactsExcept(db: Queryable, accountId: number, locationId: number, keepIds: number[]) {
  await db
    .delete(locationContacts)
    .where(
      and(
        eq(locationContacts.account_id, accountId),
        eq(locationContacts.location_id, locationId),
        notInArray(locationContacts.id, keepIds),
      ),
    );
}

export async function deleteContact(db: Queryable, accountId: number, id: number) {
  await db.delete(locationContacts).where(and(eq(locationContacts.id, id), eq(locationContacts.account_id, accountId)));
}
