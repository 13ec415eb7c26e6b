import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts, locations, users } from './accounts';
import { equipmentItems } from './catalog';
import { patientAddresses, patientInsurances, patients } from './patients';
import { diagnoses } from './reference';

/**
 * An order (foundation §3 Order). The lifecycle (status calls, checklists, history) is built on this table by
 * the orders module; computed fields (status_name, the doctor's virtual status, full addresses) are not stored.
 * Archiving sets `deleted_at` (the spec's field; restore clears it). `warehouse_id` stays a plain integer until
 * the warehouses module adds its table.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Order status code (foundation §4); changes only through the status calls. */
    status: smallint('status').notNull().default(0),
    /** Kind of order (e.g. regular, refill); free text until the orders module fixes the list. */
    type: text('type'),
    confirmed: boolean('confirmed').notNull().default(false),
    /** The supplier has confirmed the items (commons). */
    commons_confirmation: boolean('commons_confirmation').notNull().default(false),
    /** The prescriber's practice: every doctor-side query is scoped by it. Null for supplier "no doctor" orders. */
    doctor_account_id: integer('doctor_account_id').references(() => accounts.id),
    /** The prescriber (a doctor owner user). */
    doctor_id: integer('doctor_id').references(() => users.id),
    doctor_location_id: integer('doctor_location_id').references(() => locations.id),
    /** Who placed it (the doctor, doctor staff, or supplier staff). */
    created_by: integer('created_by').references(() => users.id),
    /** The staff member the creator acted for (X-Staff-Id), when not themself. */
    created_staff_id: integer('created_staff_id').references(() => users.id),
    /** Null only on a supplier draft whose patient is not chosen yet ("Initial needs patient"). */
    patient_id: integer('patient_id').references(() => patients.id),
    insurance_id: integer('insurance_id').references(() => patientInsurances.id),
    /** The supplier account the order is sent to: every supplier-side query is scoped by it. */
    vendor_id: integer('vendor_id').references(() => accounts.id),
    /** The supplier was chosen by the patient rather than by the prescriber. */
    patient_vendor: boolean('patient_vendor').notNull().default(false),
    warehouse_id: integer('warehouse_id'),
    rx_date: date('rx_date'),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    expiration_date: date('expiration_date'),
    /** Prior-authorisation number (mask ####-####-####-####), stored without the mask. */
    prior_number: text('prior_number'),
    /** Physical therapist attached to the order: kind of record, its id, and the location it works at. */
    pt_type: text('pt_type'),
    pt_id: integer('pt_id'),
    pt_location_id: integer('pt_location_id').references(() => locations.id),
    prsc_signed_by: integer('prsc_signed_by').references(() => users.id),
    prsc_signed_at: timestamp('prsc_signed_at', { withTimezone: true }),
    f2f_signed_by: integer('f2f_signed_by').references(() => users.id),
    f2f_signed_at: timestamp('f2f_signed_at', { withTimezone: true }),
    refill_authorization: boolean('refill_authorization').notNull().default(false),
    /** The order this one refills (refills are generated from it every `frequency` months). */
    refill_for: integer('refill_for').references((): AnyPgColumn => orders.id),
    refill_index: smallint('refill_index').notNull().default(0),
    refills_total: smallint('refills_total').notNull().default(0),
    /** Set when the remaining refills are cancelled; cleared when they are restored. */
    refills_cancelled_at: timestamp('refills_cancelled_at', { withTimezone: true }),
    /** Supplier-created order without a prescriber yet. */
    no_doctor: boolean('no_doctor').notNull().default(false),
    /** The supplier's sales agent credited with the order, and the address their notices go to. */
    agent_id: integer('agent_id').references(() => users.id),
    agent_mail: text('agent_mail'),
    /** PRSC and F2F may be signed in parallel instead of one after the other. */
    parallel_sign: boolean('parallel_sign').notNull().default(false),
    billing_address_id: integer('billing_address_id').references(() => patientAddresses.id),
    shipping_address_id: integer('shipping_address_id').references(() => patientAddresses.id),
    /** The order this one was split from. */
    split_from: integer('split_from').references((): AnyPgColumn => orders.id),
    /** The supplier's tracking number (mask ####-####-####), stored without the mask. */
    track_number: text('track_number'),
    /** Last day the payer's prior authorisation is good for (PUT authorization). */
    pa_expires_on: date('pa_expires_on'),
    /** Who archived it: only that side (practice or supplier) may restore it. */
    archived_by: integer('archived_by').references(() => users.id),
    /**
     * How many item lines the order has (archived ones too), kept by triggers on `order_items` (migration 0030) in
     * the same transaction as the change: the lists show it on every row, and counting each row's items cost a page of
     * the orders list a quarter of its time in the database. Never written by the application.
     */
    items_count: integer('items_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  // The lists' indexes (orders list, both sides): each tenant column leads, then the filter, then the sort, so a
  // page is read in order from the index and stops after `rowsPerPage` rows (a backward scan gives newest first).
  // After the sort (whose `id` makes each entry unique) come the columns the lists' other conditions read: the
  // supplier's scope (`status`, `created_by`), a practice's offices (`doctor_location_id`), a name search's
  // `patient_id`. The walk to a page then reads the index alone (an index-only scan) where it fetched each passed row
  // from the table: a search for "smith" passes about 1,200 orders to find 25 of its patients'. PostgreSQL keeps
  // such trailing columns out of the index's inner pages (suffix truncation), as INCLUDE would, which Drizzle's
  // index builder cannot write.
  (t) => {
    const live = sql`${t.deleted_at} is null`;
    const archived = sql`${t.deleted_at} is not null`;
    const supplierChecks = [t.created_by, t.patient_id] as const;
    const doctorChecks = [t.doctor_location_id, t.patient_id] as const;
    return [
      index('orders_doctor_account_status_idx').on(t.doctor_account_id, t.status, t.created_at, t.id, ...doctorChecks).where(live),
      index('orders_vendor_status_idx').on(t.vendor_id, t.status, t.created_at, t.id, ...supplierChecks).where(live),
      index('orders_doctor_created_idx').on(t.doctor_account_id, t.created_at, t.id, t.status, ...doctorChecks).where(live),
      index('orders_vendor_created_idx').on(t.vendor_id, t.created_at, t.id, t.status, ...supplierChecks).where(live),
      index('orders_doctor_updated_idx').on(t.doctor_account_id, t.updated_at, t.id, t.status, ...doctorChecks).where(live),
      index('orders_vendor_updated_idx').on(t.vendor_id, t.updated_at, t.id, t.status, ...supplierChecks).where(live),
      index('orders_doctor_archived_idx').on(t.doctor_account_id, t.created_at).where(archived),
      index('orders_vendor_archived_idx').on(t.vendor_id, t.created_at).where(archived),
      index('orders_patient_idx').on(t.patient_id),
      // A name search counts the matching patients' orders from this index alone (no table reads): both sides'
      // scope columns follow the patient.
      index('orders_patient_scope_idx').on(t.patient_id, t.vendor_id, t.doctor_account_id, t.doctor_location_id, t.status, t.created_by).where(live),
      index('orders_refill_for_idx').on(t.refill_for),
    ];
  },
);

/**
 * How many orders each supplier has per status, kept by a trigger on `orders` (migration 0005) in the same
 * transaction as the change, so a list's total is a sum of a few rows instead of a count over every order.
 * `visible`: the supplier sees the order (Initial or later, or a draft its own people started); `archived`:
 * `deleted_at` is set.
 */
export const orderVendorCounts = pgTable(
  'order_vendor_counts',
  {
    vendor_id: integer('vendor_id').notNull(),
    status: smallint('status').notNull(),
    visible: boolean('visible').notNull(),
    archived: boolean('archived').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vendor_id, t.status, t.visible, t.archived] })],
);

/** The practice side of the same counts, per office (doctor staff see only their offices' orders); office 0 = none. */
export const orderDoctorCounts = pgTable(
  'order_doctor_counts',
  {
    doctor_account_id: integer('doctor_account_id').notNull(),
    location_id: integer('location_id').notNull(),
    status: smallint('status').notNull(),
    archived: boolean('archived').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.doctor_account_id, t.location_id, t.status, t.archived] })],
);

/**
 * Order items, the spec's "commons": an equipment item (HCPCS code) with a quantity, and the SKU and serial number
 * the supplier assigns. `confirmed` is the supplier's check of the line; any change to the lines clears it.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    equipment_id: integer('equipment_id')
      .notNull()
      .references(() => equipmentItems.id),
    quantity: smallint('quantity').notNull().default(1),
    sku: text('sku'),
    serial: text('serial'),
    confirmed: boolean('confirmed').notNull().default(false),
    /** Medical-necessity answers by question key (the questions of the item's type are contract data). */
    quiz_answers: jsonb('quiz_answers')
      .$type<Record<string, boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Set when every required answer was yes and the doctor marked the quiz passed; any answer change clears it. */
    quiz_passed_at: timestamp('quiz_passed_at', { withTimezone: true }),
    quiz_passed_by: integer('quiz_passed_by').references(() => users.id),
    /** The supplier archived the line (it is not delivered); archived lines leave checklists and claims. */
    archived_at: timestamp('archived_at', { withTimezone: true }),
    archived_by: integer('archived_by').references(() => users.id),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_items_order_idx').on(t.order_id), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

/** ICD-10-CM codes of an order, in claim pointer order (`position`, at most 12 as an 837P claim carries). */
export const orderDiagnoses = pgTable(
  'order_diagnoses',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    diagnosis_id: integer('diagnosis_id')
      .notNull()
      .references(() => diagnoses.id),
    position: smallint('position').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_diagnoses_unique').on(t.order_id, t.diagnosis_id)],
);

/**
 * One row per status change (and one for the creation, `from_status` null), written in the transaction of the
 * change: the order's history tab. `staff_id` is the colleague acted for (X-Staff-Id).
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    from_status: smallint('from_status'),
    to_status: smallint('to_status').notNull(),
    user_id: integer('user_id').references(() => users.id),
    staff_id: integer('staff_id').references(() => users.id),
    note: text('note').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.order_id, t.created_at)],
);

/**
 * A link to the public quiz page (`/signed/{userId}/order/{orderId}?token=...`, `userId` = the patient record)
 * that the supplier sends the patient ("send to patient"): the patient answers the items' medical-necessity
 * questions. Good for that order until it expires, is used, or a newer link replaces it; only the token's hash is kept.
 */
export const orderQuizLinks = pgTable(
  'order_quiz_links',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    token_hash: text('token_hash').notNull(),
    sent_to: text('sent_to'),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_quiz_links_token_unique').on(t.token_hash), index('order_quiz_links_order_idx').on(t.order_id)],
);
