import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { signatureDataUrl } from './invite';
import { activityChange } from './logs';
import { media } from './media';
import { patient, patientParams } from './patients';

/** Calls that exist on one side only: the supplier's wallet, duplicates, merge, agents and logs; the doctor's signature and HIPAA. */

const doctor = { roles: ['doctor'] } as const;
const supplier = { roles: ['supplier'] } as const;
const vendorBase = '/api/vendor/patients/{patientId}';
const bodyId = (field: string) => z.number({ error: `The ${field} field is required.` }).int().positive();

// --- wallet (integer cents) --------------------------------------------------------------------------------

export const WALLET_METHODS = ['cash', 'check', 'card', 'other'] as const;

export const walletEntry = z.object({
  id: z.number(),
  kind: z.enum(['deposit', 'charge']),
  /** Cents: deposits positive, charges negative. */
  amount: z.number().int(),
  method: z.string().nullable(),
  note: z.string(),
  order_id: z.number().nullable(),
  created_by: z.number().nullable(),
  created_at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntry>;
export const patientWallet = z.object({ patient_id: z.number(), balance: z.number().int(), entries: z.array(walletEntry) });
export type PatientWallet = z.infer<typeof patientWallet>;

export const getPatientWallet = endpoint({
  method: 'GET',
  path: `${vendorBase}/wallet`,
  access: supplier,
  summary: "The supplier's wallet of the patient: balance (cents) and entries, newest first.",
  params: patientParams,
  response: dataOf(patientWallet),
});

/** A deposit to a patient's wallet (named: the web's deposit form validates with it; the web build drops `body`). */
export const walletDepositBody = z.object({
  amount: z.number({ error: 'The amount must be a whole number of cents.' }).int('The amount must be a whole number of cents.').min(1, 'The amount must be positive.').max(10_000_000, 'The amount may not be greater than $100,000.'),
  method: z.enum(WALLET_METHODS, { error: 'The method must be cash, check, card or other.' }).optional(),
  note: z.string().trim().max(500).optional(),
});

export const depositToPatientWallet = endpoint({
  method: 'POST',
  path: `${vendorBase}/deposit`,
  access: supplier,
  summary: 'Adds a deposit (cents) to the wallet; answers the wallet.',
  params: patientParams,
  body: walletDepositBody,
  response: dataOf(patientWallet),
});

// --- duplicates and merge ----------------------------------------------------------------------------------

export const DUPLICATE_REASONS = ['name_dob', 'medicare_id', 'medicaid_id', 'member_id'] as const;
export const patientDuplicate = z.object({ patient, reasons: z.array(z.enum(DUPLICATE_REASONS)), can_merge: z.boolean() });
export type PatientDuplicate = z.infer<typeof patientDuplicate>;

export const listPatientDuplicates = endpoint({
  method: 'GET',
  path: `${vendorBase}/duplicates`,
  access: supplier,
  summary: 'Patients the supplier can see with the same name and date of birth, or the same Medicare, Medicaid or member id.',
  params: patientParams,
  response: dataOf(z.array(patientDuplicate)),
});

export const mergeResult = z.object({
  patient,
  /** Rows moved from the duplicate, per kind. */
  moved: z.record(z.string(), z.number()),
});

export const mergePatient = endpoint({
  method: 'POST',
  path: `${vendorBase}/merge`,
  access: supplier,
  summary:
    'Moves every record of `duplicate_id` to this patient in one transaction and deletes the duplicate. Both must be owned by the caller (422 otherwise; 404 when it cannot see one).',
  params: patientParams,
  body: z.object({ duplicate_id: bodyId('duplicate_id') }),
  response: dataOf(mergeResult),
});

// --- agents and logs ---------------------------------------------------------------------------------------

export const patientAgent = z.object({ id: z.number(), user_id: z.number(), name: z.string(), assigned_by: z.number().nullable(), created_at: z.string() });
export type PatientAgent = z.infer<typeof patientAgent>;

export const listPatientAgents = endpoint({
  method: 'GET',
  path: `${vendorBase}/agents`,
  access: supplier,
  summary: "The supplier's staff assigned to the patient.",
  params: patientParams,
  response: dataOf(z.array(patientAgent)),
});

export const attachPatientAgent = endpoint({
  method: 'POST',
  path: `${vendorBase}/agents`,
  access: supplier,
  summary: "Assigns a user of the caller's company to the patient (again: no change). Answers the agents.",
  params: patientParams,
  body: z.object({ user_id: bodyId('user_id') }),
  response: dataOf(z.array(patientAgent)),
});

export const patientLogEntry = z.object({
  id: z.number(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  staff_id: z.number().nullable(),
  /** Snapshots with the values of identifying fields replaced by "[hidden]". */
  before: z.unknown(),
  after: z.unknown(),
  /** The fields written or changed, as the activity log shows them. */
  changes: z.array(activityChange),
  created_at: z.string(),
});
export type PatientLogEntry = z.infer<typeof patientLogEntry>;

export const listPatientLogs = endpoint({
  method: 'GET',
  path: `${vendorBase}/logs`,
  access: { roles: ['supplier'], permission: 'logs' },
  summary: "The caller's company's audit rows about the patient and its records, newest first.",
  params: patientParams,
  query: listQuery,
  response: pageOf(patientLogEntry),
});

// --- doctor: signature and HIPAA ---------------------------------------------------------------------------

export const savePatientSignature = endpoint({
  method: 'POST',
  path: '/api/doctor/patients/{patientId}/signature',
  access: doctor,
  summary: "Stores the patient's handwritten signature (png, jpeg or svg data URL) as a media record; a previous one is archived.",
  params: patientParams,
  body: z.object({ signature: signatureDataUrl }),
  response: dataOf(media),
});

export const hipaaState = z.object({
  patient_id: z.number(),
  has_consent: z.boolean(),
  signed_at: z.string().nullable(),
  /** How the consent is on file: signed through the link, or an uploaded `hipaa_consent` document. */
  source: z.enum(['signature', 'document']).nullable(),
  last_link_sent_at: z.string().nullable(),
  last_link_expires_at: z.string().nullable(),
});
export type HipaaState = z.infer<typeof hipaaState>;

export const checkPatientHipaa = endpoint({
  method: 'GET',
  path: '/api/doctor/patients/hipaa/{id}/check',
  access: doctor,
  summary: 'Whether the patient (`id`) has a signed HIPAA consent on file.',
  params: z.object({ id: idParam }),
  response: dataOf(hipaaState),
});

/** Where the consent link goes (named for the web's form, like walletDepositBody). */
export const hipaaLinkBody = z.object({ email: z.string().trim().max(200).email('The email must be a valid email address.').optional() });

export const sendPatientHipaaLink = endpoint({
  method: 'POST',
  path: '/api/doctor/patients/hipaa/{id}/send-link',
  access: doctor,
  summary: "Mails the patient (`id`) a short link to the consent page, to `email` or the patient's e-mail. The link carries no patient data.",
  params: z.object({ id: idParam }),
  body: hipaaLinkBody,
  response: dataOf(hipaaState),
});

export const patientExtrasEndpoints = [
  getPatientWallet,
  depositToPatientWallet,
  listPatientDuplicates,
  mergePatient,
  listPatientAgents,
  attachPatientAgent,
  listPatientLogs,
  savePatientSignature,
  checkPatientHipaa,
  sendPatientHipaaLink,
] as const;
