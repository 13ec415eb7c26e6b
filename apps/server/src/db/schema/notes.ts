import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { orders } from './orders';

/**
 * Notes on an order. A shared note is read by both sides of the order (the practice and the supplier); an
 * internal one only by the author's own account. Only the author's account may change or delete a note.
 */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The author's account (a practice or a supplier). */
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** The colleague the author acted for (X-Staff-Id). */
    staff_id: integer('staff_id').references(() => users.id),
    body: text('body').notNull(),
    is_internal: boolean('is_internal').notNull().default(false),
    edited_by: integer('edited_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('notes_order_idx')
      .on(t.order_id, t.created_at)
      .where(sql`${t.deleted_at} is null`),
  ],
);

/** Users a note mentions (@name); each is told once, on the realtime note-mention event and in-app. */
export const noteMentions = pgTable(
  'note_mentions',
  {
    id: serial('id').primaryKey(),
    note_id: integer('note_id')
      .notNull()
      .references(() => notes.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('note_mentions_unique').on(t.note_id, t.user_id), index('note_mentions_user_idx').on(t.user_id)],
);
