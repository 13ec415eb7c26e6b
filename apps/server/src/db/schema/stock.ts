import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, locations, users } from './accounts';
import { equipmentItems } from './catalog';
import { orderItems, orders } from './orders';
import { patients } from './patients';

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
    /** Consignment stock kept at a doctor's office (a location of a doctor's account): the doctor dispenses from it. */
    doctor_location_id: integer('doctor_location_id').references(() => locations.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  // The list's scope and default order (lower(name), id): a page is read off the index.
  (t) => [
    index('warehouses_account_name_idx')
      .on(t.account_id, sql`lower(${t.name})`, t.id)
      .where(sql`${t.deleted_at} is null`),
  ],
);

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An inventory SKU: a product the supplier stocks — a catalogue equipment item made by a manufacturer as a model,
 * under the supplier's own SKU code, with its unit cost. Serialised SKUs (CPAPs, concentrators, wheelchairs) track
 * every unit in `serial_numbers`.
 */
export const inventorySkus = pgTable(
  'inventory_skus',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    equipment_id: integer('equipment_id')
      .notNull()
      .references(() => equipmentItems.id),
    sku: text('sku').notNull(),
    manufacturer: text('manufacturer').notNull().default(''),
    model: text('model').notNull().default(''),
    unit_cost_cents: integer('unit_cost_cents').notNull().default(0),
    serialized: boolean('serialized').notNull().default(false),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('inventory_skus_account_sku_idx').on(t.account_id, sql`lower(${t.sku})`),
    index('inventory_skus_account_equipment_idx').on(t.account_id, t.equipment_id),
    // `%term%` searches of the inventory list (pg_trgm, as for patients' names).
    index('inventory_skus_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
    index('inventory_skus_manufacturer_trgm_idx').using('gin', t.manufacturer.op('gin_trgm_ops')),
    index('inventory_skus_model_trgm_idx').using('gin', t.model.op('gin_trgm_ops')),
    check('inventory_skus_cost_check', sql`${t.unit_cost_cents} >= 0`),
  ],
);

/**
 * The quantity of one SKU in one warehouse. `reserved` units are promised to order lines and still on the shelf;
 * available = quantity - reserved. The checks are the invariant, not the code: stock never goes negative and never
 * more is promised than is there, whatever runs concurrently (every change is one guarded UPDATE).
 * `par_level` and `reorder_quantity` are the restocking defaults: under the PAR level, a with-stock distribution
 * order proposes the reorder quantity (or up to the PAR level when none is set).
 */
export const inventoryStorage = pgTable(
  'inventory_storage',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    sku_id: integer('sku_id')
      .notNull()
      .references(() => inventorySkus.id),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    par_level: integer('par_level').notNull().default(0),
    reorder_quantity: integer('reorder_quantity').notNull().default(0),
    /** Shelf or bin label inside the warehouse. */
    bin: text('bin').notNull().default(''),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('inventory_storage_sku_warehouse_idx').on(t.sku_id, t.warehouse_id),
    index('inventory_storage_account_warehouse_idx').on(t.account_id, t.warehouse_id),
    check('inventory_storage_quantity_check', sql`${t.quantity} >= 0`),
    check('inventory_storage_reserved_check', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.quantity}`),
    check('inventory_storage_par_check', sql`${t.par_level} >= 0 and ${t.reorder_quantity} >= 0`),
  ],
);

export const SERIAL_STATES = ['in_stock', 'reserved', 'delivered', 'returned', 'retired'] as const;
export type SerialState = (typeof SERIAL_STATES)[number];

/**
 * One serialised unit. A serial is one row per SKU (unique), so it is in one place only: a warehouse while in stock,
 * reserved or returned; a patient once delivered. `order_item_id` is the line it is reserved for or went out with.
 */
export const serialNumbers = pgTable(
  'serial_numbers',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    sku_id: integer('sku_id')
      .notNull()
      .references(() => inventorySkus.id),
    serial: text('serial').notNull(),
    state: text('state').$type<SerialState>().notNull().default('in_stock'),
    warehouse_id: integer('warehouse_id').references(() => warehouses.id),
    order_item_id: integer('order_item_id').references(() => orderItems.id),
    patient_id: integer('patient_id').references(() => patients.id),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('serial_numbers_sku_serial_idx').on(t.sku_id, sql`lower(${t.serial})`),
    index('serial_numbers_account_serial_idx').on(t.account_id, sql`lower(${t.serial})`),
    index('serial_numbers_order_item_idx').on(t.order_item_id),
    index('serial_numbers_patient_idx').on(t.patient_id),
    check('serial_numbers_state_check', sql`${t.state} in ('in_stock', 'reserved', 'delivered', 'returned', 'retired')`),
    // Where a unit is follows from its state: on a shelf, or with a patient.
    check(
      'serial_numbers_place_check',
      sql`(${t.state} in ('in_stock', 'returned', 'retired') and ${t.warehouse_id} is not null and ${t.order_item_id} is null)
        or (${t.state} = 'reserved' and ${t.warehouse_id} is not null and ${t.order_item_id} is not null)
        or (${t.state} = 'delivered' and ${t.order_item_id} is not null)`,
    ),
  ],
);

export const MOVEMENT_KINDS = ['receipt', 'move', 'issue', 'adjustment', 'reservation', 'release', 'return'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/**
 * The stock ledger: every receipt, move, issue, adjustment, reservation, release and return, written in the same
 * transaction as the quantity change it records. Append-only.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<MovementKind>().notNull(),
    sku_id: integer('sku_id')
      .notNull()
      .references(() => inventorySkus.id),
    from_warehouse_id: integer('from_warehouse_id').references(() => warehouses.id),
    to_warehouse_id: integer('to_warehouse_id').references(() => warehouses.id),
    quantity: integer('quantity').notNull(),
    serials: text('serials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reason: text('reason').notNull().default(''),
    // No foreign keys: the ledger outlives a removed order line or a deleted draft distribution order.
    order_item_id: integer('order_item_id'),
    distribution_order_id: integer('distribution_order_id'),
    user_id: integer('user_id').references(() => users.id),
    created_at: created(),
  },
  (t) => [
    index('stock_movements_account_created_idx').on(t.account_id, t.created_at, t.id),
    index('stock_movements_sku_created_idx').on(t.sku_id, t.created_at, t.id),
    index('stock_movements_from_created_idx').on(t.from_warehouse_id, t.created_at, t.id),
    index('stock_movements_to_created_idx').on(t.to_warehouse_id, t.created_at, t.id),
    index('stock_movements_user_created_idx').on(t.user_id, t.created_at, t.id),
    index('stock_movements_serials_idx').using('gin', t.serials),
    check('stock_movements_kind_check', sql`${t.kind} in ('receipt', 'move', 'issue', 'adjustment', 'reservation', 'release', 'return')`),
  ],
);

/** A distributor the supplier buys from, to restock or for one patient's order. Soft-deleted. */
export const distributors = pgTable(
  'distributors',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    contact_name: text('contact_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    account_number: text('account_number').notNull().default(''),
    /** Payment terms as agreed, e.g. "Net 30". */
    terms: text('terms').notNull().default(''),
    lead_time_days: integer('lead_time_days').notNull().default(0),
    address_1: text('address_1').notNull().default(''),
    address_2: text('address_2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    active: boolean('active').notNull().default(true),
    created_at: created(),
    updated_at: updated(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('distributors_account_name_idx')
      .on(t.account_id, sql`lower(${t.name})`, t.id)
      .where(sql`${t.deleted_at} is null`),
    check('distributors_lead_time_check', sql`${t.lead_time_days} >= 0`),
  ],
);

/** What a distributor sells: its own item number for one of the supplier's SKUs, at a price. */
export const distributorProducts = pgTable(
  'distributor_products',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    sku_id: integer('sku_id')
      .notNull()
      .references(() => inventorySkus.id),
    item_number: text('item_number').notNull().default(''),
    price_cents: integer('price_cents').notNull().default(0),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('distributor_products_distributor_sku_idx').on(t.distributor_id, t.sku_id),
    check('distributor_products_price_check', sql`${t.price_cents} >= 0`),
  ],
);

export const DISTRIBUTION_ORDER_STATUSES = ['draft', 'sent', 'partially_received', 'received', 'cancelled'] as const;
export type DistributionOrderStatus = (typeof DISTRIBUTION_ORDER_STATUSES)[number];

/**
 * A purchase from a distributor into one warehouse. `kind` 'stock' restocks under-PAR storage; 'request' buys for
 * one patient order (`order_id`), and its lines name the order lines they fill.
 */
export const distributionOrders = pgTable(
  'distribution_orders',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    kind: text('kind').$type<'stock' | 'request'>().notNull(),
    status: text('status').$type<DistributionOrderStatus>().notNull().default('draft'),
    order_id: integer('order_id').references(() => orders.id),
    note: text('note').notNull().default(''),
    created_by: integer('created_by').references(() => users.id),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    received_at: timestamp('received_at', { withTimezone: true }),
    created_at: created(),
    updated_at: updated(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('distribution_orders_account_created_idx')
      .on(t.account_id, t.created_at, t.id)
      .where(sql`${t.deleted_at} is null`),
    index('distribution_orders_distributor_idx').on(t.distributor_id),
    index('distribution_orders_order_idx').on(t.order_id),
    check('distribution_orders_kind_check', sql`${t.kind} in ('stock', 'request')`),
    check('distribution_orders_status_check', sql`${t.status} in ('draft', 'sent', 'partially_received', 'received', 'cancelled')`),
    check('distribution_orders_request_check', sql`(${t.kind} = 'request') = (${t.order_id} is not null)`),
  ],
);

/** A line of a distribution order; `received_quantity` grows with each receipt and never passes `quantity`. */
export const distributionOrderLines = pgTable(
  'distribution_order_lines',
  {
    id: serial('id').primaryKey(),
    distribution_order_id: integer('distribution_order_id')
      .notNull()
      .references(() => distributionOrders.id),
    sku_id: integer('sku_id')
      .notNull()
      .references(() => inventorySkus.id),
    quantity: integer('quantity').notNull(),
    received_quantity: integer('received_quantity').notNull().default(0),
    unit_price_cents: integer('unit_price_cents').notNull().default(0),
    /** With-request: the patient order's line this purchase fills (its reservation is made on receipt). */
    order_item_id: integer('order_item_id').references(() => orderItems.id),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    index('distribution_order_lines_order_idx').on(t.distribution_order_id),
    index('distribution_order_lines_item_idx').on(t.order_item_id),
    check(
      'distribution_order_lines_quantity_check',
      sql`${t.quantity} > 0 and ${t.received_quantity} >= 0 and ${t.received_quantity} <= ${t.quantity}`,
    ),
    check('distribution_order_lines_price_check', sql`${t.unit_price_cents} >= 0`),
  ],
);

/** Status changes of a distribution order (its history tab). */
export const distributionOrderEvents = pgTable(
  'distribution_order_events',
  {
    id: serial('id').primaryKey(),
    distribution_order_id: integer('distribution_order_id')
      .notNull()
      .references(() => distributionOrders.id),
    status: text('status').$type<DistributionOrderStatus>().notNull(),
    note: text('note').notNull().default(''),
    user_id: integer('user_id').references(() => users.id),
    created_at: created(),
  },
  (t) => [index('distribution_order_events_order_idx').on(t.distribution_order_id, t.created_at)],
);

/**
 * The stock behind an order line (`set-sku`): the SKU, the storage row its quantity is reserved in and, for a
 * serialised SKU, the unit. `reserved` is what this line holds in `storage.reserved` (0 once issued on delivery or
 * while it waits for a with-request distribution order). One row per line.
 */
export const orderItemStock = pgTable(
  'order_item_stock',
  {
    order_item_id: integer('order_item_id')
      .primaryKey()
      .references(() => orderItems.id),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    sku_id: integer('sku_id')
      .notNull()
      .references(() => inventorySkus.id),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    storage_id: integer('storage_id').references(() => inventoryStorage.id),
    reserved: integer('reserved').notNull().default(0),
    serial_number_id: integer('serial_number_id').references(() => serialNumbers.id),
    issued_at: timestamp('issued_at', { withTimezone: true }),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    index('order_item_stock_storage_idx').on(t.storage_id),
    uniqueIndex('order_item_stock_serial_idx').on(t.serial_number_id),
    check('order_item_stock_reserved_check', sql`${t.reserved} >= 0`),
  ],
);
