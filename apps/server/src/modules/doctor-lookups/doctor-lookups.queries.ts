import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, doctorProfiles, locations, staffLocations, users } from '../../db/schema';

const prescriber = and(eq(users.role, 'doctor'), eq(users.is_staff, false), isNull(users.deleted_at));

/** A prescriber (practice owner) by NPI, with the practice and profile; the service decides what may be shown. */
export async function findPrescriberByNpi(db: Queryable, npi: string) {
  const [row] = await db
    .select({ user: users, practice: { id: accounts.id, name: accounts.name }, specialty: doctorProfiles.specialty })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.account_id))
    .leftJoin(doctorProfiles, eq(doctorProfiles.user_id, users.id))
    .where(and(prescriber, eq(users.npi, npi)))
    .orderBy(users.id)
    .limit(1);
  return row;
}

/** A prescriber of the given practice only: another practice's doctor never matches. */
export async function findPracticePrescriber(db: Queryable, practiceId: number, doctorId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(prescriber, eq(users.id, doctorId), eq(users.account_id, practiceId)))
    .limit(1);
  return row;
}

/** Offices of the practice among the ids the caller may see. */
export async function findVisibleOffices(db: Queryable, practiceId: number, visibleIds: readonly number[]) {
  if (!visibleIds.length) return [];
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.account_id, practiceId), inArray(locations.id, [...visibleIds]), isNull(locations.deleted_at)))
    .orderBy(asc(locations.id));
}

/**
 * Live doctor staff of the practice with the `pt` staff role, each with the offices (among `visibleIds`) they
 * work at. `ownerId` narrows to one prescriber's staff; `locationId` to those working at one office.
 */
export async function findPtStaff(
  db: Queryable,
  practiceId: number,
  visibleIds: readonly number[],
  opts: { ownerId?: number; locationId?: number },
) {
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.account_id, practiceId),
        eq(users.role, 'doctor'),
        eq(users.is_staff, true),
        isNull(users.deleted_at),
        sql`${users.staff_roles} @> '["pt"]'::jsonb`,
        opts.ownerId === undefined ? undefined : eq(users.owner_id, opts.ownerId),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  const ids = people.map((p) => p.id);
  const places =
    ids.length && visibleIds.length
      ? await db
          .select({ user_id: staffLocations.user_id, id: locations.id, name: locations.name })
          .from(staffLocations)
          .innerJoin(locations, eq(locations.id, staffLocations.location_id))
          .where(
            and(
              inArray(staffLocations.user_id, ids),
              inArray(locations.id, [...visibleIds]),
              eq(locations.account_id, practiceId),
              isNull(locations.deleted_at),
            ),
          )
          .orderBy(asc(locations.id))
      : [];
  const withPlaces = people.map((p) => ({
    ...p,
    locations: places.filter((l) => l.user_id === p.id).map(({ id, name }) => ({ id, name })),
  }));
  return opts.locationId === undefined ? withPlaces : withPlaces.filter((p) => p.locations.some((l) => l.id === opts.locationId));
}
