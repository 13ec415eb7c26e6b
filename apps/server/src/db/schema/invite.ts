import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, locations, users } from './accounts';

/** Raw bytes (pg answers a Buffer, PGlite a Uint8Array: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Agreements a doctor signed in the invitation wizard. Rows are never updated: signing again adds a new
 * revision, so what a doctor signed (text, hash, signature, PDF) stays exactly as it was.
 */
export const doctorAgreements = pgTable(
  'doctor_agreements',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Version of the agreement template; `revision` counts this signer's signatures (1, 2, ...). */
    version: text('version').notNull(),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** SHA-256 (hex) of the exact text shown and signed; printed on the PDF. */
    content_hash: text('content_hash').notNull(),
    /** The signer as printed on the PDF at signing time (a later rename does not change what was signed). */
    signer_name: text('signer_name').notNull(),
    signer_npi: text('signer_npi'),
    signature_mime: text('signature_mime').notNull(),
    signature: bytea('signature').notNull(),
    pdf: bytea('pdf').notNull(),
    pdf_sha256: text('pdf_sha256').notNull(),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doctor_agreements_user_revision_unique').on(t.user_id, t.revision),
    index('doctor_agreements_account_idx').on(t.account_id),
  ],
);

export interface ProfilePhone {
  phone: string;
  label: string;
}
export interface ProfileEmail {
  email: string;
  label: string;
}

/**
 * The prescriber's profile details beyond the user row (name, login e-mail and time zone live on `users`).
 * Kept here with the invitation because the wizard is what fills it first.
 */
export const doctorProfiles = pgTable('doctor_profiles', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  specialty: text('specialty').notNull().default(''),
  fax: text('fax').notNull().default(''),
  phones: jsonb('phones')
    .$type<ProfilePhone[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  emails: jsonb('emails')
    .$type<ProfileEmail[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** People to reach at a doctor's office (foundation §3 Location `contacts`). */
export const locationContacts = pgTable(
  'location_contacts',
  {
    id: serial('id').primaryKey(),
    /** Denormalised from the location so every query can be scoped by the caller's account directly. */
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull().default(''),
    title: text('title').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('location_contacts_location_idx').on(t.location_id)],
);
