import { z } from 'zod';
import { ADJUSTMENT_GROUPS, CLAIM_PRIORITIES, CLAIM_STATUSES, CLEARINGHOUSE_KINDS, ELIGIBILITY_STATUSES, PAYER_SEQUENCES, PLACES_OF_SERVICE } from '../billing';
import { CLAIM_LISTS } from '../statuses';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, messageResponse, pageOf } from './common';
import { text } from './company';

// --- billing (issue 11) -----------------------------------------------------------------------------------------
// Claims per suborder and payer, sent as X12 837P through the configured clearinghouse (a local folder by default),
// remittances (835) posted to their lines, eligibility (270/271). Amounts are integer cents.

const cents = z.number().int('Amounts are whole cents.');
const positiveCents = cents.min(1, 'The amount must be greater than zero.').max(100_000_000, 'The amount is too large.');
const isoDate = z.iso.date({ error: 'The date must be a valid date (YYYY-MM-DD).' });
const modifierCode = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2}$/, 'A modifier is two letters or digits.');

export const claimStatus = z.enum(CLAIM_STATUSES);
export const claimPriority = z.enum(CLAIM_PRIORITIES, { error: 'The priority must be low, normal, high or urgent.' });
export const adjustmentGroup = z.enum(Object.keys(ADJUSTMENT_GROUPS) as [keyof typeof ADJUSTMENT_GROUPS], { error: 'The group must be CO, PR, OA, PI or CR.' });

export const claimAdjustment = z.object({
  id: z.number(),
  line_id: z.number().nullable(),
  group: z.string(),
  reason: z.string(),
  /** The CARC's text (e.g. 45: charge exceeds fee schedule). */
  reason_text: z.string(),
  amount_cents: cents,
  remark_codes: z.array(z.object({ code: z.string(), text: z.string() })),
  era_id: z.number().nullable(),
  created_at: z.string(),
});
export type ClaimAdjustment = z.infer<typeof claimAdjustment>;

export const claimPayment = z.object({
  id: z.number(),
  line_id: z.number().nullable(),
  /** Who paid: the payer (ERA or a paper EOB entered by hand) or the patient (coinsurance, deductible). */
  payer: z.enum(['insurance', 'patient']),
  source: z.enum(['era', 'manual']),
  amount_cents: cents,
  paid_on: z.string(),
  reference: z.string(),
  era_id: z.number().nullable(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type ClaimPayment = z.infer<typeof claimPayment>;

export const claimLine = z.object({
  id: z.number(),
  line_no: z.number(),
  suborder_item_id: z.number().nullable(),
  hcpcs: z.string(),
  description: z.string(),
  modifiers: z.array(z.string()),
  units: z.number(),
  charge_cents: cents,
  service_date: z.string(),
  service_date_end: z.string().nullable(),
  /** 1-based positions in the claim's diagnoses. */
  diagnosis_pointers: z.array(z.number()),
  rental_month: z.number().nullable(),
  allowed_cents: cents.nullable(),
  paid_cents: cents,
  adjustment_cents: cents,
  patient_responsibility_cents: cents,
  /** open (not adjudicated), paid, partially paid or denied (paid nothing, with a reason). */
  status: z.enum(['open', 'paid', 'partially_paid', 'denied']),
});
export type ClaimLine = z.infer<typeof claimLine>;

export const claimSummary = z.object({
  id: z.number(),
  /** Our claim number, sent as CLM01 and read back from remittances. */
  number: z.string(),
  status: claimStatus,
  status_name: z.string(),
  priority: claimPriority,
  payer_sequence: z.enum(PAYER_SEQUENCES),
  parent_claim_id: z.number().nullable(),
  suborder: z.object({ id: z.number(), number: z.string() }),
  order_id: z.number(),
  patient: z.object({ id: z.number(), full_name: z.string() }),
  payer: z.object({ name: z.string(), payer_id: z.string().nullable(), member_id: z.string() }),
  service_date: z.string(),
  charge_cents: cents,
  paid_cents: cents,
  adjustment_cents: cents,
  patient_responsibility_cents: cents,
  patient_paid_cents: cents,
  /** charge - insurance paid - adjustments - patient paid. */
  balance_cents: cents,
  pending: z.object({ reason: z.string(), since: z.string() }).nullable(),
  /** Denied lines' reasons, for the declined list. */
  denials: z.array(z.object({ line_no: z.number(), hcpcs: z.string(), group: z.string(), reason: z.string(), reason_text: z.string(), remark_codes: z.array(z.string()) })),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClaimSummary = z.infer<typeof claimSummary>;

export const claimHistoryEntry = z.object({
  id: z.number(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  note: z.string(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});

export const claimDetail = claimSummary.extend({
  place_of_service: z.string(),
  frequency: z.enum(['1', '7', '8']),
  diagnoses: z.array(z.object({ code: z.string(), description: z.string() })),
  referring: z.object({ name: z.string(), npi: z.string().nullable() }),
  prior_auth_number: z.string().nullable(),
  insurance_id: z.number().nullable(),
  lines: z.array(claimLine),
  payments: z.array(claimPayment),
  adjustments: z.array(claimAdjustment),
  history: z.array(claimHistoryEntry),
  /** Why it cannot be submitted yet (empty when it can). */
  problems: z.array(z.string()),
  /** The actions the caller may take now, so the screen shows only those. */
  actions: z.array(z.enum(['edit', 'delete', 'submit', 'paid', 'unpaid', 'coins', 'manual_payment', 'pending', 'appeal', 'secondary'])),
  payer_claim_number: z.string().nullable(),
  rejection: z.string().nullable(),
  batch: z.object({ id: z.number(), control_number: z.number(), file_name: z.string(), created_at: z.string() }).nullable(),
  /** Remittances posted to it. */
  eras: z.array(z.object({ id: z.number(), trace_number: z.string(), paid_on: z.string().nullable(), paid_cents: cents })),
  secondary_claim_ids: z.array(z.number()),
});
export type ClaimDetail = z.infer<typeof claimDetail>;

export const claimsQuery = listQuery.extend({
  /** Which list: every claim, open patient balances (coins), denied lines (declined) or those set aside (pending). */
  list: z.enum(CLAIM_LISTS, { error: 'The list must be claims, coins, declined or pending.' }).optional(),
  status: claimStatus.optional(),
  priority: claimPriority.optional(),
  patient_id: idParam.optional(),
  suborder_id: idParam.optional(),
  sortBy: z.enum(['created_at', 'id', 'service_date', 'charge_cents', 'balance_cents', 'priority', 'status']).optional(),
});
export type ClaimsQuery = z.infer<typeof claimsQuery>;

export const createClaimBody = z
  .object({
    /** A primary claim: from a delivered suborder... */
    suborder_id: idParam.optional(),
    /** ...for the patient's insurance (the order's primary when absent). */
    insurance_id: idParam.optional(),
    /** A secondary claim: from an adjudicated primary claim, to the patient's secondary insurance. */
    parent_claim_id: idParam.optional(),
  })
  .refine((v) => v.suborder_id !== undefined || v.parent_claim_id !== undefined, { message: 'Choose a suborder or the primary claim.', path: ['suborder_id'] });
export type CreateClaimBody = z.infer<typeof createClaimBody>;

export const claimLineBody = z.object({
  id: idParam,
  modifiers: z.array(modifierCode).max(4, 'At most four modifiers.'),
  units: z.number().int('Units are whole numbers.').min(1, 'At least one unit.').max(9999, 'At most 9,999 units.'),
  charge_cents: positiveCents,
  service_date: isoDate,
  service_date_end: isoDate.nullable().optional(),
  diagnosis_pointers: z.array(z.number().int().min(1).max(12)).min(1, 'Point the line to at least one diagnosis.').max(4, 'At most four diagnosis pointers.'),
});
export const updateClaimBody = z.object({
  place_of_service: z.enum(Object.keys(PLACES_OF_SERVICE) as [string, ...string[]], { error: 'The place of service is not in the list.' }).optional(),
  prior_auth_number: text(50).nullable().optional(),
  /** ICD-10-CM codes in pointer order (1..12). */
  diagnoses: z.array(z.string().trim().toUpperCase().regex(/^[A-Z]\d[0-9A-Z](\.?[0-9A-Z]{1,4})?$/, 'Not an ICD-10-CM code.')).max(12, 'A claim carries at most 12 diagnoses.').optional(),
  lines: z.array(claimLineBody).max(50).optional(),
});
export type UpdateClaimBody = z.infer<typeof updateClaimBody>;

export const priorityBody = z.object({ priority: claimPriority });
export const noteBody = z.object({ text: z.string().trim().min(1, 'Write the note.').max(2000, 'The note may not be greater than 2000 characters.') });
export const pendingBody = z.object({ pending: z.boolean().default(true), reason: text(500).optional() });
export const appealBody = z.object({ reason: z.string().trim().min(1, 'Say why the claim is appealed.').max(2000) });
export const statusNoteBody = z.object({ note: text(500).optional() });
export const paymentBody = z.object({
  amount_cents: positiveCents,
  paid_on: isoDate,
  reference: text(50).optional(),
  /** A line of the claim the payment is for; the whole claim when absent. */
  line_id: idParam.optional(),
});
export const manualPaymentBody = paymentBody.extend({
  /** Adjustments from the paper remittance (e.g. CO 45 contractual). */
  adjustments: z.array(z.object({ group: adjustmentGroup, reason: z.string().trim().regex(/^[A-Z0-9]{1,5}$/, 'Not a reason code.'), amount_cents: cents, line_id: idParam.optional() })).max(20).optional(),
});
export type ManualPaymentBody = z.infer<typeof manualPaymentBody>;

export const claimNote = z.object({ id: z.number(), text: z.string(), user: z.object({ id: z.number(), name: z.string() }).nullable(), created_at: z.string() });

// --- remittances (835) ---
export const eraSummary = z.object({
  id: z.number(),
  source: z.enum(['upload', 'clearinghouse', 'inbox']),
  file_name: z.string(),
  payer: z.object({ name: z.string(), id: z.string().nullable() }),
  trace_number: z.string(),
  method: z.string(),
  paid_on: z.string().nullable(),
  total_cents: cents,
  /** BPR02 = sum of CLP04 - PLB. */
  balanced: z.boolean(),
  claims_count: z.number(),
  matched_count: z.number(),
  created_at: z.string(),
});
export const eraClaim = z.object({
  id: z.number(),
  claim_id: z.number().nullable(),
  claim_number: z.string(),
  patient_name: z.string(),
  status_code: z.string(),
  status_text: z.string(),
  charge_cents: cents,
  paid_cents: cents,
  patient_responsibility_cents: cents,
  payer_claim_number: z.string(),
  services: z.array(
    z.object({
      hcpcs: z.string(),
      modifiers: z.array(z.string()),
      charge_cents: cents,
      paid_cents: cents,
      units: z.number(),
      service_date: z.string().nullable(),
      matched_line_id: z.number().nullable(),
      adjustments: z.array(z.object({ group: z.string(), reason: z.string(), reason_text: z.string(), amount_cents: cents })),
      remark_codes: z.array(z.object({ code: z.string(), text: z.string() })),
    }),
  ),
});
export const eraDetail = eraSummary.extend({
  claims: z.array(eraClaim),
  provider_adjustments: z.array(z.object({ reason: z.string(), reference: z.string(), amount_cents: cents })),
  expected_total_cents: cents,
});
export type EraSummary = z.infer<typeof eraSummary>;
export type EraDetail = z.infer<typeof eraDetail>;
export const eraQuery = listQuery.extend({ sortBy: z.enum(['created_at', 'paid_on', 'total_cents']).optional(), unmatched: z.coerce.boolean().optional() });

// --- eligibility (270/271) ---
export const eligibilityCheck = z.object({
  id: z.number(),
  status: z.enum(ELIGIBILITY_STATUSES),
  patient: z.object({ id: z.number(), full_name: z.string() }),
  insurance: z.object({ id: z.number(), payer_name: z.string(), payer_id: z.string().nullable(), member_id: z.string(), type: z.string() }),
  service_date: z.string(),
  trace_number: z.string(),
  /** Active coverage per the 271; null until answered or when the payer could not say. */
  active: z.boolean().nullable(),
  plan_name: z.string().nullable(),
  coverage_start: z.string().nullable(),
  coverage_end: z.string().nullable(),
  dme: z.object({ deductible_cents: cents.nullable(), deductible_remaining_cents: cents.nullable(), coinsurance_percent: z.number().nullable(), copay_cents: cents.nullable() }),
  benefits: z.array(z.object({ code: z.string(), label: z.string(), service_types: z.array(z.string()), coverage_level: z.string().nullable(), time_period: z.string().nullable(), amount_cents: cents.nullable(), percent: z.number().nullable(), in_network: z.boolean().nullable(), messages: z.array(z.string()) })),
  errors: z.array(z.object({ code: z.string(), meaning: z.string(), follow_up: z.string().nullable() })),
  clearinghouse: z.enum(CLEARINGHOUSE_KINDS),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type EligibilityCheck = z.infer<typeof eligibilityCheck>;
export const eligibilityQuery = listQuery.extend({ patient_id: idParam.optional(), sortBy: z.enum(['created_at']).optional() });
export const eligibilityBody = z.object({
  patient_id: idParam,
  /** The patient's primary insurance when absent. */
  insurance_id: idParam.optional(),
  service_date: isoDate.optional(),
});
export type EligibilityBody = z.infer<typeof eligibilityBody>;

// --- clearinghouse ---
export const clearinghouseSettings = z.object({
  kind: z.enum(CLEARINGHOUSE_KINDS),
  /** Whether a Claim.MD AccountKey is stored (the key itself is never returned). */
  has_account_key: z.boolean(),
  submitter_id: z.string(),
  receiver_id: z.string(),
  last_polled_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** The local folders (local kind): where 837/270 files go and where 835/277CA/999/271 files are read from. */
  outbox_dir: z.string().nullable(),
  inbox_dir: z.string().nullable(),
});
export const clearinghouseSettingsBody = z.object({
  kind: z.enum(CLEARINGHOUSE_KINDS, { error: 'Choose the local folder or Claim.MD.' }),
  /** Write-only; empty keeps the stored key. */
  account_key: z.string().trim().max(200).optional(),
  submitter_id: z.string().trim().regex(/^[A-Za-z0-9]{0,15}$/, 'Up to 15 letters or digits.').optional(),
  receiver_id: z.string().trim().regex(/^[A-Za-z0-9]{0,15}$/, 'Up to 15 letters or digits.').optional(),
});
export const pollResult = z.object({
  files: z.number(),
  eras_imported: z.number(),
  claims_updated: z.number(),
  eligibility_answered: z.number(),
  errors: z.array(z.string()),
});
export type PollResult = z.infer<typeof pollResult>;
export const uploadClaimsBody = z.object({ claim_ids: z.array(idParam).min(1, 'Choose at least one claim.').max(500, 'At most 500 claims in one file.') });
export const submitResult = z.object({
  batch: z.object({ id: z.number(), control_number: z.number(), file_name: z.string(), claims: z.number(), total_cents: cents }),
  claims: z.array(claimSummary),
});

const claims = (verb: 'create' | 'view' | 'notify' | 'archive') => ({ roles: ['supplier'], permission: `billing claim ${verb}` }) as const;
const claimParams = z.object({ claimId: idParam });
const CLAIMS = '/api/vendor/billing/claims';

export const listClaims = endpoint({
  method: 'GET',
  path: CLAIMS,
  access: claims('view'),
  summary: "The company's claims, newest first; `list` picks the claims, coins (patient balance open), declined (a line denied) or pending list. Search matches the claim number, the patient's name and the member id.",
  query: claimsQuery,
  response: pageOf(claimSummary),
});
export const getClaim = endpoint({ method: 'GET', path: `${CLAIMS}/{claimId}`, access: claims('view'), summary: 'One claim with lines, payments, adjustments, history and the actions open to the caller (404 for another company’s).', params: claimParams, response: dataOf(claimDetail) });
export const createClaim = endpoint({
  method: 'POST',
  path: CLAIMS,
  access: claims('create'),
  summary: "Creates a claim: from a delivered suborder for the patient's insurance (primary by default), or a secondary claim from an adjudicated primary, carrying its payments and adjustments. Lines come from the suborder's items with modifiers, units, price and diagnosis pointers. Answers 201; 409 when that suborder already has a live claim for that payer.",
  body: createClaimBody,
  response: dataOf(claimDetail),
});
export const updateClaim = endpoint({ method: 'PUT', path: `${CLAIMS}/{claimId}`, access: claims('create'), summary: 'Changes the diagnoses, place of service, prior authorisation or lines of a claim not yet with the payer (409 otherwise). A denied claim edited goes out again as a replacement (frequency 7).', params: claimParams, body: updateClaimBody, response: dataOf(claimDetail) });
export const deleteClaim = endpoint({ method: 'DELETE', path: `${CLAIMS}/{claimId}`, access: claims('archive'), summary: 'Deletes a draft, ready or rejected claim (409 for one the payer has: a paid claim cannot be deleted).', params: claimParams, response: messageResponse });
export const setClaimPriority = endpoint({ method: 'PUT', path: `${CLAIMS}/{claimId}/priority`, access: claims('create'), summary: 'Sets the priority billers sort their work by.', params: claimParams, body: priorityBody, response: dataOf(claimDetail) });
export const markClaimPaid = endpoint({ method: 'POST', path: `${CLAIMS}/{claimId}/paid`, access: claims('notify'), summary: 'Marks an adjudicated or accepted claim paid by hand (settled: nothing more is expected), with a history row.', params: claimParams, body: statusNoteBody, response: dataOf(claimDetail) });
export const markClaimUnpaid = endpoint({ method: 'POST', path: `${CLAIMS}/{claimId}/unpaid`, access: claims('notify'), summary: 'Takes back a "paid" marking: the claim returns to the status it had before.', params: claimParams, body: statusNoteBody, response: dataOf(claimDetail) });
export const addClaimCoins = endpoint({ method: 'POST', path: `${CLAIMS}/{claimId}/coins`, access: claims('notify'), summary: "Records a patient's payment toward their share (coinsurance, deductible); 422 beyond the open patient balance.", params: claimParams, body: paymentBody, response: dataOf(claimDetail) });
export const addManualPayment = endpoint({ method: 'POST', path: `${CLAIMS}/{claimId}/manual-payment`, access: claims('notify'), summary: "Posts a payer's payment from a paper remittance, with its adjustments, to the claim or one line.", params: claimParams, body: manualPaymentBody, response: dataOf(claimDetail) });
export const listClaimNotes = endpoint({ method: 'GET', path: `${CLAIMS}/{claimId}/notes`, access: claims('view'), summary: 'Notes on the claim, newest first.', params: claimParams, response: z.object({ data: z.array(claimNote) }) });
export const addClaimNote = endpoint({ method: 'POST', path: `${CLAIMS}/{claimId}/notes`, access: claims('view'), summary: 'Adds a note to the claim. Answers 201.', params: claimParams, body: noteBody, response: dataOf(claimNote) });
export const setClaimPending = endpoint({ method: 'POST', path: `${CLAIMS}/{claimId}/pending`, access: claims('notify'), summary: 'Sets the claim aside in the pending list with a reason, or takes it back out (`pending: false`).', params: claimParams, body: pendingBody, response: dataOf(claimDetail) });
export const appealClaim = endpoint({ method: 'POST', path: `${CLAIMS}/{claimId}/appeal`, access: claims('notify'), summary: 'Records an appeal of a denied or partly paid claim (409 for any other status).', params: claimParams, body: appealBody, response: dataOf(claimDetail) });
export const claimAuditPacket = endpoint({ method: 'GET', path: `${CLAIMS}/{claimId}/audit-packet`, access: claims('view'), summary: 'One PDF for an auditor (application/pdf): a cover page listing each document with its date, signer and SHA-256, then the signed order, face-to-face note, CMN, prior authorisation, proof of delivery, the claim as submitted and its remittances.', params: claimParams });

const suborderParams = z.object({ suborderId: idParam });
export const listSuborderClaims = endpoint({ method: 'GET', path: '/api/vendor/suborders/{suborderId}/claims', access: claims('view'), summary: "The suborder's claims (primary and secondary).", params: suborderParams, response: z.object({ data: z.array(claimSummary) }) });
export const createSuborderClaim = endpoint({ method: 'POST', path: '/api/vendor/suborders/{suborderId}/claims', access: claims('create'), summary: 'Creates the claim of a delivered suborder (as POST billing/claims with this suborder). Answers 201.', params: suborderParams, body: z.object({ insurance_id: idParam.optional() }), response: dataOf(claimDetail) });

const eraAccess = claims('view');
export const listEras = endpoint({ method: 'GET', path: '/api/vendor/billing/era', access: eraAccess, summary: 'Remittances (835) imported, newest first, with their balance check and how many claims matched.', query: eraQuery, response: pageOf(eraSummary) });
export const getEra = endpoint({ method: 'GET', path: '/api/vendor/billing/era/{eraId}', access: eraAccess, summary: 'One remittance: its claims matched or not, each service line with adjustments and remarks, provider adjustments and the balance check.', params: z.object({ eraId: idParam }), response: dataOf(eraDetail) });
export const uploadEra = endpoint({ method: 'POST', path: '/api/vendor/billing/era', access: claims('notify'), multipart: true, summary: 'Imports an 835 file (`file`) and posts it to the matching claims; a file already imported posts nothing again. 422 when the file is not an 835. Answers 201 with the remittances it held.', response: z.object({ data: z.array(eraSummary) }) });

const eligView = { roles: ['supplier'], permission: 'billing eligibility view' } as const;
export const listEligibility = endpoint({ method: 'GET', path: '/api/vendor/billing/eligibility', access: eligView, summary: 'Eligibility checks, newest first (one patient with `patient_id`).', query: eligibilityQuery, response: pageOf(eligibilityCheck) });
export const getEligibility = endpoint({ method: 'GET', path: '/api/vendor/billing/eligibility/{id}', access: eligView, summary: 'One eligibility check with the 271 answer as people read it.', params: z.object({ id: idParam }), response: dataOf(eligibilityCheck) });
export const createEligibility = endpoint({ method: 'POST', path: '/api/vendor/billing/eligibility', access: { roles: ['supplier'], permission: 'billing eligibility create' }, summary: "Sends a 270 inquiry for a patient's insurance through the clearinghouse: Claim.MD answers at once; the local folder writes the 270 to the outbox and the 271 dropped into the inbox answers it. Answers 201.", body: eligibilityBody, response: dataOf(eligibilityCheck) });

const CLAIM_MD = '/api/vendor/claim-md';
export const claimMdPayerList = endpoint({ method: 'GET', path: `${CLAIM_MD}/payer-list`, access: claims('view'), summary: "Payers the configured clearinghouse knows, with what they support (the payers reference list for the local folder).", query: z.object({ search: z.string().max(100).optional() }), response: z.object({ data: z.array(z.object({ payer_id: z.string(), name: z.string(), eligibility: z.boolean(), era: z.boolean() })) }) });
export const claimMdEligibility = endpoint({ method: 'POST', path: `${CLAIM_MD}/eligibility`, access: { roles: ['supplier'], permission: 'billing eligibility create' }, summary: 'The eligibility inquiry through the clearinghouse (same as POST billing/eligibility). Answers 201.', body: eligibilityBody, response: dataOf(eligibilityCheck) });
export const claimMdUpload = endpoint({ method: 'POST', path: `${CLAIM_MD}/upload`, access: claims('notify'), summary: 'Submits ready claims as one X12 837P interchange through the configured clearinghouse (Claim.MD, or the local outbox folder); 409 naming the claims that are not ready.', body: uploadClaimsBody, response: dataOf(submitResult) });
export const claimMdResponse = endpoint({ method: 'GET', path: `${CLAIM_MD}/response`, access: claims('notify'), summary: 'Fetches now what the clearinghouse has (claim acknowledgements, 277CA/999, 271s, 835s) instead of waiting for the scheduled poll, and imports it.', response: dataOf(pollResult) });
export const claimMdEra = endpoint({ method: 'GET', path: `${CLAIM_MD}/era`, access: claims('notify'), summary: 'Fetches and posts new remittances from the clearinghouse now (the same poll as `response`).', response: dataOf(pollResult) });
export const getClearinghouseSettings = endpoint({ method: 'GET', path: '/api/vendor/billing/clearinghouse', access: claims('view'), summary: 'Which clearinghouse the company uses and its polling state (the AccountKey is never returned).', response: dataOf(clearinghouseSettings) });
export const saveClearinghouseSettings = endpoint({ method: 'PUT', path: '/api/vendor/billing/clearinghouse', access: { roles: ['supplier'], nonStaffOnly: true }, summary: "Chooses the clearinghouse (local folder or Claim.MD with its AccountKey, stored encrypted) and the submitter and receiver ids of the 837's envelope. Company owner only.", body: clearinghouseSettingsBody, response: dataOf(clearinghouseSettings) });

export const billingEndpoints = [
  listClaims,
  getClaim,
  createClaim,
  updateClaim,
  deleteClaim,
  setClaimPriority,
  markClaimPaid,
  markClaimUnpaid,
  addClaimCoins,
  addManualPayment,
  listClaimNotes,
  addClaimNote,
  setClaimPending,
  appealClaim,
  claimAuditPacket,
  listSuborderClaims,
  createSuborderClaim,
  listEras,
  getEra,
  uploadEra,
  listEligibility,
  getEligibility,
  createEligibility,
  claimMdPayerList,
  claimMdEligibility,
  claimMdUpload,
  claimMdResponse,
  claimMdEra,
  getClearinghouseSettings,
  saveClearinghouseSettings,
] as const;
