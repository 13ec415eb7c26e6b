import { z } from 'zod';
import { endpoint } from '../endpoint';
import { validateTime } from '../format/time';
import { TIME_ZONE_IDS } from '../reference';
import { addressFields, addressOut } from './address';
import { dataOf, idParam, listQuery, newPassword, pageOf } from './common';

// --- shared field rules ------------------------------------------------------------------------------------

/** HH:MM or empty (a day off). */
const timeText = z.string().superRefine((v, ctx) => {
  const error = v === '' ? null : validateTime(v);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

const workingDay = z.object({ from: timeText, to: timeText }).superRefine((d, ctx) => {
  if ((d.from === '') !== (d.to === '')) {
    ctx.addIssue({ code: 'custom', path: [d.from === '' ? 'from' : 'to'], message: 'Both times are required for a working day.' });
  } else if (d.from !== '' && d.from >= d.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end time must be after the start time.' });
  }
});

/** Seven entries, Monday first (foundation §3 Location). */
export const workingHours = z.array(workingDay).length(7, 'Working hours need 7 entries, Monday first.');
export const EMPTY_WORKING_HOURS: { from: string; to: string }[] = Array.from({ length: 7 }, () => ({ from: '', to: '' }));

/** A US number is kept as its 10 digits (shown as +1 (xxx) xxx-xxxx); others keep their leading +. */
export const phoneNumber = z
  .string()
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .refine((v) => /^\d{10}$/.test(v) || /^\+\d{8,15}$/.test(v), 'The phone must have 10 digits, or start with + and a country code.');
const optionalPhone = z.union([z.literal(''), phoneNumber]);
const email = z.string().trim().max(200).email('The email must be a valid email address.');
const optionalEmail = z.union([z.literal(''), email]);
const text = (max = 200) => z.string().trim().max(max, `Must not be longer than ${max} characters.`);
const label = text(50).default('');

export const profilePhones = z.array(z.object({ phone: phoneNumber, label })).max(10, 'At most 10 phone numbers.');
export const profileEmails = z.array(z.object({ email, label })).max(10, 'At most 10 e-mail addresses.');

// --- profile -----------------------------------------------------------------------------------------------

export const doctorProfile = z.object({
  id: z.number(),
  name: z.string(),
  login: z.string(),
  /** The sign-in e-mail (notices go there); `emails` are the practice's contact addresses. */
  email: z.string().nullable(),
  npi: z.string().nullable(),
  specialty: z.string(),
  fax: z.string(),
  time_zone: z.string(),
  phones: z.array(z.object({ phone: z.string(), label: z.string() })),
  emails: z.array(z.object({ email: z.string(), label: z.string() })),
  verified_at: z.string().nullable(),
  practice: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** False for doctor staff, who may read the profile but not change it. */
  can_edit: z.boolean(),
});
export type DoctorProfile = z.infer<typeof doctorProfile>;

export const saveDoctorProfileBody = z.object({
  name: text().min(1, 'The name field is required.'),
  specialty: text().optional(),
  fax: optionalPhone.optional(),
  time_zone: z
    .string()
    .refine((v) => TIME_ZONE_IDS.includes(v), 'The time zone is not valid.')
    .optional(),
  phones: profilePhones.optional(),
  emails: profileEmails.optional(),
});
export type SaveDoctorProfileBody = z.infer<typeof saveDoctorProfileBody>;

const doctorAccess = { roles: ['doctor'] } as const;
/** The invitation wizard saves the profile and first location with its temporary token. */
const wizard = ['invite'] as const;

export const getDoctorProfile = endpoint({
  method: 'GET',
  path: '/api/doctor/profile',
  access: doctorAccess,
  temporary: wizard,
  summary: "The practice's prescriber profile (staff read their owner's).",
  response: dataOf(doctorProfile),
});

export const saveDoctorProfile = endpoint({
  method: 'POST',
  path: '/api/doctor/profile',
  access: doctorAccess,
  temporary: wizard,
  summary: 'Saves the prescriber profile (owner only). Phones and e-mails, when sent, replace the lists.',
  body: saveDoctorProfileBody,
  response: dataOf(doctorProfile),
});

/** The password form's fields (the invitation wizard validates with it before calling). */
export const changeDoctorPasswordBody = z
  .object({ current_password: z.string().max(200).optional(), password: newPassword, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'The password confirmation does not match.',
    path: ['password_confirmation'],
  });

export const changeDoctorPassword = endpoint({
  method: 'POST',
  path: '/api/doctor/profile/password',
  access: doctorAccess,
  temporary: wizard,
  summary:
    'Changes the password; other sessions end. The current password is required, except in the invitation wizard of a doctor who has none yet.',
  body: changeDoctorPasswordBody,
});

export const saveDoctorPhones = endpoint({
  method: 'POST',
  path: '/api/doctor/profile/phones',
  access: doctorAccess,
  temporary: wizard,
  summary: 'Replaces the profile phone list (owner only).',
  body: z.object({ phones: profilePhones }),
  response: dataOf(doctorProfile),
});

export const saveDoctorEmails = endpoint({
  method: 'POST',
  path: '/api/doctor/profile/emails',
  access: doctorAccess,
  temporary: wizard,
  summary: 'Replaces the profile e-mail list (owner only).',
  body: z.object({ emails: profileEmails }),
  response: dataOf(doctorProfile),
});

// --- locations (offices) -----------------------------------------------------------------------------------

const person = z.object({ id: z.number(), name: z.string() });
export const locationContact = z.object({ id: z.number(), name: z.string(), title: z.string(), phone: z.string(), email: z.string() });

export const doctorLocation = z.object({
  id: z.number(),
  /** The practice owner (foundation §3 Location doctor_id). */
  doctor_id: z.number().nullable(),
  name: z.string(),
  ...addressOut,
  working_hours: z.array(z.object({ from: z.string(), to: z.string() })),
  staff: z.array(person),
  temp_staff: z.array(person),
  contacts: z.array(locationContact),
  supplier_contacts: z.array(locationContact),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DoctorLocation = z.infer<typeof doctorLocation>;

const contactInput = z.object({
  /** An existing contact of this location to update; without it a contact is added. */
  id: idParam.optional(),
  name: text().min(1, 'The contact name is required.'),
  title: text().optional(),
  phone: optionalPhone.optional(),
  email: optionalEmail.optional(),
});

const locationFields = {
  ...addressFields,
  working_hours: workingHours.optional(),
  /** The full list: contacts of the location that are not in it are removed. */
  contacts: z.array(contactInput).max(50, 'At most 50 contacts.').optional(),
};

export const createLocationBody = z.object({ name: text().min(1, 'The name field is required.'), ...locationFields });
export type CreateLocationBody = z.infer<typeof createLocationBody>;
/** Partial update: absent fields keep their value. */
export const updateLocationBody = z.object({ name: text().min(1, 'The name field is required.').optional(), ...locationFields });
export type UpdateLocationBody = z.infer<typeof updateLocationBody>;

const locationParams = z.object({ locationId: idParam });

export const listDoctorLocations = endpoint({
  method: 'GET',
  path: '/api/doctor/locations',
  access: doctorAccess,
  temporary: wizard,
  summary: "The practice's offices (staff: those they are assigned to); search by name, address or city.",
  query: listQuery,
  response: pageOf(doctorLocation),
});

export const getDoctorLocation = endpoint({
  method: 'GET',
  path: '/api/doctor/locations/{locationId}',
  access: doctorAccess,
  temporary: wizard,
  summary: "One office with working hours, staff and contacts; another practice's office answers 404.",
  params: locationParams,
  response: dataOf(doctorLocation),
});

export const createDoctorLocation = endpoint({
  method: 'POST',
  path: '/api/doctor/locations',
  access: doctorAccess,
  temporary: wizard,
  summary: 'Adds an office (owner only).',
  body: createLocationBody,
  response: dataOf(doctorLocation),
});

export const updateDoctorLocation = endpoint({
  method: 'PUT',
  path: '/api/doctor/locations/{locationId}',
  access: doctorAccess,
  temporary: wizard,
  summary: 'Updates an office (owner only).',
  params: locationParams,
  body: updateLocationBody,
  response: dataOf(doctorLocation),
});

export const deleteDoctorLocationContact = endpoint({
  method: 'DELETE',
  path: '/api/doctor/locations/contacts/{id}',
  access: doctorAccess,
  temporary: wizard,
  summary: 'Removes one contact of an office (owner only); answers 204.',
  params: z.object({ id: idParam }),
});

export const doctorProfileEndpoints = [
  getDoctorProfile,
  saveDoctorProfile,
  changeDoctorPassword,
  saveDoctorPhones,
  saveDoctorEmails,
  listDoctorLocations,
  getDoctorLocation,
  createDoctorLocation,
  updateDoctorLocation,
  deleteDoctorLocationContact,
] as const;
