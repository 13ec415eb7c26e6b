import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Short links (`/s/{hash}`): a stranger can reach them, so the key is a random hash of at least 128 bits
 * (ARCHITECTURE rule 5), never a sequential id. The target is an in-app path, checked at creation.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    hash: text('hash').primaryKey(),
    target: text('target').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('short_links_expires_idx').on(t.expires_at)],
);
