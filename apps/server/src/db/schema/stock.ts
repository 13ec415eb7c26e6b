import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, locations } from './accounts';

/**
 * A supplier's warehouse (issue 9): where stock is kept, the company's own or at one of its departments. Deleting sets
 * `deleted_at` (movements and past orders keep pointing at it); the inventory's storage rows come next.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    location_id: integer('location_id').references(() => locations.id),
    name: text('name').notNull(),
    address_1: text('address_1').notNull().default(''),
    address_2: text('address_2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    active: boolean('active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  // The list's scope and default order (lower(name), id): a page is read off the index.
  (t) => [index('warehouses_account_name_idx').on(t.account_id, sql`lower(${t.name})`, t.id).where(sql`${t.deleted_at} is null`)],
);
