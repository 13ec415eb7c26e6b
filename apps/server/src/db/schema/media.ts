import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { orders } from './orders';
import { patients } from './patients';

/**
 * Uploaded files (documents, images, signatures). The bytes live in the storage integration under `storage_key`;
 * this row is what access is decided on: the uploading account, and the patient or order it belongs to.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** The account that uploaded it: only that account may delete it. */
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    patient_id: integer('patient_id').references(() => patients.id),
    order_id: integer('order_id').references(() => orders.id),
    /** Document type (MEDIA_TYPES in the contract). */
    type: text('type').notNull(),
    original_name: text('original_name').notNull(),
    /** Sniffed from the bytes, never taken from the client. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storage_key: text('storage_key').notNull(),
    uploaded_by: integer('uploaded_by').references(() => users.id),
    expires_at: date('expires_at'),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    archived_by: integer('archived_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('media_storage_key_unique').on(t.storage_key),
    index('media_patient_idx').on(t.patient_id),
    index('media_order_idx').on(t.order_id),
    index('media_account_idx').on(t.account_id),
    // Company documents (attached to no patient or order) are a few of the account's files: listed newest first
    // from this index without reading the account's patient and order files.
    index('media_company_documents_idx')
      .on(t.account_id, t.created_at, t.id)
      .where(sql`${t.patient_id} is null and ${t.order_id} is null and ${t.deleted_at} is null`),
  ],
);
