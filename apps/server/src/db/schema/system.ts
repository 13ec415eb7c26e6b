import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what, when, before and after: written in the same transaction as every mutation. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id'),
    user_id: integer('user_id'),
    /** The staff member acted for (X-Staff-Id), when not the user themself. */
    staff_id: integer('staff_id'),
    location_id: integer('location_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    request_id: text('request_id'),
    /** The caller's address as the server saw it (behind a proxy only when TRUST_PROXY is set). */
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_entity_idx').on(t.entity, t.entity_id),
    index('audit_logs_account_idx').on(t.account_id),
    // The activity log: the company's rows newest first, all users or one (modules/activity-log).
    index('audit_logs_account_created_idx').on(t.account_id, t.created_at, t.id),
    index('audit_logs_account_user_created_idx').on(t.account_id, t.user_id, t.created_at, t.id),
    // A patient's log also takes the rows of records under it, found by the `patient_id` of their snapshots: with
    // these (and the entity index) the log reads the patient's rows only, not every row the account ever wrote.
    index('audit_logs_after_patient_idx')
      .on(t.account_id, sql`(${t.after}->>'patient_id')`)
      .where(sql`(${t.after}->>'patient_id') is not null`),
    index('audit_logs_before_patient_idx')
      .on(t.account_id, sql`(${t.before}->>'patient_id')`)
      .where(sql`(${t.before}->>'patient_id') is not null`),
  ],
);

/**
 * Outgoing mail, queued in the caller's transaction. The mail relay job (integrations/mail-relay.ts) sends it
 * through SMTP when SMTP_URL is set, with retries; without SMTP the table is the mailbox (`npm run -s outbox`).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** What the message is for, so tests and operators can find it without reading bodies. */
    template: text('template').notNull(),
    user_id: integer('user_id'),
    /** The company the message was sent for (its communication log lists it); null for mail to no company. */
    account_id: integer('account_id'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** Tries so far, the last failure (the SMTP answer, never the message), and when to try again. */
    attempts: smallint('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A relay run holds the row until then, so two server instances never send it twice. */
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    /** Given up after the last try. */
    failed_at: timestamp('failed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.next_attempt_at).where(sql`${t.sent_at} is null and ${t.failed_at} is null`),
    index('mail_outbox_account_created_idx').on(t.account_id, t.created_at, t.id),
  ],
);
