import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { payers } from './reference';

const stamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
};

/**
 * A patient record. It belongs to the account that created it (a doctor practice, or a supplier that created the
 * patient itself); suppliers see other accounts' patients only through `patient_vendors`. Identifiers are stored
 * as digits without their input masks; of the SSN only the last four digits are kept (nothing needs more).
 */
export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    created_by: integer('created_by').references(() => users.id),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    middle_name: text('middle_name').notNull().default(''),
    dob: date('dob').notNull(),
    gender: text('gender', { enum: ['M', 'F'] }).notNull(),
    language: text('language').notNull().default('English'),
    phone: text('phone'),
    email: text('email'),
    ssn_last4: text('ssn_last4'),
    medicare_id: text('medicare_id'),
    medicaid_id: text('medicaid_id'),
    height_in: smallint('height_in'),
    weight_lb: smallint('weight_lb'),
    notes: text('notes').notNull().default(''),
    /** Set when this record was merged into another one (and soft-deleted). */
    merged_into: integer('merged_into'),
    /** The patient's own sign-in (role `patient`), once invited to the patient app; one record per user. */
    user_id: integer('user_id').references(() => users.id),
    ...stamps,
  },
  (t) => [
    index('patients_account_idx').on(t.account_id).where(sql`${t.deleted_at} is null`),
    // The patients list: a practice's patients in name order straight from the index; a supplier's (linked)
    // patients in name order with the link checked per row. Name searches (`%term%`) read patient_search_names.
    index('patients_account_name_idx').on(t.account_id, t.last_name, t.first_name, t.id).where(sql`${t.deleted_at} is null`),
    index('patients_name_idx').on(t.last_name, t.first_name, t.id).where(sql`${t.deleted_at} is null`),
    index('patients_name_dob_idx').on(sql`lower(${t.last_name})`, sql`lower(${t.first_name})`, t.dob),
    index('patients_medicare_idx').on(t.medicare_id),
    index('patients_medicaid_idx').on(t.medicaid_id),
    uniqueIndex('patients_user_unique').on(t.user_id).where(sql`${t.user_id} is not null`),
  ],
);

/**
 * Each patient's name as the name searches read it: `first middle last`, lowercased, kept by a trigger on patients
 * (migration 0025) for every patient, deleted or not (orders keep their patient), with the accounts that see it. Every
 * list that searches by name (patients, orders, shipping, claims) reads the suffixes of its words
 * (patient_name_suffixes, below), which a trigger keeps from this table.
 */
export const patientSearchNames = pgTable(
  'patient_search_names',
  {
    patient_id: integer('patient_id')
      .primaryKey()
      .references(() => patients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * Every account whose lists may show this patient: the owner, each supplier linked to it, and the supplier and
     * the practice of each of its orders (so its suborders and claims too), kept by triggers (migration 0029). Only
     * ever added to: a search narrows by it (`viewers @> {account}`) before each list applies its own scope, so a
     * superset is harmless and a missing account would hide a row. Without it a search read every tenant's
     * matching names: "smith" is 500 names at one supplier's 20,000 patients, and 50,000 at a hundred suppliers'.
     */
    viewers: integer('viewers').array().notNull().default(sql`'{}'::integer[]`),
  },
  // Searched through patient_name_suffixes (below), kept from this table by a trigger (migration 0033).
);

/**
 * Every suffix of every word of each patient's searched name, once per account that sees the patient: a word of a
 * search is inside a name's word exactly when it begins one of that word's suffixes, which a btree finds as a range
 * (`viewer`, then the suffixes from the word on) and answers from the index alone. Kept by a trigger on
 * patient_search_names (migration 0033: a change of the name or of the viewers writes the patient's rows again).
 * It replaced a trigram index on patient_search_names, which found "smith"'s 500 names among 20,000 in 0.15 ms but
 * then re-read them from 200 table pages (0.7 ms); this range reads 6 index pages (0.1 ms). About 29 rows a patient
 * and viewer (25 MB and an 18 MB index at 20,000 patients seen by two accounts each). The lists read the range through
 * `patients_with_name_word(viewer, word)` (migration 0034, patients/name-search.ts).
 */
export const patientNameSuffixes = pgTable(
  'patient_name_suffixes',
  {
    viewer: integer('viewer').notNull(),
    suffix: text('suffix').notNull(),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
  },
  // text_pattern_ops: suffixes compared byte by byte, so every suffix that begins with a word lies in one range of the
  // index whatever the database's collation (name-search.ts).
  (t) => [index('patient_name_suffixes_idx').on(t.viewer, t.suffix.op('text_pattern_ops'), t.patient_id), index('patient_name_suffixes_patient_idx').on(t.patient_id)],
);

/** A supplier's access to a patient it does not own: made when an order is sent to it (or at its own creation). */
export const patientVendors = pgTable(
  'patient_vendors',
  {
    id: serial('id').primaryKey(),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    vendor_id: integer('vendor_id')
      .notNull()
      .references(() => accounts.id),
    linked_by: integer('linked_by').references(() => users.id),
    linked_at: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('patient_vendors_unique').on(t.patient_id, t.vendor_id), index('patient_vendors_vendor_idx').on(t.vendor_id)],
);

const patientRef = () =>
  integer('patient_id')
    .notNull()
    .references(() => patients.id);

/** Foundation §3 Address; `full_address` is computed when answered. At most one billing address per patient. */
export const patientAddresses = pgTable(
  'patient_addresses',
  {
    id: serial('id').primaryKey(),
    patient_id: patientRef(),
    title: text('title').notNull().default(''),
    address_1: text('address_1').notNull(),
    address_2: text('address_2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    is_billing: boolean('is_billing').notNull().default(false),
    ...stamps,
  },
  (t) => [index('patient_addresses_patient_idx').on(t.patient_id)],
);

export const patientContacts = pgTable(
  'patient_contacts',
  {
    id: serial('id').primaryKey(),
    patient_id: patientRef(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    is_emergency: boolean('is_emergency').notNull().default(false),
    ...stamps,
  },
  (t) => [index('patient_contacts_patient_idx').on(t.patient_id)],
);

/**
 * A patient's coverage. `relationship` true = Self, false = Depend (foundation §3); a dependant names the
 * subscriber. Active = no termination date or one not yet passed; at most one active policy per type.
 */
export const patientInsurances = pgTable(
  'patient_insurances',
  {
    id: serial('id').primaryKey(),
    patient_id: patientRef(),
    /** The payer's name as entered, or copied from the payers list when `payer_id` is set. */
    payer_name: text('payer_name').notNull(),
    /** The payer in the reference list, by its electronic payer id; null for a payer not in the list. */
    payer_id: text('payer_id').references(() => payers.payer_id),
    type: text('type', { enum: ['primary', 'secondary'] }).notNull(),
    member_id: text('member_id').notNull(),
    group_number: text('group_number').notNull().default(''),
    relationship: boolean('relationship').notNull().default(true),
    subscriber_name: text('subscriber_name'),
    subscriber_dob: date('subscriber_dob'),
    effective_date: date('effective_date'),
    termination_date: date('termination_date'),
    ...stamps,
  },
  (t) => [index('patient_insurances_patient_idx').on(t.patient_id), index('patient_insurances_member_idx').on(sql`lower(${t.member_id})`)],
);

/** Medical-history entries. */
export const patientHistory = pgTable(
  'patient_history',
  {
    id: serial('id').primaryKey(),
    patient_id: patientRef(),
    condition: text('condition').notNull(),
    icd10: text('icd10'),
    notes: text('notes').notNull().default(''),
    date: date('date'),
    ...stamps,
  },
  (t) => [index('patient_history_patient_idx').on(t.patient_id)],
);

export const patientAccidents = pgTable(
  'patient_accidents',
  {
    id: serial('id').primaryKey(),
    patient_id: patientRef(),
    date: date('date').notNull(),
    type: text('type', { enum: ['auto', 'work', 'other'] }).notNull(),
    state: text('state'),
    description: text('description').notNull().default(''),
    ...stamps,
  },
  (t) => [index('patient_accidents_patient_idx').on(t.patient_id)],
);

/**
 * A supplier's wallet ledger for a patient: deposits positive, charges negative, integer cents; the balance is
 * the sum. Rows are never updated; each supplier sees only its own rows.
 */
export const patientWalletEntries = pgTable(
  'patient_wallet_entries',
  {
    id: serial('id').primaryKey(),
    patient_id: patientRef(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['deposit', 'charge'] }).notNull(),
    amount: integer('amount').notNull(),
    method: text('method'),
    note: text('note').notNull().default(''),
    order_id: integer('order_id'),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('patient_wallet_patient_account_idx').on(t.patient_id, t.account_id)],
);

/** Supplier staff assigned to a patient (per supplier account). */
export const patientAgents = pgTable(
  'patient_agents',
  {
    id: serial('id').primaryKey(),
    patient_id: patientRef(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    assigned_by: integer('assigned_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('patient_agents_unique').on(t.patient_id, t.user_id)],
);

/**
 * HIPAA consent requests and signatures. The signing link carries only a random token (its SHA-256 is stored);
 * `signature_media_id` points at the signed image in `media` (no FK: media references patients).
 */
export const patientHipaaConsents = pgTable(
  'patient_hipaa_consents',
  {
    id: serial('id').primaryKey(),
    patient_id: patientRef(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    token_hash: text('token_hash').notNull(),
    sent_to: text('sent_to'),
    requested_by: integer('requested_by').references(() => users.id),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    signer_name: text('signer_name'),
    signature_media_id: integer('signature_media_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('patient_hipaa_token_unique').on(t.token_hash), index('patient_hipaa_patient_idx').on(t.patient_id)],
);

/**
 * Live (not deleted) patients per owning account, and per supplier they are linked to, kept by triggers on
 * `patients` and `patient_vendors` (migration 0005) in the same transaction as the change: the patients list's
 * total without counting every row. A supplier's own patients are linked to it when it creates them, so its
 * linked count is everything it sees.
 */
export const patientCounts = pgTable('patient_counts', {
  account_id: integer('account_id').primaryKey(),
  n: integer('n').notNull().default(0),
});

export const patientVendorCounts = pgTable('patient_vendor_counts', {
  vendor_id: integer('vendor_id').primaryKey(),
  n: integer('n').notNull().default(0),
});
