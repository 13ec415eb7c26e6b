import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accessTokens, accounts, doctorProfiles, users } from '../../db/schema';

export type DoctorProfileRow = typeof doctorProfiles.$inferSelect;

/** The prescriber of a practice, with their profile details and practice name; scoped by the account. */
export async function findPractitioner(db: Queryable, userId: number, accountId: number) {
  const [row] = await db
    .select({ user: users, profile: doctorProfiles, practice: { id: accounts.id, name: accounts.name } })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.account_id))
    .leftJoin(doctorProfiles, eq(doctorProfiles.user_id, users.id))
    .where(and(eq(users.id, userId), eq(users.account_id, accountId), eq(users.role, 'doctor'), isNull(users.deleted_at)))
    .limit(1);
  return row;
}

export async function upsertDoctorProfile(
  db: Queryable,
  userId: number,
  values: Partial<Omit<DoctorProfileRow, 'user_id' | 'created_at' | 'updated_at'>>,
) {
  await db
    .insert(doctorProfiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: doctorProfiles.user_id, set: { ...values, updated_at: sql`now()` } });
}

/** Ends every session of a user but the one in use (a password change must not log the changer out). */
export async function revokeOtherTokens(db: Queryable, userId: number, keepTokenId: number) {
  await db
    .update(accessTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at), ne(accessTokens.id, keepTokenId)));
}
