import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, doctorAgreements, doctorProfiles, locations, users } from '../../db/schema';

export type AgreementRow = typeof doctorAgreements.$inferSelect;

/** The invited prescriber with their practice name and profile details (scoped by the account). */
export async function findInvitee(db: Queryable, userId: number, accountId: number) {
  const [row] = await db
    .select({ user: users, practice: accounts.name, profile: doctorProfiles })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.account_id))
    .leftJoin(doctorProfiles, eq(doctorProfiles.user_id, users.id))
    .where(and(eq(users.id, userId), eq(users.account_id, accountId), isNull(users.deleted_at)))
    .limit(1);
  return row;
}

/** Serialises signatures of one user (two tabs signing at once), so revisions never collide. */
export async function lockUser(db: Queryable, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Latest signature of a user, without the image and PDF bytes. */
export async function findLatestAgreement(db: Queryable, userId: number, version?: string) {
  const conds = [eq(doctorAgreements.user_id, userId)];
  if (version) conds.push(eq(doctorAgreements.version, version));
  const [row] = await db
    .select({
      id: doctorAgreements.id,
      version: doctorAgreements.version,
      revision: doctorAgreements.revision,
      title: doctorAgreements.title,
      content_hash: doctorAgreements.content_hash,
      signed_at: doctorAgreements.signed_at,
      pdf_sha256: doctorAgreements.pdf_sha256,
      pdf_size: sql<number>`octet_length(${doctorAgreements.pdf})`.mapWith(Number),
      signer_name: doctorAgreements.signer_name,
    })
    .from(doctorAgreements)
    .where(and(...conds))
    .orderBy(desc(doctorAgreements.revision))
    .limit(1);
  return row;
}

export async function insertAgreement(db: Queryable, row: typeof doctorAgreements.$inferInsert): Promise<number> {
  const [created] = await db.insert(doctorAgreements).values(row).returning({ id: doctorAgreements.id });
  return created!.id;
}

/** Offices of the practice that have a complete postal address. */
export async function countAddressedLocations(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(locations)
    .where(
      and(
        eq(locations.account_id, accountId),
        isNull(locations.deleted_at),
        ne(locations.address_1, ''),
        ne(locations.city, ''),
        ne(locations.state, ''),
        ne(locations.zip, ''),
      ),
    );
  return row?.n ?? 0;
}
