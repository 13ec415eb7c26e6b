import { PURCHASE_PAYMENT_STATES } from '@dme/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { equipmentItems } from './catalog';
import { orders } from './orders';
import { patients } from './patients';

/**
 * The patient's cart (issue 13 item 6): over-the-counter items of their supplier's catalog, one line per item.
 * Prices are not kept here: the cart always shows the supplier's current price, and checkout fixes it.
 */
export const patientCartItems = pgTable(
  'patient_cart_items',
  {
    id: serial('id').primaryKey(),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    equipment_id: integer('equipment_id')
      .notNull()
      .references(() => equipmentItems.id),
    quantity: smallint('quantity').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('patient_cart_items_unique').on(t.patient_id, t.equipment_id), check('patient_cart_items_quantity_check', sql`${t.quantity} > 0`)],
);

export interface PurchaseLine {
  equipment_id: number;
  hcpcs: string;
  name: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
}

/**
 * What a patient bought at checkout: the order it made (type `patient_pay`), the prices as they were then and the
 * total in cents the supplier collects. The card payment itself is not taken in the app (`due` until the supplier
 * records it).
 */
export const patientPurchases = pgTable(
  'patient_purchases',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The supplier company that sells and collects. */
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    total_cents: integer('total_cents').notNull(),
    lines: jsonb('lines').$type<PurchaseLine[]>().notNull(),
    payment_status: text('payment_status', { enum: PURCHASE_PAYMENT_STATES }).notNull().default('due'),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patient_purchases_order_unique').on(t.order_id),
    index('patient_purchases_account_idx').on(t.account_id, t.created_at),
    index('patient_purchases_patient_idx').on(t.patient_id, t.created_at),
    check('patient_purchases_total_check', sql`${t.total_cents} >= 0`),
  ],
);
