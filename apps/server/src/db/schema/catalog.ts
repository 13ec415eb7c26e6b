import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Two-level tree: a category (parent_id null) and its subcategories. Loaded from the catalogue rules. */
export const equipmentCategories = pgTable(
  'equipment_categories',
  {
    id: serial('id').primaryKey(),
    parent_id: integer('parent_id').references((): AnyPgColumn => equipmentCategories.id),
    /** Stable key the loader upserts by, so ids survive a reload. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('equipment_categories_slug_unique').on(t.slug), index('equipment_categories_parent_idx').on(t.parent_id)],
);

export const RENTAL_OR_PURCHASE = ['rental', 'purchase'] as const;

/** One HCPCS DMEPOS code as a catalog item. Items are never deleted (orders point at them); retired ones are inactive. */
export const equipmentItems = pgTable(
  'equipment_items',
  {
    id: serial('id').primaryKey(),
    hcpcs: text('hcpcs').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category_id: integer('category_id')
      .notNull()
      .references(() => equipmentCategories.id),
    subcategory_id: integer('subcategory_id')
      .notNull()
      .references(() => equipmentCategories.id),
    rental_or_purchase: text('rental_or_purchase', { enum: RENTAL_OR_PURCHASE }).notNull(),
    /** Replacement schedule of supplies, in months (1, 3, 6 ...); null for equipment that is not refilled. */
    refill_months: integer('refill_months'),
    is_otc: boolean('is_otc').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('equipment_items_hcpcs_unique').on(t.hcpcs),
    index('equipment_items_category_idx').on(t.category_id),
    index('equipment_items_subcategory_idx').on(t.subcategory_id),
  ],
);

/** What a payer usually asks for an item; defaults from Medicare DMEPOS policy, shown when an order is built. */
export const equipmentInsuranceParams = pgTable('equipment_insurance_params', {
  equipment_id: integer('equipment_id')
    .primaryKey()
    .references(() => equipmentItems.id),
  requires_prior_auth: boolean('requires_prior_auth').notNull().default(false),
  requires_cmn: boolean('requires_cmn').notNull().default(false),
  /** The form when a CMN or DIF applies (CMS-484 oxygen, CMS-10125 infusion pumps, CMS-10126 nutrition). */
  cmn_form: text('cmn_form'),
  requires_f2f: boolean('requires_f2f').notNull().default(false),
  /** Units per order line (per refill period for supplies); null when no usual limit applies. */
  max_units: integer('max_units'),
  modifiers: jsonb('modifiers')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which items a supplier carries, at what price. */
export const supplierCatalogItems = pgTable(
  'supplier_catalog_items',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    equipment_id: integer('equipment_id')
      .notNull()
      .references(() => equipmentItems.id),
    price_cents: integer('price_cents').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('supplier_catalog_items_unique').on(t.account_id, t.equipment_id),
    check('supplier_catalog_items_price_check', sql`${t.price_cents} >= 0`),
  ],
);

export interface CatalogPresetItem {
  equipment_id: number;
  qty: number;
}

/**
 * A named set of items a practice or a supplier adds to an order in one step. Orders copy the items when a
 * preset is applied and keep no reference to it, so a preset can be deleted outright.
 */
export const catalogPresets = pgTable(
  'catalog_presets',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    items: jsonb('items')
      .$type<CatalogPresetItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    created_by: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  // The list's scope and order (lower(name), id): a page is read off the index.
  (t) => [index('catalog_presets_account_name_idx').on(t.account_id, sql`lower(${t.name})`, t.id)],
);
