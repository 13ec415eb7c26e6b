import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { orderItems, orders } from './orders';
import { patients } from './patients';

/** What a supplier (or the product on its behalf) asks of a patient; listed and answered in the patient app. */
export const PATIENT_REQUEST_KINDS = ['refill', 'document', 'delivery_slot', 'aob', 'questionnaire', 'prescription'] as const;
export const PATIENT_REQUEST_STATES = ['open', 'answered', 'declined', 'cancelled', 'expired'] as const;

/**
 * A request to a patient. Refill requests are made by the resupply job a few days before an item is due again
 * (one per order item and due date: the unique index makes a second run a no-op); a patient answers in the app or
 * through the short link (`link_hash`, the SHA-256 of the token, single use). The answers are kept as given.
 */
export const patientRequests = pgTable(
  'patient_requests',
  {
    id: serial('id').primaryKey(),
    /** The supplier company that asks (its staff see the request and phone the ones left unanswered). */
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    order_id: integer('order_id').references(() => orders.id),
    order_item_id: integer('order_item_id').references(() => orderItems.id),
    kind: text('kind', { enum: PATIENT_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: PATIENT_REQUEST_STATES }).notNull().default('open'),
    title: text('title').notNull(),
    /** What the patient needs to see or answer (questions, item, slot ...), per kind. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    /** The calendar day the item becomes due again (refills), or the day the answer is needed by. */
    due_date: date('due_date'),
    link_hash: text('link_hash'),
    link_expires_at: timestamp('link_expires_at', { withTimezone: true }),
    reminders_sent: smallint('reminders_sent').notNull().default(0),
    next_reminder_at: timestamp('next_reminder_at', { withTimezone: true }),
    /** The order created from the answer (a confirmed refill, a checkout). */
    result_order_id: integer('result_order_id').references(() => orders.id),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    answered_by: integer('answered_by').references(() => users.id),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('patient_requests_patient_idx').on(t.patient_id, t.status, t.created_at),
    index('patient_requests_account_idx').on(t.account_id, t.kind, t.status, t.created_at),
    uniqueIndex('patient_requests_link_unique').on(t.link_hash),
    uniqueIndex('patient_requests_refill_unique')
      .on(t.order_item_id, t.due_date)
      .where(sql`${t.kind} = 'refill'`),
  ],
);
