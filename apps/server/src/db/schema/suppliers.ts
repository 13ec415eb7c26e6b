import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import type { ProfileEmail, ProfilePhone } from './invite';
import { payers } from './reference';

const stamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A supplier company's profile beyond its account row (the company name lives on `accounts`). */
export const supplierProfiles = pgTable(
  'supplier_profiles',
  {
    account_id: integer('account_id')
      .primaryKey()
      .references(() => accounts.id),
    /** Organisational NPI; one company per NPI. */
    npi: text('npi'),
    /** EIN, 9 digits. */
    tax_id: text('tax_id'),
    ptan: text('ptan').notNull().default(''),
    fax: text('fax').notNull().default(''),
    website: text('website').notNull().default(''),
    phones: jsonb('phones')
      .$type<ProfilePhone[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    emails: jsonb('emails')
      .$type<ProfileEmail[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    address_1: text('address_1').notNull().default(''),
    address_2: text('address_2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    ...stamps,
  },
  (t) => [
    uniqueIndex('supplier_profiles_npi_unique')
      .on(t.npi)
      .where(sql`${t.npi} is not null`),
  ],
);

/** Payers of the payers list a supplier works with, with its own settings (one row per supplier and payer). */
export const vendorInsurances = pgTable(
  'vendor_insurances',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    payer_id: text('payer_id')
      .notNull()
      .references(() => payers.payer_id),
    is_active: boolean('is_active').notNull().default(true),
    in_network: boolean('in_network').notNull().default(true),
    requires_prior_auth: boolean('requires_prior_auth').notNull().default(false),
    provider_number: text('provider_number').notNull().default(''),
    notes: text('notes').notNull().default(''),
    ...stamps,
  },
  (t) => [uniqueIndex('vendor_insurances_account_payer_unique').on(t.account_id, t.payer_id)],
);

/**
 * A doctor practice's settings for one supplier (preferred-supplier management): whether it is preferred and
 * which payers' orders the practice sends there (electronic payer ids; read against the supplier's live list).
 */
export const practiceVendors = pgTable(
  'practice_vendors',
  {
    id: serial('id').primaryKey(),
    practice_account_id: integer('practice_account_id')
      .notNull()
      .references(() => accounts.id),
    vendor_id: integer('vendor_id')
      .notNull()
      .references(() => accounts.id),
    is_preferred: boolean('is_preferred').notNull().default(false),
    payer_ids: jsonb('payer_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updated_by: integer('updated_by').references(() => users.id),
    ...stamps,
  },
  (t) => [uniqueIndex('practice_vendors_unique').on(t.practice_account_id, t.vendor_id)],
);

/**
 * A supplier's link to a prescriber it works with: what lets the supplier reach the doctor at all. Made when the
 * supplier adds the doctor (or creates the practice: `created_by_vendor`), or by the orders module when an
 * order is sent to the supplier. The practice is the doctor's `account_id`; `notes` are the supplier's own.
 */
export const vendorDoctors = pgTable(
  'vendor_doctors',
  {
    id: serial('id').primaryKey(),
    vendor_id: integer('vendor_id')
      .notNull()
      .references(() => accounts.id),
    doctor_id: integer('doctor_id')
      .notNull()
      .references(() => users.id),
    created_by_vendor: boolean('created_by_vendor').notNull().default(false),
    notes: text('notes').notNull().default(''),
    linked_by: integer('linked_by').references(() => users.id),
    ...stamps,
  },
  (t) => [uniqueIndex('vendor_doctors_unique').on(t.vendor_id, t.doctor_id), index('vendor_doctors_doctor_idx').on(t.doctor_id)],
);

/** A supplier's users (sales agents) assigned to a doctor it works with. */
export const vendorDoctorAgents = pgTable(
  'vendor_doctor_agents',
  {
    id: serial('id').primaryKey(),
    vendor_id: integer('vendor_id')
      .notNull()
      .references(() => accounts.id),
    doctor_id: integer('doctor_id')
      .notNull()
      .references(() => users.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    assigned_by: integer('assigned_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendor_doctor_agents_unique').on(t.vendor_id, t.doctor_id, t.user_id)],
);
