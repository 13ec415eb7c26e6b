import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accessTokens, accounts, locations, loginFailures, passwordResets, staffLocations, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * Statements every request runs (the caller's token and places), built once per database handle and prepared:
 * building a Drizzle query costs more than running these on PostgreSQL.
 */
function preparedOf<T>(cache: WeakMap<object, T>, db: Queryable, build: (db: Queryable) => T): T {
  let prepared = cache.get(db);
  if (!prepared) cache.set(db, (prepared = build(db)));
  return prepared;
}

export interface Place {
  id: number;
  name: string;
  permissions: string[];
}

/**
 * The places a user acts at, as findUserLocations answers them, computed inside the token's statement: a practice's
 * or company's owner works at every live location of the account; staff at their own, with the permissions kept per
 * location; other roles at none.
 */
const placesOfUser = sql<Place[]>`case when ${users.account_id} is null or ${users.role} not in ('doctor', 'supplier') then '[]'::json
  else coalesce((
    select json_agg(json_build_object('id', l.id, 'name', l.name, 'permissions', case when ${users.is_staff} then sl.permissions else '[]'::jsonb end) order by l.id)
    from ${locations} l left join ${staffLocations} sl on ${users.is_staff} and sl.location_id = l.id and sl.user_id = ${users.id}
    where l.account_id = ${users.account_id} and l.deleted_at is null and (not ${users.is_staff} or sl.id is not null)
  ), '[]'::json) end`;

const activeTokenQuery = (db: Queryable) =>
  db
    // What the actor needs and nothing more: no password hash or invitation code leaves the database per request.
    .select({
      token: { id: accessTokens.id, scope: accessTokens.scope, expires_at: accessTokens.expires_at },
      user: {
        id: users.id,
        role: users.role,
        is_staff: users.is_staff,
        verified_at: users.verified_at,
        account_id: users.account_id,
        owner_id: users.owner_id,
        staff_roles: users.staff_roles,
      },
      places: placesOfUser,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(and(eq(accessTokens.token_hash, sql.placeholder('hash')), isNull(accessTokens.revoked_at), gt(accessTokens.expires_at, sql`now()`), isNull(users.deleted_at), isNull(users.blocked_at)))
    .limit(1)
    .prepare('auth_active_token');
const activeTokenQueries = new WeakMap<object, ReturnType<typeof activeTokenQuery>>();

/** A live token with its user and places: what the caller is made of (http/resolve-actor.ts). */
export type ActiveToken = Awaited<ReturnType<ReturnType<typeof activeTokenQuery>['execute']>>[number];

export async function findActiveToken(db: Queryable, tokenHash: string): Promise<ActiveToken | undefined> {
  const rows = await preparedOf(activeTokenQueries, db, activeTokenQuery).execute({ hash: tokenHash });
  return rows[0];
}

export async function insertToken(db: Queryable, row: { user_id: number; token_hash: string; scope: string; expires_at: Date }) {
  const [created] = await db.insert(accessTokens).values(row).returning({ id: accessTokens.id });
  return created!.id;
}

export async function revokeToken(db: Queryable, tokenId: number) {
  await db.update(accessTokens).set({ revoked_at: sql`now()` }).where(eq(accessTokens.id, tokenId));
}

/**
 * Whether a token that no longer works belongs to a blocked user, so the caller is told why (read only on the
 * refusal path: a working token never costs this query).
 */
export async function isTokenOfBlockedUser(db: Queryable, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(and(eq(accessTokens.token_hash, tokenHash), sql`${users.blocked_at} is not null`))
    .limit(1);
  return row !== undefined;
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
const accountLocationsQuery = (db: Queryable) =>
  db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.account_id, sql.placeholder('accountId')), isNull(locations.deleted_at)))
    .orderBy(locations.id)
    .prepare('auth_account_locations');
const accountLocationQueries = new WeakMap<object, ReturnType<typeof accountLocationsQuery>>();

export async function findUserLocations(db: Queryable, user: UserRow): Promise<{ id: number; name: string; permissions: string[] }[]> {
  if (user.account_id === null || (user.role !== 'doctor' && user.role !== 'supplier')) return [];
  if (!user.is_staff) {
    const rows = await preparedOf(accountLocationQueries, db, accountLocationsQuery).execute({ accountId: user.account_id });
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
    .where(and(eq(users.id, staffId), eq(users.account_id, accountId), eq(users.is_staff, true), isNull(users.deleted_at), isNull(users.blocked_at)))
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
