import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

/**
 * Calls (and later other channels) reported by the supplier's phone widget. `external_id` is the phone system's
 * call-log id: unique per account and channel, so a report that arrives twice is stored once.
 */
export const communicationLogs = pgTable(
  'communication_logs',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The staff member whose widget reported the call. */
    user_id: integer('user_id').references(() => users.id),
    channel: text('channel').notNull(),
    external_id: text('external_id').notNull(),
    direction: text('direction', { enum: ['inbound', 'outbound', 'unknown'] }).notNull(),
    from_number: text('from_number').notNull().default(''),
    from_name: text('from_name').notNull().default(''),
    to_number: text('to_number').notNull().default(''),
    to_name: text('to_name').notNull().default(''),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    duration_seconds: integer('duration_seconds').notNull().default(0),
    result: text('result').notNull().default(''),
    /** The event's data as received (size-capped), for fields the parser does not know yet. */
    payload: jsonb('payload'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('communication_logs_external_unique').on(t.account_id, t.channel, t.external_id),
    index('communication_logs_account_started_idx').on(t.account_id, t.started_at),
  ],
);
