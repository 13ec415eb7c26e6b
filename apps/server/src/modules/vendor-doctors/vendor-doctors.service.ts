import type { CreateVendorDoctorBody, UpdateVendorDoctorBody, VendorDoctor, VendorDoctorAgent, VendorDoctorsQuery } from '@dme/contract';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { renameAccount } from '../vendor-profile/company.queries';
import { updateUser } from '../auth/auth.queries';
import { upsertDoctorProfile } from '../doctor-profile/profile.queries';
import { findCompanyUser } from '../patients/extras.queries';
import { companyOf } from '../vendor-profile/company-rules';
import { createInvitedPractice } from './doctor-invite';
import { assertCanEditDoctor, canEditDoctor } from './doctor-rules';
import {
  findDoctorAgents,
  findLinkedDoctor,
  findLinkedDoctors,
  findPrescriberByNpi,
  insertDoctorAgent,
  insertLink,
  lockNpi,
  updateLink,
  type LinkedDoctorView,
} from './vendor-doctors.queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentVendorDoctor(v: LinkedDoctorView): VendorDoctor {
  const { link, user, profile } = v;
  return {
    id: user.id,
    name: user.name,
    npi: user.npi,
    email: user.email,
    specialty: profile?.specialty ?? '',
    fax: profile?.fax ?? '',
    phones: profile?.phones ?? [],
    emails: profile?.emails ?? [],
    practice: v.practice,
    is_verified: user.verified_at !== null,
    verified_at: iso(user.verified_at),
    created_by_vendor: link.created_by_vendor,
    can_edit: canEditDoctor(v),
    notes: link.notes,
    locations_count: v.locations_count,
    linked_at: link.created_at.toISOString(),
  };
}

export async function listVendorDoctors(db: Queryable, actor: Actor, query: VendorDoctorsQuery) {
  const { rows, total } = await findLinkedDoctors(
    db,
    companyOf(actor),
    { search: query.search, verified: query.verified },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  return { data: rows.map(presentVendorDoctor), meta: pageMeta(total, query) };
}

/** The doctor as linked to the caller's company, or 404 (an unlinked doctor is not revealed). */
export async function linkedDoctorOr404(db: Queryable, vendorId: number, doctorId: number): Promise<LinkedDoctorView> {
  const found = await findLinkedDoctor(db, vendorId, doctorId);
  if (!found) throw notFound('Doctor');
  return found;
}

export async function getVendorDoctor(db: Queryable, actor: Actor, doctorId: number): Promise<VendorDoctor> {
  return presentVendorDoctor(await linkedDoctorOr404(db, companyOf(actor), doctorId));
}

/**
 * Adds a doctor by NPI: a prescriber already on the portal is linked as is (its data stays the practice's);
 * an unknown NPI creates an unverified practice that this supplier invites and may edit until it is verified.
 */
export async function addVendorDoctor(
  db: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  actor: Actor,
  input: CreateVendorDoctorBody,
): Promise<VendorDoctor> {
  const vendorId = companyOf(actor);
  return db.transaction(async (tx) => {
    await lockNpi(tx, input.npi);
    const existing = await findPrescriberByNpi(tx, input.npi);
    let doctorId: number;
    if (existing) doctorId = existing.id;
    else {
      if (!input.name) throw fieldError('name', 'The name field is required for a doctor new to the portal.');
      if (!input.email) throw fieldError('email', 'The email field is required to invite a doctor new to the portal.');
      doctorId = await createInvitedPractice(tx, config, actor, {
        ...input,
        name: input.name,
        email: input.email,
        practiceName: input.practice_name,
      });
    }
    const link = await insertLink(tx, {
      vendor_id: vendorId,
      doctor_id: doctorId,
      created_by_vendor: !existing,
      notes: input.notes ?? '',
      linked_by: actor.userId,
    });
    if (!link) throw new AppError('conflict', 'This doctor is already in your list.');
    const after = presentVendorDoctor(await linkedDoctorOr404(tx, vendorId, doctorId));
    await audit(tx, actor, {
      action: 'vendor_doctor.link',
      entity: 'vendor_doctor',
      entityId: link.id,
      after: { doctor_id: doctorId, npi: input.npi, created_by_vendor: !existing },
    });
    return after;
  });
}

export async function updateVendorDoctor(db: Db, actor: Actor, doctorId: number, input: UpdateVendorDoctorBody): Promise<VendorDoctor> {
  const vendorId = companyOf(actor);
  const { notes, name, practice_name, ...profile } = input;
  const profileValues = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined));
  return db.transaction(async (tx) => {
    const found = await linkedDoctorOr404(tx, vendorId, doctorId);
    const before = presentVendorDoctor(found);
    if (name !== undefined || practice_name !== undefined || Object.keys(profileValues).length) {
      assertCanEditDoctor(found);
      if (name !== undefined) await updateUser(tx, doctorId, { name });
      if (practice_name !== undefined) await renameAccount(tx, found.practice.id, practice_name);
      if (Object.keys(profileValues).length) await upsertDoctorProfile(tx, doctorId, profileValues);
    }
    if (notes !== undefined) await updateLink(tx, vendorId, doctorId, { notes });
    const after = presentVendorDoctor(await linkedDoctorOr404(tx, vendorId, doctorId));
    await audit(tx, actor, { action: 'vendor_doctor.update', entity: 'vendor_doctor', entityId: found.link.id, before, after });
    return after;
  });
}

// --- agents ------------------------------------------------------------------------------------------------

async function agentsOf(db: Queryable, vendorId: number, doctorId: number): Promise<VendorDoctorAgent[]> {
  return (await findDoctorAgents(db, vendorId, doctorId)).map((a) => ({ ...a, created_at: a.created_at.toISOString() }));
}

export async function listDoctorAgents(db: Queryable, actor: Actor, doctorId: number): Promise<VendorDoctorAgent[]> {
  const vendorId = companyOf(actor);
  await linkedDoctorOr404(db, vendorId, doctorId);
  return agentsOf(db, vendorId, doctorId);
}

/** Agents are the supplier's own users (as for patients): its data, so allowed for verified doctors too. */
export async function attachDoctorAgent(db: Db, actor: Actor, doctorId: number, userId: number): Promise<VendorDoctorAgent[]> {
  const vendorId = companyOf(actor);
  return db.transaction(async (tx) => {
    await linkedDoctorOr404(tx, vendorId, doctorId);
    if (!(await findCompanyUser(tx, vendorId, userId))) throw fieldError('user_id', 'The agent must be a user of your company.');
    const id = await insertDoctorAgent(tx, { vendor_id: vendorId, doctor_id: doctorId, user_id: userId, assigned_by: actor.userId });
    if (id !== null)
      await audit(tx, actor, {
        action: 'vendor_doctor_agent.attach',
        entity: 'vendor_doctor_agent',
        entityId: id,
        after: { doctor_id: doctorId, user_id: userId },
      });
    return agentsOf(tx, vendorId, doctorId);
  });
}

/**
 * Gives a supplier access to a prescriber (the orders module calls this when an order is sent to the supplier),
 * inside the caller's transaction; audited only when the link is new.
 */
export async function linkDoctorToVendor(tx: Queryable, actor: Actor | null, doctorId: number, vendorId: number): Promise<void> {
  const link = await insertLink(tx, { vendor_id: vendorId, doctor_id: doctorId, linked_by: actor?.userId ?? null });
  if (link)
    await audit(tx, actor, {
      action: 'vendor_doctor.link',
      entity: 'vendor_doctor',
      entityId: link.id,
      after: { doctor_id: doctorId, vendor_id: vendorId },
    });
}
