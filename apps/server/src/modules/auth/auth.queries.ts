import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accessTokens, accounts, locations, loginFailures, passwordResets, staffLocations, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findActiveToken(db: Queryable, tokenHash: string) {
  const rows = await db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(and(eq(accessTokens.token_hash, tokenHash), isNull(accessTokens.revoked_at), gt(accessTokens.expires_at, sql`now()`), isNull(users.deleted_at)))
    .limit(1);
  return rows[0];
}

export async function insertToken(db: Queryable, row: { user_id: number; token_hash: string; scope: string; expires_at: Date }) {
  const [created] = await db.insert(accessTokens).values(row).returning({ id: accessTokens.id });
  return created!.id;
}

export async function revokeToken(db: Queryable, tokenId: number) {
  await db.update(accessTokens).set({ revoked_at: sql`now()` }).where(eq(accessTokens.id, tokenId));
}

/** Revokes every live token of a user (after a password change), or only those of some scopes. */
export async function revokeUserTokens(db: Queryable, userId: number, scopes?: string[]) {
  const conds = [eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)];
  if (scopes) conds.push(inArray(accessTokens.scope, scopes));
  await db.update(accessTokens).set({ revoked_at: sql`now()` }).where(and(...conds));
}

export async function findUserByLogin(db: Queryable, login: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.login}) = lower(${login})`, isNull(users.deleted_at)))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deleted_at)))
    .orderBy(users.id)
    .limit(1);
  return row;
}

export async function findUserById(db: Queryable, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at)))
    .limit(1);
  return row;
}

export async function updateUser(db: Queryable, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(users.id, id));
}

export async function findAccount(db: Queryable, id: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/** Locations a user may act at, with the permission keys held there (staff) — owners get all of the account's. */
export async function findUserLocations(db: Queryable, user: UserRow): Promise<{ id: number; name: string; permissions: string[] }[]> {
  if (user.account_id === null || (user.role !== 'doctor' && user.role !== 'supplier')) return [];
  if (!user.is_staff) {
    const rows = await db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(and(eq(locations.account_id, user.account_id), isNull(locations.deleted_at)))
      .orderBy(locations.id);
    return rows.map((r) => ({ ...r, permissions: [] }));
  }
  return db
    .select({ id: locations.id, name: locations.name, permissions: staffLocations.permissions })
    .from(staffLocations)
    .innerJoin(locations, eq(locations.id, staffLocations.location_id))
    .where(and(eq(staffLocations.user_id, user.id), eq(locations.account_id, user.account_id), isNull(locations.deleted_at)))
    .orderBy(locations.id);
}

/** A staff member of the given account (for X-Staff-Id). */
export async function findStaffOfAccount(db: Queryable, staffId: number, accountId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, staffId), eq(users.account_id, accountId), eq(users.is_staff, true), isNull(users.deleted_at)))
    .limit(1);
  return row;
}

// --- throttling -------------------------------------------------------------------------------------------

export async function getFailures(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ count: loginFailures.count })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), sql`${loginFailures.window_started_at} > now() - make_interval(secs => ${windowSeconds})`));
  return row?.count ?? 0;
}

/** Counts one failure atomically; a window that has run out starts again at 1. */
export async function addFailure(db: Queryable, key: string, windowSeconds: number): Promise<void> {
  const expired = sql`${loginFailures.window_started_at} <= now() - make_interval(secs => ${windowSeconds})`;
  await db
    .insert(loginFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
        window_started_at: sql`case when ${expired} then now() else ${loginFailures.window_started_at} end`,
      },
    });
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

// --- password resets --------------------------------------------------------------------------------------

export async function insertPasswordReset(db: Queryable, row: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(row);
}

/** The newest unused, unexpired reset of a kind for a user; older ones are dead once a new one is sent. */
export async function findLiveReset(db: Queryable, userId: number, kind: 'link' | 'code') {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.user_id, userId), eq(passwordResets.kind, kind), isNull(passwordResets.used_at), gt(passwordResets.expires_at, sql`now()`)))
    .orderBy(sql`${passwordResets.id} desc`)
    .limit(1);
  return row;
}

export async function countResetAttempt(db: Queryable, id: number) {
  await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(eq(passwordResets.id, id));
}

export async function markResetUsed(db: Queryable, id: number) {
  await db.update(passwordResets).set({ used_at: sql`now()` }).where(eq(passwordResets.id, id));
}
