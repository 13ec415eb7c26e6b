import { EMPTY_WORKING_HOURS, type CreateLocationBody, type DoctorLocation, type ListQuery, type UpdateLocationBody } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import {
  deleteContact,
  deleteContactsExcept,
  findContact,
  findContactsOf,
  findLocation,
  findLocations,
  findStaffOf,
  insertContact,
  insertLocation,
  updateContact,
  updateLocation,
  type LocationRow,
  type LocationScope,
} from './locations.queries';
import { assertPracticeOwner, practiceAccountId, practiceOwnerId } from './practice-rules';

export type ContactInput = NonNullable<CreateLocationBody['contacts']>[number];

/** Owners see every office of the practice, staff the ones they are assigned to (resolved with the token). */
const scopeOf = (actor: Actor): LocationScope => ({ accountId: practiceAccountId(actor), visibleIds: actor.locationIds });

export const fullAddress = (l: Pick<LocationRow, 'address_1' | 'address_2' | 'city' | 'state' | 'zip'>): string =>
  [l.address_1, l.address_2, l.city, `${l.state} ${l.zip}`.trim()].filter((p) => p.trim() !== '').join(', ');

/**
 * Locations of a practice with their staff and contacts, in two batched queries rather than two per location.
 * `withStaff` false leaves the practice's staff lists out (what a supplier is shown of a doctor's offices).
 */
export async function presentLocations(
  db: Queryable,
  accountId: number,
  ownerId: number,
  rows: LocationRow[],
  withStaff = true,
): Promise<DoctorLocation[]> {
  const ids = rows.map((r) => r.id);
  const staff = withStaff ? await findStaffOf(db, accountId, ids) : [];
  const contacts = await findContactsOf(db, accountId, ids);
  return rows.map((l) => ({
    id: l.id,
    doctor_id: ownerId,
    name: l.name,
    address_1: l.address_1,
    address_2: l.address_2,
    full_address: fullAddress(l),
    city: l.city,
    state: l.state,
    zip: l.zip,
    working_hours: l.working_hours.length === 7 ? l.working_hours : EMPTY_WORKING_HOURS,
    staff: staff.filter((s) => s.location_id === l.id).map(({ id, name }) => ({ id, name })),
    // Temporary staff and supplier contacts have no model yet: empty lists, as the foundation's defaults say.
    temp_staff: [],
    contacts: contacts
      .filter((c) => c.location_id === l.id)
      .map(({ id, name, title, phone, email }) => ({ id, name, title, phone, email })),
    supplier_contacts: [],
    created_at: l.created_at.toISOString(),
    updated_at: l.updated_at.toISOString(),
  }));
}

const present = (db: Queryable, actor: Actor, rows: LocationRow[]): Promise<DoctorLocation[]> =>
  presentLocations(db, practiceAccountId(actor), practiceOwnerId(actor), rows);

export async function listLocations(db: Queryable, actor: Actor, query: ListQuery) {
  const { rows, total } = await findLocations(db, scopeOf(actor), { search: query.search, ...windowOf(query) });
  return { data: await present(db, actor, rows), meta: pageMeta(total, query) };
}

async function loadLocation(db: Queryable, actor: Actor, id: number): Promise<DoctorLocation> {
  const row = await findLocation(db, scopeOf(actor), id);
  if (!row) throw notFound('Location');
  return (await present(db, actor, [row]))[0]!;
}

export const getLocation = loadLocation;

/** Adds an office (owner only). */
export async function createLocation(db: Db, actor: Actor, input: CreateLocationBody): Promise<DoctorLocation> {
  const accountId = assertPracticeOwner(actor);
  return db.transaction(async (tx) => {
    const row = await insertLocation(tx, {
      account_id: accountId,
      name: input.name,
      address_1: input.address_1 ?? '',
      address_2: input.address_2 ?? '',
      city: input.city ?? '',
      state: input.state ?? '',
      zip: input.zip ?? '',
      working_hours: input.working_hours ?? EMPTY_WORKING_HOURS,
    });
    await replaceContacts(tx, accountId, row.id, input.contacts ?? [], []);
    // The new office is not in the token-time list of the caller's locations yet.
    const after = (await present(tx, { ...actor, locationIds: [...actor.locationIds, row.id] }, [row]))[0]!;
    await audit(tx, actor, { action: 'location.create', entity: 'location', entityId: row.id, after });
    return after;
  });
}

/** Updates an office (owner only); absent fields keep their value, a sent contact list replaces the old one. */
export async function editLocation(db: Db, actor: Actor, id: number, input: UpdateLocationBody): Promise<DoctorLocation> {
  const accountId = assertPracticeOwner(actor);
  return db.transaction(async (tx) => {
    const before = await loadLocation(tx, actor, id);
    const { contacts, ...fields } = input;
    const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<LocationRow>;
    if (Object.keys(values).length) await updateLocation(tx, accountId, id, values);
    if (contacts)
      await replaceContacts(
        tx,
        accountId,
        id,
        contacts,
        before.contacts.map((c) => c.id),
      );
    const after = await loadLocation(tx, actor, id);
    await audit(tx, actor, { action: 'location.update', entity: 'location', entityId: id, before, after });
    return after;
  });
}

/** Contacts with an id update the existing ones (which must be this office's); the rest are added. */
export async function replaceContacts(
  tx: Queryable,
  accountId: number,
  locationId: number,
  contacts: ContactInput[],
  existingIds: number[],
) {
  contacts.forEach((c, i) => {
    if (c.id !== undefined && !existingIds.includes(c.id))
      throw fieldError(`contacts.${i}.id`, 'This contact does not belong to the location.');
  });
  await deleteContactsExcept(
    tx,
    accountId,
    locationId,
    contacts.flatMap((c) => (c.id === undefined ? [] : [c.id])),
  );
  for (const c of contacts) {
    const values = { name: c.name, title: c.title ?? '', phone: c.phone ?? '', email: c.email ?? '' };
    if (c.id !== undefined) await updateContact(tx, accountId, c.id, values);
    else await insertContact(tx, { ...values, account_id: accountId, location_id: locationId });
  }
}

/** Removes one contact of an office (owner only). */
export async function removeLocationContact(db: Db, actor: Actor, contactId: number): Promise<void> {
  const accountId = assertPracticeOwner(actor);
  await db.transaction(async (tx) => {
    const contact = await findContact(tx, accountId, contactId);
    if (!contact) throw notFound('Contact');
    await deleteContact(tx, accountId, contactId);
    await audit(tx, actor, { action: 'location_contact.delete', entity: 'location', entityId: contact.location_id, before: contact });
  });
}
