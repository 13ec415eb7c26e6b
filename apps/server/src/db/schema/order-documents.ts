import { customType, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { media } from './media';
import { orders } from './orders';

/** Raw bytes (pg answers a Buffer, PGlite a Uint8Array: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A signing link for the prescriber (`/sign/doc-order/{userId}/{orderId}?token=...`, sent through a short link):
 * good for that one order and that one signer, until it expires, is used or a newer link replaces it. Only the
 * token's hash is kept.
 */
export const orderSignLinks = pgTable(
  'order_sign_links',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The prescriber who may sign through it. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    token_hash: text('token_hash').notNull(),
    /** `link` (answered to the caller to pass on) or `email` (also mailed to the prescriber). */
    how: text('how').notNull(),
    sent_to: text('sent_to'),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_sign_links_token_unique').on(t.token_hash), index('order_sign_links_order_idx').on(t.order_id)],
);

/**
 * The prescriber's signature of one order document (prescription, CMN, F2F note). Rows are never updated except
 * `superseded_at`: signing the same document again adds the next `version` with its own PDF (a `media` row), so
 * what was signed (text, hash, image, PDF) stays exactly as it was.
 */
export const orderSignatures = pgTable(
  'order_signatures',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** `prescription`, `cmn` or `f2f_note` (the media type of the PDF). */
    kind: text('kind').notNull(),
    /** 1 for the first signature of this document; re-signing adds the next one. */
    version: integer('version').notNull(),
    /** The signed PDF. */
    media_id: integer('media_id')
      .notNull()
      .references(() => media.id),
    signer_id: integer('signer_id')
      .notNull()
      .references(() => users.id),
    /** The signer as printed on the PDF at signing time (a later rename does not change what was signed). */
    signer_name: text('signer_name').notNull(),
    signer_npi: text('signer_npi'),
    /** `portal` (signed in the app) or `link` (the public signing page). */
    via: text('via').notNull(),
    /** Who sent the signing link, when signed through one. */
    link_id: integer('link_id').references(() => orderSignLinks.id),
    signature_mime: text('signature_mime').notNull(),
    signature: bytea('signature').notNull(),
    /** The exact text shown and signed, and its SHA-256 (hex), printed on the PDF. */
    content: text('content').notNull(),
    content_hash: text('content_hash').notNull(),
    pdf_sha256: text('pdf_sha256').notNull(),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a newer version of the same document was signed. */
    superseded_at: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_signatures_version_unique').on(t.order_id, t.kind, t.version),
    uniqueIndex('order_signatures_media_unique').on(t.media_id),
    index('order_signatures_order_idx').on(t.order_id),
  ],
);

/**
 * A supplier's request to the prescriber's practice for a document of an order (a CMN, an F2F note, a signed
 * prescription...). The practice answers it with a document attached to the order, or declines it; signing the
 * document in the portal fulfils pending requests for it.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The requesting supplier and the practice asked: each side's queries are scoped by its own column. */
    vendor_id: integer('vendor_id')
      .notNull()
      .references(() => accounts.id),
    doctor_account_id: integer('doctor_account_id')
      .notNull()
      .references(() => accounts.id),
    /** Document type asked for (MEDIA_TYPES in the contract). */
    type: text('type').notNull(),
    message: text('message').notNull().default(''),
    due_date: date('due_date'),
    /** `pending`, `fulfilled`, `declined` or `cancelled`. */
    status: text('status').notNull().default('pending'),
    requested_by: integer('requested_by')
      .notNull()
      .references(() => users.id),
    answered_by: integer('answered_by').references(() => users.id),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    answer_note: text('answer_note').notNull().default(''),
    /** The document that fulfilled it. */
    media_id: integer('media_id').references(() => media.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_requests_doctor_idx').on(t.doctor_account_id, t.created_at),
    index('document_requests_vendor_idx').on(t.vendor_id, t.created_at),
    index('document_requests_order_idx').on(t.order_id),
  ],
);
