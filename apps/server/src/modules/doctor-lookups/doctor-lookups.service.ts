import type { DoctorDirectoryEntry, DoctorLocation, PtPerson } from '@dme/contract';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { notFound } from '../../lib/app-error';
import { presentLocations } from '../doctor-profile/locations.service';
import { practiceAccountId } from '../doctor-profile/practice-rules';
import { findPracticePrescriber, findPrescriberByNpi, findPtStaff, findVisibleOffices } from './doctor-lookups.queries';

/**
 * NPI lookup. NPIs and prescriber names are public (the NPPES registry), so a verified prescriber of another
 * practice is found with its public fields only; an unverified one of another practice has not joined the portal
 * and is not revealed (404), while the caller's own practice's prescribers are always found.
 */
export async function lookUpDoctorByNpi(db: Queryable, actor: Actor, npi: string): Promise<DoctorDirectoryEntry> {
  const practiceId = practiceAccountId(actor);
  const row = await findPrescriberByNpi(db, npi);
  const own = row?.practice.id === practiceId;
  if (!row || (!own && row.user.verified_at === null)) throw notFound('Doctor');
  return {
    id: row.user.id,
    name: row.user.name,
    npi,
    specialty: row.specialty ?? '',
    practice: row.practice,
    is_own_practice: own,
    is_verified: row.user.verified_at !== null,
  };
}

async function assertOwnPrescriber(db: Queryable, practiceId: number, doctorId: number): Promise<void> {
  if (!(await findPracticePrescriber(db, practiceId, doctorId))) throw notFound('Doctor');
}

/** The prescriber's offices the caller may act at (owners: all; staff: those they are assigned to). */
export async function listPrescriberOffices(db: Queryable, actor: Actor, doctorId: number): Promise<DoctorLocation[]> {
  const practiceId = practiceAccountId(actor);
  await assertOwnPrescriber(db, practiceId, doctorId);
  return presentLocations(db, practiceId, doctorId, await findVisibleOffices(db, practiceId, actor.locationIds));
}

export async function listPrescriberPts(db: Queryable, actor: Actor, doctorId: number): Promise<PtPerson[]> {
  const practiceId = practiceAccountId(actor);
  await assertOwnPrescriber(db, practiceId, doctorId);
  return findPtStaff(db, practiceId, actor.locationIds, { ownerId: doctorId });
}

export async function listOfficePts(db: Queryable, actor: Actor, locationId: number): Promise<PtPerson[]> {
  const practiceId = practiceAccountId(actor);
  if (!actor.locationIds.includes(locationId)) throw notFound('Location');
  return findPtStaff(db, practiceId, actor.locationIds, { locationId });
}
