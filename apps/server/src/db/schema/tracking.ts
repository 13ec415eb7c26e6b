import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

/** The actions a company tracks ("called patient": 2 points), recorded by hand or on a product event. */
export const trackingActions = pgTable(
  'tracking_actions',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['points', 'minutes'] }).notNull(),
    amount: integer('amount').notNull(),
    /** AUTO_TRACKING_EVENTS key, or null for an action recorded by hand. */
    auto_event: text('auto_event'),
    is_active: boolean('is_active').notNull().default(true),
    /** Retired: no new records, its records stay in the totals. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_actions_account_idx').on(t.account_id),
    // The audit hook looks actions up by event on every matching write.
    uniqueIndex('tracking_actions_event_unique').on(t.account_id, t.auto_event).where(sql`${t.auto_event} is not null and ${t.deleted_at} is null`),
  ],
);

/** One recorded action of a person; the amount is copied so a later change to the action leaves history alone. */
export const trackingRecords = pgTable(
  'tracking_records',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    action_id: integer('action_id')
      .notNull()
      .references(() => trackingActions.id),
    amount: integer('amount').notNull(),
    source: text('source', { enum: ['auto', 'manual'] }).notNull(),
    /** The record the event was about (audit entity and id). */
    entity: text('entity'),
    entity_id: integer('entity_id'),
    note: text('note').notNull().default(''),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_records_user_time_idx').on(t.account_id, t.user_id, t.occurred_at)],
);

/** Clock-in periods; at most one open (no end) per person. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_entries_user_time_idx').on(t.account_id, t.user_id, t.started_at),
    uniqueIndex('time_entries_open_unique').on(t.user_id).where(sql`${t.ended_at} is null`),
  ],
);
