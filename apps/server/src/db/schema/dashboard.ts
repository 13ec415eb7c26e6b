import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Per user: which dashboard widgets are shown, in order. No row means the role's default set. */
export const dashboardSettings = pgTable('dashboard_settings', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  widgets: jsonb('widgets')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Notices for one user (new version, assignments, system messages), with a read flag. */
export const systemNotifications = pgTable(
  'system_notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    level: text('level', { enum: ['info', 'success', 'warning', 'error'] })
      .notNull()
      .default('info'),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    /** An in-app path to open, never an external URL. */
    link: text('link'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('system_notifications_user_idx').on(t.user_id, t.created_at)],
);
