import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

/**
 * Employees are the supplier's staff users (`users.is_staff`, plus drivers: `users.role = 'driver'`) of one
 * company; these tables hold what the Employees screens add to the user row. Every row carries the company's
 * `account_id` so every query is scoped to the caller's company without a join.
 */

/** Personal details beyond the user row (name, e-mail and login stay on `users`). */
export const employeeProfiles = pgTable('employee_profiles', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  account_id: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  phone: text('phone').notNull().default(''),
  job_title: text('job_title').notNull().default(''),
  hired_on: date('hired_on'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How an employee is paid (one row per employee; none = not set). Reports (drivers' and agents' pay) read it:
 * - `pay_type` 'hourly': `rate_cents` per hour worked;
 * - 'salary': `rate_cents` per month;
 * - 'per_delivery': `rate_cents` per delivered stop (drivers);
 * - 'commission': `rate_cents` is a base per month (0 for commission only); the commission itself comes from
 *   `employee_commission_rules` (agents).
 */
export const employeePay = pgTable('employee_pay', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  account_id: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  pay_type: text('pay_type', { enum: ['hourly', 'salary', 'per_delivery', 'commission'] }).notNull(),
  rate_cents: integer('rate_cents').notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An agent's commission rules; every rule applies to each order (or item) the agent brought in:
 * - `basis` 'order': once per order; 'item': once per order item (times its quantity);
 * - `kind` 'percent': `percent_bp` basis points (1250 = 12.5 %) of the order's or item's billed amount;
 *   'fixed': `amount_cents` per order or item. The other value column is null.
 */
export const employeeCommissionRules = pgTable(
  'employee_commission_rules',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    basis: text('basis', { enum: ['order', 'item'] }).notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    percent_bp: integer('percent_bp'),
    amount_cents: integer('amount_cents'),
    label: text('label').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employee_commission_rules_user_idx').on(t.user_id)],
);

/** Licences and certifications with their expiry; the file's bytes live in storage under `storage_key`. */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['licence', 'certification', 'other'] }).notNull(),
    title: text('title').notNull(),
    number: text('number').notNull().default(''),
    expires_on: date('expires_on'),
    original_name: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storage_key: text('storage_key').notNull(),
    uploaded_by: integer('uploaded_by').references(() => users.id),
    /** The expiry date the lapse notice was sent for (jobs: employees.document-expiry); a new date is warned again. */
    expiry_warned_for: date('expiry_warned_for'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('employee_documents_user_idx').on(t.user_id),
    // The "lapsing soon" warning reads the company's live documents by expiry.
    index('employee_documents_expiry_idx')
      .on(t.account_id, t.expires_on)
      .where(sql`${t.deleted_at} is null`),
  ],
);

/** Company equipment in an employee's hands (tablet, phone, van, scales...). */
export const employeeEquipment = pgTable(
  'employee_equipment',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    serial: text('serial').notNull().default(''),
    assigned_on: date('assigned_on').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employee_equipment_user_idx').on(t.user_id)],
);

/** Notes the company keeps on an employee (HR only). */
export const employeeNotes = pgTable(
  'employee_notes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** The colleague the author acted for (X-Staff-Id). */
    staff_id: integer('staff_id').references(() => users.id),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employee_notes_user_idx').on(t.user_id, t.created_at)],
);
