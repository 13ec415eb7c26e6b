import { z } from 'zod';
import { endpoint, type Access } from '../endpoint';
import { parseUsDate, toIsoDate } from '../format/date';
import { MASKS } from '../format/mask';
import { GENDERS, INSURANCE_TYPES, LANGUAGES, US_STATE_CODES } from '../reference';
import { dataOf, idParam, listQuery, pageOf } from './common';

// --- field rules (foundation §5 masks) ---------------------------------------------------------------------

const required = (label: string) => `The ${label} field is required.`;
const text = (max: number) => z.string().trim().max(max, `Must not be longer than ${max} characters.`);
const requiredText = (label: string, max: number) => z.string({ error: required(label) }).trim().min(1, required(label)).max(max, `The ${label} may not be greater than ${max} characters.`);
/** Optional on create, and on update "not sent" = unchanged while '' or null = cleared (forms send ''). */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullable()).optional();

/** Digits of a masked value: the mask's literals are optional in the input, the digits are what is stored. */
const maskedDigits = (mask: string, message: string) => {
  const pattern = mask.replace(/[^#]/g, (c) => `\\${c}?`).replace(/#/g, '\\d');
  return z.string().trim().regex(new RegExp(`^${pattern}$`), message).transform((v) => v.replace(/\D/g, ''));
};

/** `+1 (###) ###-####`, or its 10 digits (an 11-digit value with the country code 1 too); stored as 10 digits. */
export const patientPhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s().+-]/g, ''))
  .transform((v) => (v.length === 11 && v.startsWith('1') ? v.slice(1) : v))
  .refine((v) => /^\d{10}$/.test(v), 'The phone must be a US number: +1 (###) ###-####.');
const email = z.string().trim().max(200).email('The email must be a valid email address.');
export const zipCode = z.string({ error: required('zip') }).trim().regex(/^\d{5}$/, 'The zip must be 5 digits.');
export const stateCode = z
  .string({ error: required('state') })
  .trim()
  .toUpperCase()
  .refine((v) => US_STATE_CODES.includes(v), 'The state must be a US state code.');

/** A calendar date as `YYYY-MM-DD` or `mm/dd/yyyy` (the date mask); answered as `YYYY-MM-DD`. */
const dateOf = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .transform((v, ctx) => {
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      const parsed = parseUsDate(iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : v);
      if (!parsed) ctx.addIssue({ code: 'custom', message: `The ${label} must be a valid date (mm/dd/yyyy).` });
      return parsed ?? '';
    });
export const calendarDate = dateOf('date');
/** Dates of things that already happened (birth, an accident): not after today, not before 1900. */
const pastDate = (label: string) =>
  dateOf(label).refine((v) => v === '' || (v <= toIsoDate(new Date()) && v >= '1900-01-01'), `The ${label} may not be in the future.`);

const ssnLast4 = z
  .string()
  .trim()
  .regex(/^(\d{4}|\d{3}-?\d{2}-?\d{4})$/, 'The SSN must be ###-##-#### or its last 4 digits.')
  .transform((v) => v.replace(/\D/g, '').slice(-4));

// --- patient -----------------------------------------------------------------------------------------------

export const patientBody = z.object({
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  middle_name: clearable(text(100)),
  dob: pastDate('date of birth'),
  gender: z.enum(GENDERS.map((g) => g.id) as ['M', 'F'], { error: 'The gender must be M or F.' }),
  language: z.enum(LANGUAGES, { error: 'The language is not in the list.' }).optional(),
  phone: clearable(patientPhone),
  email: clearable(email),
  /** A full SSN-like value is accepted, only its last 4 digits are kept. */
  ssn_last4: clearable(ssnLast4),
  medicare_id: clearable(maskedDigits(MASKS.medicare, 'The Medicare id must be #######-####.')),
  medicaid_id: clearable(maskedDigits(MASKS.medicaid, 'The Medicaid id must be #######-####.')),
  height_in: clearable(z.coerce.number().int().min(12, 'The height must be 12 to 108 inches.').max(108, 'The height must be 12 to 108 inches.')),
  weight_lb: clearable(z.coerce.number().int().min(1, 'The weight must be 1 to 1500 lb.').max(1500, 'The weight must be 1 to 1500 lb.')),
  notes: clearable(text(5000)),
});
export type PatientBody = z.infer<typeof patientBody>;
export const patientUpdateBody = patientBody.partial();
export type PatientUpdateBody = z.infer<typeof patientUpdateBody>;

export const patient = z.object({
  id: z.number(),
  account_id: z.number(),
  /** The caller's account created the record (only the owner may delete or merge it). */
  is_owner: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  full_name: z.string(),
  dob: z.string(),
  gender: z.enum(['M', 'F']),
  language: z.string(),
  /** 10 digits; shown with `formatPhone`. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  ssn_last4: z.string().nullable(),
  /** Digits without the `#######-####` mask. */
  medicare_id: z.string().nullable(),
  medicaid_id: z.string().nullable(),
  height_in: z.number().nullable(),
  weight_lb: z.number().nullable(),
  notes: z.string(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** For a supplier: when the patient was linked to it (null for a doctor). */
  linked_at: z.string().nullable(),
});
export type Patient = z.infer<typeof patient>;

/** Search matches names (every word), a date of birth (mm/dd/yyyy) and Medicare, Medicaid or member ids. */
export const patientsQuery = listQuery.extend({
  sortBy: z.enum(['last_name', 'first_name', 'dob', 'created_at']).optional(),
  dob: calendarDate.optional(),
  gender: z.enum(['M', 'F']).optional(),
  member_id: z.string().trim().max(40).optional(),
  /** Supplier side: only the patients carrying one of the company's tags. */
  tag_id: idParam.optional(),
});
export type PatientsQuery = z.infer<typeof patientsQuery>;

// --- sub-records -------------------------------------------------------------------------------------------

const stamps = { id: z.number(), patient_id: z.number(), created_at: z.string(), updated_at: z.string() };

export const patientAddressBody = z.object({
  title: clearable(text(100)),
  address_1: requiredText('address', 200),
  address_2: clearable(text(200)),
  city: requiredText('city', 100),
  state: stateCode,
  zip: zipCode,
  country: z.literal('US', { error: 'Only US addresses are supported.' }).optional(),
  /** One billing address per patient: marking one unmarks the others. */
  is_billing: z.boolean().optional(),
});
export const patientAddress = z.object({
  ...stamps,
  title: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  full_address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  is_billing: z.boolean(),
});
export type PatientAddress = z.infer<typeof patientAddress>;

export const patientContactBody = z.object({
  name: requiredText('name', 200),
  relationship: clearable(text(50)),
  phone: clearable(patientPhone),
  email: clearable(email),
  /** An emergency contact needs a phone. */
  is_emergency: z.boolean().optional(),
});
export const patientContact = z.object({
  ...stamps,
  name: z.string(),
  relationship: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_emergency: z.boolean(),
});
export type PatientContact = z.infer<typeof patientContact>;

export const patientInsuranceBody = z.object({
  /** A payer of the payers list by its electronic payer id, or else the name of a payer not in the list. */
  payer_id: clearable(text(50)),
  payer_name: clearable(text(200)),
  type: z.enum(INSURANCE_TYPES, { error: 'The type must be primary or secondary.' }),
  member_id: requiredText('member id', 40).regex(/^[A-Za-z0-9-]+$/, 'The member id may contain only letters, digits and dashes.'),
  group_number: clearable(text(40)),
  /** true = Self, false = Depend (then the subscriber's name and date of birth are required). */
  relationship: z.boolean().optional(),
  subscriber_name: clearable(text(200)),
  subscriber_dob: clearable(pastDate('subscriber date of birth')),
  effective_date: clearable(dateOf('effective date')),
  termination_date: clearable(dateOf('termination date')),
});
export const patientInsurance = z.object({
  ...stamps,
  payer_name: z.string(),
  payer_id: z.string().nullable(),
  type: z.enum(INSURANCE_TYPES),
  member_id: z.string(),
  group_number: z.string(),
  relationship: z.boolean(),
  subscriber_name: z.string().nullable(),
  subscriber_dob: z.string().nullable(),
  effective_date: z.string().nullable(),
  termination_date: z.string().nullable(),
  /** No termination date, or one not yet passed. At most one active policy of each type. */
  is_active: z.boolean(),
});
export type PatientInsurance = z.infer<typeof patientInsurance>;

export const patientHistoryBody = z.object({
  condition: requiredText('condition', 200),
  icd10: clearable(z.string().trim().toUpperCase().regex(/^[A-TV-Z]\d[0-9A-Z](\.?[0-9A-Z]{1,4})?$/, 'The ICD-10 code is not valid.')),
  notes: clearable(text(2000)),
  date: clearable(pastDate('date')),
});
export const patientHistoryEntry = z.object({ ...stamps, condition: z.string(), icd10: z.string().nullable(), notes: z.string(), date: z.string().nullable() });
export type PatientHistoryEntry = z.infer<typeof patientHistoryEntry>;

export const ACCIDENT_TYPES = ['auto', 'work', 'other'] as const;
export const patientAccidentBody = z.object({
  date: pastDate('accident date'),
  type: z.enum(ACCIDENT_TYPES, { error: 'The type must be auto, work or other.' }),
  state: clearable(stateCode),
  description: clearable(text(2000)),
});
export const patientAccident = z.object({ ...stamps, date: z.string(), type: z.enum(ACCIDENT_TYPES), state: z.string().nullable(), description: z.string() });
export type PatientAccident = z.infer<typeof patientAccident>;

// --- endpoints: one resource, declared for each side ----------------------------------------------------------

export const patientParams = z.object({ patientId: idParam });

/**
 * list / create / update / delete of one kind of sub-record under `{base}/{patientId}/{segment}`. The schemas come in
 * `spec.schemas` and are read only inside the declarations: the web build cuts both (apps/web/build/contract-for-web.ts),
 * so a screen that calls these endpoints does not load the records' schemas, nor zod.
 */
function subRecords<K extends string, B extends z.ZodObject, R extends z.ZodType>(
  base: string,
  segment: string,
  key: K,
  access: Access,
  spec: { label: string; deleteAccess?: Access; schemas: { body: B; record: R } },
) {
  const collection = `${base}/{patientId}/${segment}`;
  const item = `${collection}/{${key}}`;
  return {
    list: endpoint({ method: 'GET', path: collection, access, summary: `The patient's ${spec.label} records.`, params: patientParams, response: dataOf(z.array(spec.schemas.record)) }),
    create: endpoint({ method: 'POST', path: collection, access, summary: `Adds a ${spec.label} record.`, params: patientParams, body: spec.schemas.body, response: dataOf(spec.schemas.record) }),
    update: endpoint({
      method: 'PUT',
      path: item,
      access,
      summary: `Changes a ${spec.label} record (fields not sent stay).`,
      params: patientParams.extend({ [key]: idParam } as { [P in K]: typeof idParam }),
      body: spec.schemas.body.partial(),
      response: dataOf(spec.schemas.record),
    }),
    remove: endpoint({
      method: 'DELETE',
      path: item,
      access: spec.deleteAccess ?? access,
      summary: `Deletes a ${spec.label} record; answers 204.`,
      params: patientParams.extend({ [key]: idParam } as { [P in K]: typeof idParam }),
    }),
  };
}

/** The patient calls of one side. Both sides serve the same records, scoped by the caller's account. */
function patientCalls(prefix: '/api/doctor' | '/api/vendor', access: { roles: readonly ['doctor'] | readonly ['supplier'] }) {
  const base = `${prefix}/patients`;
  const one = `${base}/{patientId}`;
  return {
    list: endpoint({ method: 'GET', path: base, access, summary: 'Patients the caller can see; search by name, date of birth or member id.', query: patientsQuery, response: pageOf(patient) }),
    get: endpoint({ method: 'GET', path: one, access, summary: 'One patient; 404 when the caller cannot see it.', params: patientParams, response: dataOf(patient) }),
    create: endpoint({ method: 'POST', path: base, access, summary: "Creates a patient owned by the caller's account.", body: patientBody, response: dataOf(patient) }),
    update: endpoint({ method: 'PUT', path: one, access, summary: 'Changes a patient (fields not sent stay).', params: patientParams, body: patientUpdateBody, response: dataOf(patient) }),
    remove: endpoint({ method: 'DELETE', path: one, access, summary: 'Soft-deletes a patient; only its owner may. Answers 204.', params: patientParams }),
    addresses: subRecords(base, 'addresses', 'addressId', access, { label: 'address', schemas: { body: patientAddressBody, record: patientAddress } }),
    contacts: subRecords(base, 'contacts', 'contactId', access, { label: 'contact', schemas: { body: patientContactBody, record: patientContact } }),
    insurances: subRecords(base, 'insurances', 'insuranceId', access, {
      label: 'insurance',
      deleteAccess: { ...access, permission: 'patient_insurance delete' },
      schemas: { body: patientInsuranceBody, record: patientInsurance },
    }),
    history: subRecords(base, 'history', 'historyId', access, { label: 'medical-history', schemas: { body: patientHistoryBody, record: patientHistoryEntry } }),
    accidents: subRecords(base, 'accidents', 'accidentId', access, { label: 'accident', schemas: { body: patientAccidentBody, record: patientAccident } }),
  };
}

export const doctorPatients = patientCalls('/api/doctor', { roles: ['doctor'] });
export const vendorPatients = patientCalls('/api/vendor', { roles: ['supplier'] });

type Calls = ReturnType<typeof patientCalls>;
const flatten = (c: Calls) => [
  c.list,
  c.get,
  c.create,
  c.update,
  c.remove,
  ...[c.addresses, c.contacts, c.insurances, c.history, c.accidents].flatMap((s) => [s.list, s.create, s.update, s.remove]),
];

export const patientsEndpoints = [...flatten(doctorPatients), ...flatten(vendorPatients)] as const;
