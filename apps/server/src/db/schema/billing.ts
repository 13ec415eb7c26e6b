import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { orders } from './orders';
import { patientInsurances, patients } from './patients';
import { suborderItems, suborders } from './shipping';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The company's clearinghouse (issue 11): the local folder by default, or Claim.MD with its AccountKey stored
 * encrypted (lib/secrets encryptSecret). Also the X12 interchange counter (control numbers unique and increasing
 * per company) and the incremental polling state.
 */
export const billingSettings = pgTable('billing_settings', {
  account_id: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  clearinghouse: text('clearinghouse').notNull().default('local'),
  claim_md_key_encrypted: text('claim_md_key_encrypted'),
  submitter_id: text('submitter_id').notNull().default(''),
  receiver_id: text('receiver_id').notNull().default(''),
  /** The last interchange control number used (ISA13/GS06); the next file takes this + 1. */
  last_control_number: integer('last_control_number').notNull().default(0),
  last_response_id: text('last_response_id'),
  last_era_id: text('last_era_id'),
  last_polled_at: timestamp('last_polled_at', { withTimezone: true }),
  last_poll_error: text('last_poll_error'),
  updated_at: updated(),
});

/** One 837P interchange sent: the file as it left, for the audit packet and resubmission. */
export const claimBatches = pgTable(
  'claim_batches',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    control_number: integer('control_number').notNull(),
    file_name: text('file_name').notNull(),
    content: text('content').notNull(),
    clearinghouse: text('clearinghouse').notNull(),
    reference: text('reference'),
    claims_count: integer('claims_count').notNull(),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull(),
    created_by: integer('created_by').references(() => users.id),
    created_at: created(),
  },
  (t) => [uniqueIndex('claim_batches_control_unique').on(t.account_id, t.control_number)],
);

/** A claim: one suborder billed to one payer. Totals are kept on the row and always equal the sum of its lines. */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** CLM01: what remittances and acknowledgements name the claim by. */
    number: text('number').notNull(),
    suborder_id: integer('suborder_id')
      .notNull()
      .references(() => suborders.id),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    insurance_id: integer('insurance_id').references(() => patientInsurances.id),
    payer_sequence: text('payer_sequence').notNull().default('primary'),
    parent_claim_id: integer('parent_claim_id').references((): AnyPgColumn => claims.id),
    /** Copied when the claim is made, so a later change to the patient's record does not rewrite a sent claim. */
    payer_name: text('payer_name').notNull(),
    payer_id: text('payer_id'),
    member_id: text('member_id').notNull(),
    status: text('status').notNull().default('draft'),
    priority: text('priority').notNull().default('normal'),
    place_of_service: text('place_of_service').notNull().default('12'),
    frequency: text('frequency').notNull().default('1'),
    diagnoses: jsonb('diagnoses').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    referring_name: text('referring_name').notNull().default(''),
    referring_npi: text('referring_npi'),
    prior_auth_number: text('prior_auth_number'),
    service_date: date('service_date').notNull(),
    charge_cents: bigint('charge_cents', { mode: 'number' }).notNull().default(0),
    paid_cents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    adjustment_cents: bigint('adjustment_cents', { mode: 'number' }).notNull().default(0),
    patient_resp_cents: bigint('patient_resp_cents', { mode: 'number' }).notNull().default(0),
    patient_paid_cents: bigint('patient_paid_cents', { mode: 'number' }).notNull().default(0),
    /** Any line denied: the claim is on the declined list. */
    has_denials: boolean('has_denials').notNull().default(false),
    pending_reason: text('pending_reason'),
    pending_at: timestamp('pending_at', { withTimezone: true }),
    batch_id: integer('batch_id').references(() => claimBatches.id),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    payer_claim_number: text('payer_claim_number'),
    rejection: text('rejection'),
    /** The status before "paid" was set by hand, so "unpaid" can restore it. */
    status_before_paid: text('status_before_paid'),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => {
    const live = sql`${t.deleted_at} is null`;
    return [
      uniqueIndex('claims_number_unique').on(t.account_id, t.number),
      // The claims lists, newest first; coins, declined and pending are partial indexes of the same order.
      index('claims_account_created_idx').on(t.account_id, t.created_at, t.id).where(live),
      index('claims_account_status_idx').on(t.account_id, t.status, t.created_at, t.id).where(live),
      index('claims_coins_idx').on(t.account_id, t.created_at, t.id).where(sql`${t.deleted_at} is null and ${t.patient_resp_cents} > ${t.patient_paid_cents}`),
      index('claims_declined_idx').on(t.account_id, t.created_at, t.id).where(sql`${t.deleted_at} is null and ${t.has_denials}`),
      index('claims_pending_idx').on(t.account_id, t.pending_at, t.id).where(sql`${t.deleted_at} is null and ${t.pending_at} is not null`),
      index('claims_suborder_idx').on(t.suborder_id).where(live),
      // The account beside the patient: a name search counts its claims from this index alone (claims.queries.ts).
      index('claims_patient_idx').on(t.patient_id, t.account_id, t.created_at).where(live),
      index('claims_parent_idx').on(t.parent_claim_id),
      index('claims_order_idx').on(t.order_id),
      index('claims_member_idx').on(t.account_id, sql`lower(${t.member_id})`),
      // One live claim per suborder and payer sequence.
      uniqueIndex('claims_suborder_sequence_unique').on(t.suborder_id, t.payer_sequence).where(live),
      check('claims_money_check', sql`${t.charge_cents} >= 0`),
    ];
  },
);

export const claimLines = pgTable(
  'claim_lines',
  {
    id: serial('id').primaryKey(),
    claim_id: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    line_no: smallint('line_no').notNull(),
    suborder_item_id: integer('suborder_item_id').references(() => suborderItems.id),
    hcpcs: text('hcpcs').notNull(),
    description: text('description').notNull().default(''),
    modifiers: jsonb('modifiers').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    units: integer('units').notNull(),
    charge_cents: bigint('charge_cents', { mode: 'number' }).notNull(),
    service_date: date('service_date').notNull(),
    service_date_end: date('service_date_end'),
    diagnosis_pointers: jsonb('diagnosis_pointers').$type<number[]>().notNull().default(sql`'[1]'::jsonb`),
    rental_month: smallint('rental_month'),
    allowed_cents: bigint('allowed_cents', { mode: 'number' }),
    paid_cents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    adjustment_cents: bigint('adjustment_cents', { mode: 'number' }).notNull().default(0),
    patient_resp_cents: bigint('patient_resp_cents', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('open'),
  },
  (t) => [uniqueIndex('claim_lines_claim_no_unique').on(t.claim_id, t.line_no), check('claim_lines_units_check', sql`${t.units} > 0`)],
);

/** A remittance (one 835 transaction set) as imported; the file's text is kept for the audit packet. */
export const eras = pgTable(
  'eras',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    source: text('source').notNull(),
    file_name: text('file_name').notNull(),
    content: text('content').notNull(),
    payer_name: text('payer_name').notNull(),
    payer_identifier: text('payer_identifier').notNull().default(''),
    /** TRN02: the check or EFT trace number. With the payer it names one payment: the same one is never posted twice. */
    trace_number: text('trace_number').notNull(),
    method: text('method').notNull().default(''),
    paid_on: date('paid_on'),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull(),
    expected_total_cents: bigint('expected_total_cents', { mode: 'number' }).notNull(),
    balanced: boolean('balanced').notNull(),
    claims_count: integer('claims_count').notNull(),
    matched_count: integer('matched_count').notNull(),
    provider_adjustments: jsonb('provider_adjustments').$type<{ reason: string; reference: string; amount_cents: number }[]>().notNull().default(sql`'[]'::jsonb`),
    created_by: integer('created_by').references(() => users.id),
    created_at: created(),
  },
  (t) => [uniqueIndex('eras_payment_unique').on(t.account_id, t.payer_identifier, t.trace_number), index('eras_account_created_idx').on(t.account_id, t.created_at, t.id)],
);

/** One claim of a remittance (CLP), matched to our claim by CLP01 or left unmatched for a person to look at. */
export const eraClaims = pgTable(
  'era_claims',
  {
    id: serial('id').primaryKey(),
    era_id: integer('era_id')
      .notNull()
      .references(() => eras.id),
    claim_id: integer('claim_id').references(() => claims.id),
    claim_number: text('claim_number').notNull(),
    patient_name: text('patient_name').notNull().default(''),
    status_code: text('status_code').notNull(),
    charge_cents: bigint('charge_cents', { mode: 'number' }).notNull(),
    paid_cents: bigint('paid_cents', { mode: 'number' }).notNull(),
    patient_resp_cents: bigint('patient_resp_cents', { mode: 'number' }).notNull(),
    payer_claim_number: text('payer_claim_number').notNull().default(''),
    /** The service lines as read (SVC, CAS, LQ) with the claim line each was posted to. */
    services: jsonb('services').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [index('era_claims_era_idx').on(t.era_id), index('era_claims_claim_idx').on(t.claim_id)],
);

/** Money in: the payer's payments (ERA or a paper EOB by hand) and the patient's. */
export const claimPayments = pgTable(
  'claim_payments',
  {
    id: serial('id').primaryKey(),
    claim_id: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    claim_line_id: integer('claim_line_id').references(() => claimLines.id),
    payer: text('payer').notNull(),
    source: text('source').notNull(),
    era_id: integer('era_id').references(() => eras.id),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paid_on: date('paid_on').notNull(),
    reference: text('reference').notNull().default(''),
    created_by: integer('created_by').references(() => users.id),
    created_at: created(),
  },
  (t) => [index('claim_payments_claim_idx').on(t.claim_id)],
);

/** Adjustments (CAS): contractual, patient responsibility, other, with the CARC and the remark codes. */
export const claimAdjustments = pgTable(
  'claim_adjustments',
  {
    id: serial('id').primaryKey(),
    claim_id: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    claim_line_id: integer('claim_line_id').references(() => claimLines.id),
    era_id: integer('era_id').references(() => eras.id),
    group_code: text('group_code').notNull(),
    reason: text('reason').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    remark_codes: jsonb('remark_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    created_by: integer('created_by').references(() => users.id),
    created_at: created(),
  },
  (t) => [index('claim_adjustments_claim_idx').on(t.claim_id), index('claim_adjustments_line_idx').on(t.claim_line_id)],
);

export const claimHistory = pgTable(
  'claim_history',
  {
    id: serial('id').primaryKey(),
    claim_id: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    user_id: integer('user_id').references(() => users.id),
    created_at: created(),
  },
  (t) => [index('claim_history_claim_idx').on(t.claim_id, t.created_at)],
);

export const claimNotes = pgTable(
  'claim_notes',
  {
    id: serial('id').primaryKey(),
    claim_id: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    text: text('text').notNull(),
    user_id: integer('user_id').references(() => users.id),
    created_at: created(),
  },
  (t) => [index('claim_notes_claim_idx').on(t.claim_id, t.created_at)],
);

/** A 270 inquiry and its 271 answer (parsed into `result`; the raw files kept). */
export const eligibilityChecks = pgTable(
  'eligibility_checks',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    insurance_id: integer('insurance_id')
      .notNull()
      .references(() => patientInsurances.id),
    status: text('status').notNull().default('pending'),
    clearinghouse: text('clearinghouse').notNull(),
    trace_number: text('trace_number').notNull(),
    service_date: date('service_date').notNull(),
    request: text('request').notNull(),
    response: text('response'),
    result: jsonb('result'),
    active: boolean('active'),
    created_by: integer('created_by').references(() => users.id),
    created_at: created(),
    answered_at: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('eligibility_checks_trace_unique').on(t.trace_number),
    index('eligibility_checks_account_idx').on(t.account_id, t.created_at, t.id),
    index('eligibility_checks_patient_idx').on(t.patient_id, t.created_at),
    // The Intake checklist: the newest answer for the order's policy.
    index('eligibility_checks_insurance_idx').on(t.insurance_id, t.answered_at),
  ],
);
