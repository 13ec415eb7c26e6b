import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A tenant: a doctor's practice or a supplier company. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: ['doctor', 'supplier'] }).notNull(),
  name: text('name').notNull(),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null for patients and drivers that belong to no practice or company yet. */
    account_id: integer('account_id').references(() => accounts.id),
    name: text('name').notNull(),
    login: text('login').notNull(),
    email: text('email'),
    role: text('role', { enum: ['doctor', 'supplier', 'patient', 'driver'] }).notNull(),
    is_staff: boolean('is_staff').notNull().default(false),
    /** The account owner a staff member works for. */
    owner_id: integer('owner_id'),
    staff_roles: jsonb('staff_roles').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    password_hash: text('password_hash'),
    npi: text('npi'),
    notifications: jsonb('notifications').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    time_zone: text('time_zone').notNull().default('America/New_York'),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    last_login: timestamp('last_login', { withTimezone: true }),
    /** Hash of the one-time code of a staff invitation (/hello/{userId}); null once used. */
    invite_code_hash: text('invite_code_hash'),
    /** Set while the company has blocked this staff member: no token works and sign-in is refused (employees). */
    blocked_at: timestamp('blocked_at', { withTimezone: true }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_login_unique').on(sql`lower(${t.login})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_account_idx').on(t.account_id),
    // Doctors are found by NPI (suppliers adding a doctor, the NPI lookup).
    index('users_npi_idx').on(t.npi),
  ],
);

/** Doctor offices and supplier departments: the places staff permissions are kept for. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull().default(''),
    address_1: text('address_1').notNull().default(''),
    address_2: text('address_2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    /** Seven entries, Monday first: `{ from, to }` as HH:MM or empty strings. */
    working_hours: jsonb('working_hours')
      .$type<{ from: string; to: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('locations_account_idx').on(t.account_id)],
);

/** A staff member's access to one location, with the permission keys held there. */
export const staffLocations = pgTable(
  'staff_locations',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id),
    permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_locations_unique').on(t.user_id, t.location_id)],
);
