import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { locations, staffLocations, users } from '../../db/schema';

export type DepartmentRow = typeof locations.$inferSelect;

// Departments are the company's rows of `locations`; every query names the company, so another one's ids never match.
const live = (accountId: number) => and(eq(locations.account_id, accountId), isNull(locations.deleted_at));

export async function findDepartments(db: Queryable, accountId: number): Promise<DepartmentRow[]> {
  return db.select().from(locations).where(live(accountId)).orderBy(asc(locations.name), asc(locations.id));
}

/** One department; `lock` serialises deletes and staff changes of the company's departments. */
export async function findDepartment(db: Queryable, accountId: number, id: number, lock = false): Promise<DepartmentRow | undefined> {
  const query = db
    .select()
    .from(locations)
    .where(and(live(accountId), eq(locations.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Locks every live department of the company: two deletes at once cannot both pass the "not the last one" check. */
export async function lockDepartments(db: Queryable, accountId: number): Promise<void> {
  await db.select({ id: locations.id }).from(locations).where(live(accountId)).for('update');
}

export async function countDepartments(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(locations).where(live(accountId));
  return row?.n ?? 0;
}

export async function insertDepartment(db: Queryable, values: typeof locations.$inferInsert): Promise<DepartmentRow> {
  const [row] = await db.insert(locations).values(values).returning();
  return row!;
}

export async function updateDepartment(db: Queryable, accountId: number, id: number, values: Partial<typeof locations.$inferInsert>) {
  await db
    .update(locations)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(locations.id, id), eq(locations.account_id, accountId)));
}

/** Live staff members of the company at the departments, with the keys they hold there. */
export async function findDepartmentStaff(db: Queryable, accountId: number, departmentIds: number[]) {
  if (!departmentIds.length) return [];
  return db
    .select({ location_id: staffLocations.location_id, user_id: users.id, name: users.name, permissions: staffLocations.permissions })
    .from(staffLocations)
    .innerJoin(users, eq(users.id, staffLocations.user_id))
    .where(and(inArray(staffLocations.location_id, departmentIds), eq(users.account_id, accountId), isNull(users.deleted_at)))
    .orderBy(asc(users.name), asc(users.id));
}

/** The company's live staff users among the ids (owners and drivers hold no per-department permissions). */
export async function findCompanyStaff(db: Queryable, accountId: number, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        eq(users.account_id, accountId),
        eq(users.role, 'supplier'),
        eq(users.is_staff, true),
        isNull(users.deleted_at),
      ),
    );
}

/** Removes the department's staff rows except those of `keepUserIds`. */
export async function deleteStaffExcept(db: Queryable, departmentId: number, keepUserIds: number[]) {
  const conds = [eq(staffLocations.location_id, departmentId)];
  if (keepUserIds.length) conds.push(notInArray(staffLocations.user_id, keepUserIds));
  await db.delete(staffLocations).where(and(...conds));
}

export async function upsertStaff(db: Queryable, departmentId: number, userId: number, permissions: string[]) {
  await db
    .insert(staffLocations)
    .values({ user_id: userId, location_id: departmentId, permissions })
    .onConflictDoUpdate({ target: [staffLocations.user_id, staffLocations.location_id], set: { permissions, updated_at: sql`now()` } });
}
