import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, doctorProfiles, locations, users, vendorDoctorAgents, vendorDoctors } from '../../db/schema';
import { countUpTo, escapeLike, rowsOf, searchWords, type PageWindow, type Total } from '../../lib/paging';

export type VendorDoctorLink = typeof vendorDoctors.$inferSelect;
export interface LinkedDoctorView {
  link: VendorDoctorLink;
  user: typeof users.$inferSelect;
  profile: typeof doctorProfiles.$inferSelect | null;
  practice: { id: number; name: string };
  locations_count: number;
}

/**
 * The tenancy rule of a supplier's doctors: a supplier reaches a prescriber only through its own row in
 * `vendor_doctors`; every query below starts from that row, so an unlinked doctor (or another supplier's link)
 * never matches and answers 404.
 */
const linkedTo = (vendorId: number) => and(eq(vendorDoctors.vendor_id, vendorId), isNull(users.deleted_at));

const locationsCount = sql<number>`(select count(*)::int from ${locations} where ${locations.account_id} = ${users.account_id} and ${locations.deleted_at} is null)`;

const selection = {
  link: vendorDoctors,
  user: users,
  profile: doctorProfiles,
  practice: { id: accounts.id, name: accounts.name },
  locations_count: locationsCount,
};

function base(db: Queryable) {
  return db
    .select(selection)
    .from(vendorDoctors)
    .innerJoin(users, eq(users.id, vendorDoctors.doctor_id))
    .innerJoin(accounts, eq(accounts.id, users.account_id))
    .leftJoin(doctorProfiles, eq(doctorProfiles.user_id, users.id));
}

/** Every word matches the doctor's or the practice's name; ten digits (or a prefix of 4+) match the NPI. */
export function doctorSearch(term: string | undefined): SQL | undefined {
  const words = searchWords(term);
  if (!words.length) return undefined;
  const digits = (term ?? '').replace(/[\s-]/g, '');
  const byName = and(...words.map((w) => or(ilike(users.name, `%${escapeLike(w)}%`), ilike(accounts.name, `%${escapeLike(w)}%`))));
  return /^\d{4,10}$/.test(digits) ? or(byName, sql`${users.npi} like ${`${digits}%`}`) : byName;
}

const SORTS = { name: users.name, npi: users.npi, linked_at: vendorDoctors.created_at } as const;

export async function findLinkedDoctors(
  db: Queryable,
  vendorId: number,
  f: { search?: string; verified?: boolean },
  page: PageWindow & { sortBy?: keyof typeof SORTS; sortType?: 'asc' | 'desc' },
): Promise<{ rows: LinkedDoctorView[]; total: Total }> {
  const where = and(
    linkedTo(vendorId),
    doctorSearch(f.search),
    f.verified === undefined ? undefined : f.verified ? sql`${users.verified_at} is not null` : isNull(users.verified_at),
  );
  const dir = page.sortType === 'desc' ? desc : asc;
  const rows = await base(db)
    .where(where)
    .orderBy(dir(SORTS[page.sortBy ?? 'name']), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const counted = db
    .select({ one: sql`1` })
    .from(vendorDoctors)
    .innerJoin(users, eq(users.id, vendorDoctors.doctor_id))
    .innerJoin(accounts, eq(accounts.id, users.account_id))
    .where(where);
  return { rows, total: await countUpTo(db, counted.$dynamic(), page) };
}

export async function findLinkedDoctor(db: Queryable, vendorId: number, doctorId: number): Promise<LinkedDoctorView | undefined> {
  const [row] = await base(db)
    .where(and(linkedTo(vendorId), eq(vendorDoctors.doctor_id, doctorId)))
    .limit(1);
  return row;
}

/** A practice's prescriber (owner) by NPI, among live users. */
export async function findPrescriberByNpi(db: Queryable, npi: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.npi, npi), eq(users.role, 'doctor'), eq(users.is_staff, false), isNull(users.deleted_at)))
    .orderBy(users.id)
    .limit(1);
  return row;
}

/** Serialises additions of one NPI, so two suppliers adding the same new doctor cannot create two practices. */
export async function lockNpi(db: Queryable, npi: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`npi:${npi}`}))`);
}

export async function insertLink(db: Queryable, values: typeof vendorDoctors.$inferInsert): Promise<VendorDoctorLink | undefined> {
  const [row] = await db.insert(vendorDoctors).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateLink(db: Queryable, vendorId: number, doctorId: number, values: Partial<typeof vendorDoctors.$inferInsert>) {
  await db
    .update(vendorDoctors)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(vendorDoctors.vendor_id, vendorId), eq(vendorDoctors.doctor_id, doctorId)));
}

// --- agents: the supplier's own users assigned to the doctor ---------------------------------------------------

export async function findDoctorAgents(db: Queryable, vendorId: number, doctorId: number) {
  return db
    .select({
      id: vendorDoctorAgents.id,
      user_id: vendorDoctorAgents.user_id,
      name: users.name,
      assigned_by: vendorDoctorAgents.assigned_by,
      created_at: vendorDoctorAgents.created_at,
    })
    .from(vendorDoctorAgents)
    .innerJoin(users, eq(users.id, vendorDoctorAgents.user_id))
    .where(and(eq(vendorDoctorAgents.vendor_id, vendorId), eq(vendorDoctorAgents.doctor_id, doctorId), isNull(users.deleted_at)))
    .orderBy(asc(users.name), asc(vendorDoctorAgents.id));
}

export async function insertDoctorAgent(db: Queryable, values: typeof vendorDoctorAgents.$inferInsert): Promise<number | null> {
  const rows = await db.insert(vendorDoctorAgents).values(values).onConflictDoNothing().returning({ id: vendorDoctorAgents.id });
  return rows[0]?.id ?? null;
}

// --- the practice's offices -------------------------------------------------------------------------------------

const practiceOffices = (practiceId: number) => and(eq(locations.account_id, practiceId), isNull(locations.deleted_at));

export async function findPracticeLocations(db: Queryable, practiceId: number, opts: PageWindow & { search?: string }) {
  const term = opts.search?.trim();
  const where = and(
    practiceOffices(practiceId),
    term
      ? or(
          ilike(locations.name, `%${escapeLike(term)}%`),
          ilike(locations.address_1, `%${escapeLike(term)}%`),
          ilike(locations.city, `%${escapeLike(term)}%`),
        )
      : undefined,
  );
  const rows = await db.select().from(locations).where(where).orderBy(asc(locations.id)).limit(opts.limit).offset(opts.offset);
  const total = await countUpTo(db, rowsOf(db, locations, where), opts);
  return { rows, total };
}

export async function findPracticeLocation(db: Queryable, practiceId: number, id: number) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(practiceOffices(practiceId), eq(locations.id, id)))
    .limit(1);
  return row;
}
