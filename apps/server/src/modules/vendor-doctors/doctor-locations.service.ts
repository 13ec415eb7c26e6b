import { EMPTY_WORKING_HOURS, type CreateLocationBody, type DoctorLocation, type ListQuery, type UpdateLocationBody } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { insertLocation, updateLocation, type LocationRow } from '../doctor-profile/locations.queries';
import { presentLocations, replaceContacts } from '../doctor-profile/locations.service';
import { companyOf } from '../vendor-profile/company-rules';
import { assertCanEditDoctor } from './doctor-rules';
import { linkedDoctorOr404 } from './vendor-doctors.service';
import { findPracticeLocation, findPracticeLocations, type LinkedDoctorView } from './vendor-doctors.queries';

// A doctor's offices as a linked supplier sees them: the practice's staff lists are left out (they are the
// practice's people, not the supplier's business); contacts stay, since deliveries need them.
const present = (db: Queryable, doctor: LinkedDoctorView, rows: LocationRow[]) =>
  presentLocations(db, doctor.practice.id, doctor.user.id, rows, false);

export async function listDoctorLocations(db: Queryable, actor: Actor, doctorId: number, query: ListQuery) {
  const doctor = await linkedDoctorOr404(db, companyOf(actor), doctorId);
  const { rows, total } = await findPracticeLocations(db, doctor.practice.id, { search: query.search, ...windowOf(query) });
  return { data: await present(db, doctor, rows), meta: pageMeta(total, query) };
}

async function loadLocation(db: Queryable, doctor: LinkedDoctorView, locationId: number): Promise<DoctorLocation> {
  const row = await findPracticeLocation(db, doctor.practice.id, locationId);
  if (!row) throw notFound('Location');
  return (await present(db, doctor, [row]))[0]!;
}

export async function getDoctorLocation(db: Queryable, actor: Actor, doctorId: number, locationId: number): Promise<DoctorLocation> {
  return loadLocation(db, await linkedDoctorOr404(db, companyOf(actor), doctorId), locationId);
}

/** Only for an unverified practice this supplier created (doctor-rules). */
export async function addDoctorLocation(db: Db, actor: Actor, doctorId: number, input: CreateLocationBody): Promise<DoctorLocation> {
  const vendorId = companyOf(actor);
  return db.transaction(async (tx) => {
    const doctor = await linkedDoctorOr404(tx, vendorId, doctorId);
    assertCanEditDoctor(doctor);
    const { contacts, ...fields } = input;
    const row = await insertLocation(tx, { working_hours: EMPTY_WORKING_HOURS, ...fields, account_id: doctor.practice.id });
    await replaceContacts(tx, doctor.practice.id, row.id, contacts ?? [], []);
    const after = await loadLocation(tx, doctor, row.id);
    await audit(tx, actor, { action: 'location.create', entity: 'location', entityId: row.id, after });
    return after;
  });
}

export async function editDoctorLocation(
  db: Db,
  actor: Actor,
  doctorId: number,
  locationId: number,
  input: UpdateLocationBody,
): Promise<DoctorLocation> {
  const vendorId = companyOf(actor);
  return db.transaction(async (tx) => {
    const doctor = await linkedDoctorOr404(tx, vendorId, doctorId);
    const before = await loadLocation(tx, doctor, locationId);
    assertCanEditDoctor(doctor);
    const { contacts, ...fields } = input;
    const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (Object.keys(values).length) await updateLocation(tx, doctor.practice.id, locationId, values);
    if (contacts)
      await replaceContacts(
        tx,
        doctor.practice.id,
        locationId,
        contacts,
        before.contacts.map((c) => c.id),
      );
    const after = await loadLocation(tx, doctor, locationId);
    await audit(tx, actor, { action: 'location.update', entity: 'location', entityId: locationId, before, after });
    return after;
  });
}
