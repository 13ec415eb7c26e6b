import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam } from './common';
import { npiNumber } from './company';
import { doctorLocation } from './doctor-profile';

// Lookups of the doctor-side order form: a prescriber by NPI, their offices, and the physical therapists (doctor
// staff with the `pt` staff role) that can be attached to an order.

export const doctorDirectoryEntry = z.object({
  /** The prescriber's user id. */
  id: z.number(),
  name: z.string(),
  npi: z.string(),
  specialty: z.string(),
  practice: z.object({ id: z.number(), name: z.string() }),
  /** The prescriber belongs to the caller's practice. */
  is_own_practice: z.boolean(),
  is_verified: z.boolean(),
});
export type DoctorDirectoryEntry = z.infer<typeof doctorDirectoryEntry>;

export const ptPerson = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  /** The offices of the practice the PT works at (among those the caller can see). */
  locations: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type PtPerson = z.infer<typeof ptPerson>;

const doctor = { roles: ['doctor'] } as const;
const doctorParams = z.object({ doctorId: idParam });

export const findDoctorByNpi = endpoint({
  method: 'GET',
  path: '/api/doctor/doctors/npi/{npi}',
  access: doctor,
  summary:
    "A prescriber by NPI: one of the caller's practice, or a verified one of another practice (public registry fields only). 422 for an invalid NPI, 404 when unknown.",
  params: z.object({ npi: npiNumber }),
  response: dataOf(doctorDirectoryEntry),
});

export const listDoctorOffices = endpoint({
  method: 'GET',
  path: '/api/doctor/doctors/{doctorId}/locations',
  access: doctor,
  summary: "Offices of a prescriber of the caller's practice (staff: those they are assigned to); 404 for another practice's doctor.",
  params: doctorParams,
  response: dataOf(z.array(doctorLocation)),
});

export const listDoctorPtStaff = endpoint({
  method: 'GET',
  path: '/api/doctor/doctors/{doctorId}/staff/pt',
  access: doctor,
  summary: "Physical therapists on the staff of a prescriber of the caller's practice, by name.",
  params: doctorParams,
  response: dataOf(z.array(ptPerson)),
});

export const listLocationPtStaff = endpoint({
  method: 'GET',
  path: '/api/doctor/locations/{locationId}/pt',
  access: doctor,
  summary: 'Physical therapists working at one of the caller’s offices, by name; 404 for an office the caller cannot see.',
  params: z.object({ locationId: idParam }),
  response: dataOf(z.array(ptPerson)),
});

export const doctorLookupsEndpoints = [findDoctorByNpi, listDoctorOffices, listDoctorPtStaff, listLocationPtStaff] as const;
