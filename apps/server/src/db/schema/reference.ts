import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Which version of each shipped data set is loaded (src/modules/reference/loader): start-up reads this one
 * table and reloads only the sets whose version changed.
 */
export const referenceDataVersions = pgTable('reference_data_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  rows: integer('rows').notNull(),
  loaded_at: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** ICD-10-CM billable codes. Rows are never deleted: a code dropped by a new release is marked inactive. */
export const diagnoses = pgTable(
  'diagnoses',
  {
    id: serial('id').primaryKey(),
    /** Without the dot (`G4733`): the form claims carry. */
    code: text('code').notNull(),
    code_dotted: text('code_dotted').notNull(),
    description: text('description').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    /** English stemming so "apneas" finds "apnea"; kept by the database, so loaders never compute it. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, description)`),
  },
  (t) => [
    // Collation "C" (codes are ASCII): the one index serves equality, `LIKE 'G473%'` prefixes and ORDER BY code.
    uniqueIndex('diagnoses_code_unique').on(sql`${t.code} collate "C"`),
    index('diagnoses_search_idx').using('gin', t.search),
  ],
);

/** HCPCS Level II modifiers (RR, NU, KX ...), for claims and equipment insurance defaults. */
export const hcpcsModifiers = pgTable('hcpcs_modifiers', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  short_description: text('short_description').notNull(),
  is_dmepos: boolean('is_dmepos').notNull(),
});

/** USPS ZIP codes with their place (GeoNames, CC BY 4.0); one ZIP may name two places. */
export const zipPlaces = pgTable(
  'zip_places',
  {
    id: serial('id').primaryKey(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    state_code: text('state_code').notNull(),
    county: text('county').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('zip_places_zip_idx').on(t.zip.op('text_pattern_ops')), index('zip_places_state_city_idx').on(t.state_code, t.city)],
);

export const PAYER_TYPES = ['medicare', 'medicaid', 'commercial'] as const;

/** Insurance payers (the `/api/insurances` list); patient insurances point at them by payer id. */
export const payers = pgTable(
  'payers',
  {
    id: serial('id').primaryKey(),
    /** Electronic payer id as clearinghouses know it (e.g. 16003 for DME MAC Jurisdiction A). */
    payer_id: text('payer_id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: PAYER_TYPES }).notNull(),
    address_1: text('address_1').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** States a regional payer serves (DME MAC jurisdictions, state Medicaid); empty = nationwide. */
    states: jsonb('states')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    is_active: boolean('is_active').notNull().default(true),
  },
  // A table constraint, not an index: created with the table, so foreign keys to it work in a fresh migration.
  (t) => [unique('payers_payer_id_unique').on(t.payer_id)],
);

/** Tags a supplier account puts on orders and patients (names unique per account, case-insensitively). */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    color: text('color').notNull().default('#64748b'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_account_name_unique').on(t.account_id, sql`lower(${t.name})`)],
);
