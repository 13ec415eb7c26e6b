import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { media } from './media';
import { orderItems, orders } from './orders';
import { patients } from './patients';
import { suborders } from './shipping';

/** Raw bytes (pg answers a Buffer, PGlite a Uint8Array: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const stamp = (name: string) => timestamp(name, { withTimezone: true });
const score = (name: string) => smallint(name);

/**
 * A satisfaction survey, one per delivered suborder: made when the suborder is delivered and answered once by the
 * patient through a link (only the token's SHA-256 is kept). The employee (the order's agent, else who created
 * it) and the driver are copied at delivery, so the averages per person do not move when the order changes later.
 */
export const satisfactionSurveys = pgTable(
  'satisfaction_surveys',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    suborder_id: integer('suborder_id')
      .notNull()
      .references(() => suborders.id),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    employee_id: integer('employee_id').references(() => users.id),
    driver_id: integer('driver_id').references(() => users.id),
    token_hash: text('token_hash').notNull(),
    /** The short link (`/s/{hash}`) to the survey: mailed by the survey-mail job and shown to staff to text it. */
    link_hash: text('link_hash'),
    sent_to: text('sent_to'),
    mailed_at: stamp('mailed_at'),
    expires_at: stamp('expires_at').notNull(),
    answered_at: stamp('answered_at'),
    overall: score('overall'),
    driver_score: score('driver_score'),
    timeliness: score('timeliness'),
    explanation: score('explanation'),
    comment: text('comment').notNull().default(''),
    signer_name: text('signer_name'),
    signature_mime: text('signature_mime'),
    signature: bytea('signature'),
    created_at: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('satisfaction_surveys_suborder_unique').on(t.suborder_id),
    uniqueIndex('satisfaction_surveys_token_unique').on(t.token_hash),
    // The list pages newest first within a company; the employee tab filters by either person.
    index('satisfaction_surveys_account_idx').on(t.account_id, t.id),
    index('satisfaction_surveys_employee_idx').on(t.employee_id),
    index('satisfaction_surveys_driver_idx').on(t.driver_id),
    check(
      'satisfaction_surveys_scores_check',
      sql`${t.answered_at} is null or (${t.overall} between 1 and 5 and ${t.driver_score} between 1 and 5 and ${t.timeliness} between 1 and 5 and ${t.explanation} between 1 and 5)`,
    ),
  ],
);

/**
 * The body measurements an order item is fitted from (one chart per item). Values by the kind's field keys
 * (MEASUREMENT_FIELDS in the contract). A link for the patient's signature keeps only its token's hash; a new
 * link or a change of values replaces it. Once signed the chart is fixed and its PDF is a document of the order.
 */
export const measurementCharts = pgTable(
  'measurement_charts',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    order_item_id: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    kind: text('kind').notNull(),
    values: jsonb('values').$type<Record<string, number | null>>().notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull().default('filled'),
    token_hash: text('token_hash'),
    sent_to: text('sent_to'),
    sent_at: stamp('sent_at'),
    link_expires_at: stamp('link_expires_at'),
    signed_at: stamp('signed_at'),
    signer_name: text('signer_name'),
    signed_via: text('signed_via'),
    signature_mime: text('signature_mime'),
    signature: bytea('signature'),
    content_hash: text('content_hash'),
    media_id: integer('media_id').references(() => media.id),
    pdf_sha256: text('pdf_sha256'),
    created_by: integer('created_by').references(() => users.id),
    updated_by: integer('updated_by').references(() => users.id),
    created_at: stamp('created_at').notNull().defaultNow(),
    updated_at: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('measurement_charts_item_unique').on(t.order_item_id),
    uniqueIndex('measurement_charts_token_unique').on(t.token_hash).where(sql`${t.token_hash} is not null`),
    index('measurement_charts_account_idx').on(t.account_id, t.id),
  ],
);
