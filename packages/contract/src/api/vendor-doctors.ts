import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { labelledEmails, labelledPhones, npiNumber, optionalPhone, requiredText, text } from './company';
import { createLocationBody, doctorLocation, phoneNumber, profileEmails, profilePhones, updateLocationBody } from './doctor-profile';
import { queryFlag } from './tasks';

// The supplier side of doctors: the prescribers a supplier works with (linked to it), their offices and the
// supplier's own agents assigned to them.

export const vendorDoctor = z.object({
  /** The prescriber's user id. */
  id: z.number(),
  name: z.string(),
  npi: z.string().nullable(),
  email: z.string().nullable(),
  specialty: z.string(),
  fax: z.string(),
  phones: labelledPhones,
  emails: labelledEmails,
  practice: z.object({ id: z.number(), name: z.string() }),
  /** The practice finished its invitation and manages its own data. */
  is_verified: z.boolean(),
  verified_at: z.string().nullable(),
  /** The caller's company added the practice to the portal (and invited it). */
  created_by_vendor: z.boolean(),
  /** The caller may change the profile, offices and practice name: an unverified practice it created itself. */
  can_edit: z.boolean(),
  /** The company's own notes about the doctor (always editable by it, never shown to the practice). */
  notes: z.string(),
  locations_count: z.number(),
  linked_at: z.string(),
});
export type VendorDoctor = z.infer<typeof vendorDoctor>;

export const vendorDoctorsQuery = listQuery.extend({
  sortBy: z.enum(['name', 'npi', 'linked_at']).optional(),
  verified: queryFlag.optional(),
});
export type VendorDoctorsQuery = z.infer<typeof vendorDoctorsQuery>;

/**
 * Adds a doctor by NPI. A practice already on the portal is linked as it is (the other fields are ignored);
 * otherwise name and e-mail are required, and an unverified practice is created and invited by e-mail.
 */
export const createVendorDoctorBody = z.object({
  npi: npiNumber,
  name: text().optional(),
  email: z.string().trim().max(200).email('The email must be a valid email address.').optional(),
  practice_name: text().optional(),
  specialty: text().optional(),
  phone: phoneNumber.optional(),
  notes: text(5000).optional(),
});
export type CreateVendorDoctorBody = z.infer<typeof createVendorDoctorBody>;

/** `notes` is always the caller's to change; the other fields only when `can_edit` (else 403). */
export const updateVendorDoctorBody = z.object({
  name: requiredText('name').optional(),
  practice_name: requiredText('practice name').optional(),
  specialty: text().optional(),
  fax: optionalPhone.optional(),
  phones: profilePhones.optional(),
  emails: profileEmails.optional(),
  notes: text(5000).optional(),
});
export type UpdateVendorDoctorBody = z.infer<typeof updateVendorDoctorBody>;

export const vendorDoctorAgent = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  assigned_by: z.number().nullable(),
  created_at: z.string(),
});
export type VendorDoctorAgent = z.infer<typeof vendorDoctorAgent>;

const supplier = { roles: ['supplier'] } as const;
/** Adding and changing prescribers is part of taking orders: staff need `order create` at their department. */
const writer = { roles: ['supplier'], permission: 'order create' } as const;
const doctorParams = z.object({ doctorId: idParam });
const locationParams = doctorParams.extend({ locationId: idParam });
const base = '/api/vendor/doctors';

export const listVendorDoctors = endpoint({
  method: 'GET',
  path: base,
  access: supplier,
  summary: 'Doctors the company works with; search by name, NPI or practice name.',
  query: vendorDoctorsQuery,
  response: pageOf(vendorDoctor),
});

export const createVendorDoctor = endpoint({
  method: 'POST',
  path: base,
  access: writer,
  summary: 'Adds a doctor by NPI (links a practice on the portal, or creates and invites one). 409 when already listed. Answers 201.',
  body: createVendorDoctorBody,
  response: dataOf(vendorDoctor),
});

export const getVendorDoctorProfile = endpoint({
  method: 'GET',
  path: `${base}/{doctorId}/profile`,
  access: supplier,
  summary: "A linked doctor's profile; 404 for a doctor not linked to the company.",
  params: doctorParams,
  response: dataOf(vendorDoctor),
});

export const updateVendorDoctorProfile = endpoint({
  method: 'PUT',
  path: `${base}/{doctorId}/profile`,
  access: writer,
  summary: 'Changes the notes, and the profile of an unverified practice the company created (403 otherwise).',
  params: doctorParams,
  body: updateVendorDoctorBody,
  response: dataOf(vendorDoctor),
});

export const listVendorDoctorAgents = endpoint({
  method: 'GET',
  path: `${base}/{doctorId}/agents`,
  access: supplier,
  summary: "The company's users (sales agents) assigned to the doctor.",
  params: doctorParams,
  response: dataOf(z.array(vendorDoctorAgent)),
});

export const attachVendorDoctorAgent = endpoint({
  method: 'POST',
  path: `${base}/{doctorId}/agents`,
  access: writer,
  summary: 'Assigns a user of the company to the doctor (again: no change). Answers the agents.',
  params: doctorParams,
  body: z.object({ user_id: z.number({ error: 'The user_id field is required.' }).int().positive() }),
  response: dataOf(z.array(vendorDoctorAgent)),
});

export const listVendorDoctorLocations = endpoint({
  method: 'GET',
  path: `${base}/{doctorId}/locations`,
  access: supplier,
  summary: "The doctor's offices (the practice's staff lists are left out); search by name, address or city.",
  params: doctorParams,
  query: listQuery,
  response: pageOf(doctorLocation),
});

export const getVendorDoctorLocation = endpoint({
  method: 'GET',
  path: `${base}/{doctorId}/locations/{locationId}`,
  access: supplier,
  summary: 'One office of a linked doctor.',
  params: locationParams,
  response: dataOf(doctorLocation),
});

export const createVendorDoctorLocation = endpoint({
  method: 'POST',
  path: `${base}/{doctorId}/locations`,
  access: writer,
  summary: 'Adds an office to an unverified practice the company created (403 otherwise). Answers 201.',
  params: doctorParams,
  body: createLocationBody,
  response: dataOf(doctorLocation),
});

export const updateVendorDoctorLocation = endpoint({
  method: 'PUT',
  path: `${base}/{doctorId}/locations/{locationId}`,
  access: writer,
  summary: 'Changes an office of an unverified practice the company created (403 otherwise).',
  params: locationParams,
  body: updateLocationBody,
  response: dataOf(doctorLocation),
});

export const vendorDoctorsEndpoints = [
  listVendorDoctors,
  createVendorDoctor,
  getVendorDoctorProfile,
  updateVendorDoctorProfile,
  listVendorDoctorAgents,
  attachVendorDoctorAgent,
  listVendorDoctorLocations,
  getVendorDoctorLocation,
  createVendorDoctorLocation,
  updateVendorDoctorLocation,
] as const;
