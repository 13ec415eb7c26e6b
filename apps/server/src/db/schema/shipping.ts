import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { media } from './media';
import { orderItems, orders } from './orders';
import { patients } from './patients';
import { warehouses } from './stock';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A shipment (issue 10): the part of a ready order that leaves one warehouse by one delivery method. The delivery
 * address is copied from the order when the suborder is made, with its map position, so a later change to the
 * patient's record does not move a delivery already planned.
 */
export const suborders = pgTable(
  'suborders',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** 1, 2, ... within the order: the number reads `{order id}-{seq}`. */
    seq: smallint('seq').notNull(),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    warehouse_id: integer('warehouse_id').references(() => warehouses.id),
    method: text('method').notNull(),
    /** A shipping status key (SHIPPING_STATUS_KEYS). */
    status: text('status').notNull(),
    courier: text('courier'),
    tracking_number: text('tracking_number'),
    address_1: text('address_1').notNull().default(''),
    address_2: text('address_2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    required_skills: jsonb('required_skills').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    slot_starts_at: timestamp('slot_starts_at', { withTimezone: true }),
    slot_ends_at: timestamp('slot_ends_at', { withTimezone: true }),
    signed_aob_media_id: integer('signed_aob_media_id').references(() => media.id),
    proof_media_id: integer('proof_media_id').references(() => media.id),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    /** Replaced by a regrouping before it left: kept for the history, out of every list. */
    replaced_at: timestamp('replaced_at', { withTimezone: true }),
    /** How many item lines it carries, kept by triggers on `suborder_items` (migration 0030), as orders keep theirs. */
    items_count: integer('items_count').notNull().default(0),
    created_by: integer('created_by').references(() => users.id),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => {
    const live = sql`${t.replaced_at} is null`;
    return [
      // The shipping list: the company's suborders, newest first, all or one status (keyset-friendly on id). After
      // the sort, the columns its staff's statuses and a name search read (migration 0032): the walk to a page of a
      // common name's suborders then reads the index alone, as the orders lists' do (migration 0031).
      index('suborders_account_created_idx').on(t.account_id, t.created_at, t.id, t.status, t.patient_id).where(live),
      index('suborders_account_status_idx').on(t.account_id, t.status, t.created_at, t.id, t.patient_id).where(live),
      index('suborders_order_idx').on(t.order_id),
      // A patient's suborders, and the name search's: counted and sorted newest first from the index alone (the
      // rows of 500 "smith" patients are spread over 2,000 table pages; status for staff who see only some).
      index('suborders_patient_idx').on(t.patient_id, t.account_id, t.created_at, t.id, t.status).where(live),
      // The scheduler: the day's driver suborders still to go out.
      index('suborders_planning_idx').on(t.account_id, t.method, t.slot_starts_at).where(live),
      uniqueIndex('suborders_order_seq_unique').on(t.order_id, t.seq),
      check('suborders_method_check', sql`${t.method} in ('driver', 'courier', 'pickup')`),
    ];
  },
);

/**
 * The company's live suborders per status and method, kept by a trigger in the same transaction as every change to
 * a suborder (migration 0028): the shipping list's total without a search or a patient's or order's filter is their
 * sum, where it counted the rows up to 1,001 on every page.
 */
export const suborderCounts = pgTable(
  'suborder_counts',
  {
    account_id: integer('account_id').notNull(),
    status: text('status').notNull(),
    method: text('method').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.status, t.method] })],
);

/** Which order lines a suborder carries; a line is in at most one live suborder. */
export const suborderItems = pgTable(
  'suborder_items',
  {
    id: serial('id').primaryKey(),
    suborder_id: integer('suborder_id')
      .notNull()
      .references(() => suborders.id),
    order_item_id: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    otc: boolean('otc').notNull().default(false),
    claim_index: smallint('claim_index'),
    loaded_at: timestamp('loaded_at', { withTimezone: true }),
    loaded_by: integer('loaded_by').references(() => users.id),
    loaded_serial: text('loaded_serial'),
    /** The serial the driver confirmed at the door. */
    delivered_serial: text('delivered_serial'),
    created_at: created(),
  },
  (t) => [index('suborder_items_suborder_idx').on(t.suborder_id), index('suborder_items_order_item_idx').on(t.order_item_id)],
);

/** One row per status change of a suborder (and one for its creation, `from_status` null). */
export const suborderStatusHistory = pgTable(
  'suborder_status_history',
  {
    id: serial('id').primaryKey(),
    suborder_id: integer('suborder_id')
      .notNull()
      .references(() => suborders.id),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    user_id: integer('user_id').references(() => users.id),
    note: text('note').notNull().default(''),
    created_at: created(),
  },
  (t) => [index('suborder_status_history_suborder_idx').on(t.suborder_id, t.created_at)],
);

/** Delivery windows offered to the patient; at most one agreed per suborder. */
export const suborderTimeslots = pgTable(
  'suborder_timeslots',
  {
    id: serial('id').primaryKey(),
    suborder_id: integer('suborder_id')
      .notNull()
      .references(() => suborders.id),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('offered'),
    created_by: integer('created_by').references(() => users.id),
    created_at: created(),
  },
  (t) => [
    index('suborder_timeslots_suborder_idx').on(t.suborder_id, t.starts_at),
    uniqueIndex('suborder_timeslots_one_agreed').on(t.suborder_id).where(sql`${t.status} = 'agreed'`),
    check('suborder_timeslots_window_check', sql`${t.ends_at} > ${t.starts_at}`),
  ],
);

/** What the optimiser plans a driver with; one row per driver user, made on first use with the defaults. */
export const driverProfiles = pgTable('driver_profiles', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  account_id: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  active: boolean('active').notNull().default(true),
  shift_start: text('shift_start').notNull().default('08:00'),
  shift_end: text('shift_end').notNull().default('17:00'),
  break_start: text('break_start'),
  break_minutes: smallint('break_minutes').notNull().default(30),
  capacity_count: integer('capacity_count').notNull().default(20),
  capacity_volume: integer('capacity_volume'),
  vehicle: text('vehicle').notNull().default(''),
  home_warehouse_id: integer('home_warehouse_id').references(() => warehouses.id),
  skills: jsonb('skills').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  updated_at: updated(),
});

/** A driver's stops of one day, from one depot, in order. One route per driver and day. */
export const deliveryRoutes = pgTable(
  'delivery_routes',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    driver_id: integer('driver_id')
      .notNull()
      .references(() => users.id),
    date: date('date').notNull(),
    warehouse_id: integer('warehouse_id').references(() => warehouses.id),
    status: text('status').notNull().default('planned'),
    distance_m: integer('distance_m').notNull().default(0),
    duration_s: integer('duration_s').notNull().default(0),
    load: integer('load').notNull().default(0),
    lateness_s: integer('lateness_s').notNull().default(0),
    optimized: boolean('optimized').notNull().default(false),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('delivery_routes_driver_date_unique').on(t.driver_id, t.date),
    index('delivery_routes_account_date_idx').on(t.account_id, t.date, t.id),
  ],
);

/** One stop of a route: one suborder, its place in the order and its planned arrival. */
export const routePoints = pgTable(
  'route_points',
  {
    id: serial('id').primaryKey(),
    route_id: integer('route_id')
      .notNull()
      .references(() => deliveryRoutes.id),
    suborder_id: integer('suborder_id')
      .notNull()
      .references(() => suborders.id),
    seq: smallint('seq').notNull(),
    eta: timestamp('eta', { withTimezone: true }),
    lateness_s: integer('lateness_s').notNull().default(0),
    status: text('status').notNull().default('pending'),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    index('route_points_route_idx').on(t.route_id, t.seq),
    // A suborder is a stop of one route at a time; a failed attempt stays on its route while the next is planned.
    uniqueIndex('route_points_suborder_unique').on(t.suborder_id).where(sql`${t.status} <> 'failed'`),
    // The shipping list joins a page of suborders to their stops: without this every page read the whole table.
    index('route_points_suborder_idx').on(t.suborder_id),
  ],
);

/**
 * What happened at a stop, as the driver's phone recorded it. The idempotency key makes a retried upload (weak
 * connection) answer the first result instead of recording a second delivery.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    point_id: integer('point_id')
      .notNull()
      .references(() => routePoints.id),
    suborder_id: integer('suborder_id')
      .notNull()
      .references(() => suborders.id),
    driver_id: integer('driver_id')
      .notNull()
      .references(() => users.id),
    idempotency_key: text('idempotency_key').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    recipient_name: text('recipient_name').notNull().default(''),
    relation: text('relation'),
    note: text('note').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy_m: doublePrecision('accuracy_m'),
    /** When the phone says it happened; `created_at` is when the server heard of it. */
    happened_at: timestamp('happened_at', { withTimezone: true }).notNull(),
    signature_media_id: integer('signature_media_id').references(() => media.id),
    photo_media_id: integer('photo_media_id').references(() => media.id),
    proof_media_id: integer('proof_media_id').references(() => media.id),
    created_at: created(),
  },
  (t) => [uniqueIndex('deliveries_idempotency_unique').on(t.driver_id, t.idempotency_key), index('deliveries_point_idx').on(t.point_id)],
);
