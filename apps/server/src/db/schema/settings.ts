import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { orders } from './orders';
import { patients } from './patients';
import { tags } from './reference';

/**
 * Tags on orders. The key leads with the tag so the orders list's tag filter reads one index range; the second
 * index serves "the tags of this order". Deleting a tag or an order removes its rows.
 */
export const orderTags = pgTable(
  'order_tags',
  {
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tag_id, t.order_id] }), index('order_tags_order_idx').on(t.order_id)],
);

/** Tags on patients, keyed like order_tags. A patient shared by two suppliers carries each one's own tags. */
export const patientTags = pgTable(
  'patient_tags',
  {
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tag_id, t.patient_id] }), index('patient_tags_patient_idx').on(t.patient_id)],
);

/** A company's own version of a message text; the product's default (in code) applies while there is none. */
export const messageTexts = pgTable(
  'message_texts',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The catalogue key (modules/settings/text-catalogue.ts), e.g. `order-quiz-link`. */
    key: text('key').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updated_by: integer('updated_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_texts_account_key_unique').on(t.account_id, t.key)],
);
