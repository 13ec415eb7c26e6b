import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

/**
 * Money paid out to an agent (commissions) or a driver (deliveries) for a period, recorded by the owner from the
 * reports. What it covers is in `payout_items`, so "paid" and "pending" in the reports are facts, not a guess.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    /** The agent or driver paid. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    period_from: date('period_from').notNull(),
    period_to: date('period_to').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    items: integer('items').notNull(),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_account_user_idx').on(t.account_id, t.kind, t.user_id, t.created_at),
    check('payouts_kind_check', sql`${t.kind} in ('agent', 'driver')`),
  ],
);

/**
 * One earning a payout covers: an order's commission (agent) or a delivery (driver). Unique per source, so an
 * earning is paid once however often "mark paid" is pressed.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: serial('id').primaryKey(),
    payout_id: integer('payout_id')
      .notNull()
      .references(() => payouts.id),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    /** `orders.id` for an agent's commission, `deliveries.id` for a driver's stop. */
    source_id: integer('source_id').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('payout_items_source_unique').on(t.account_id, t.kind, t.source_id), index('payout_items_payout_idx').on(t.payout_id)],
);
