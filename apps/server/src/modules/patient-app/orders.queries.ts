import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { accounts, equipmentItems, locations, orderItems, orders, suborders, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';

/** The first status a patient sees: the doctor's drafts are not an order yet; Pend HIPAA waits for the patient. */
export const PATIENT_VISIBLE_FROM = 3;

/** The patient's live orders that reached a supplier (or wait for the patient's consent to). */
export const patientOrders = (patientId: number): SQL =>
  and(eq(orders.patient_id, patientId), isNull(orders.deleted_at), gte(orders.status, PATIENT_VISIBLE_FROM))!;

const doctorUser = alias(users, 'doctor_user');

export async function findOrderRows(db: Queryable, where: SQL, page: PageWindow) {
  return db
    .select({ order: orders, supplier: accounts.name, doctor: doctorUser.name })
    .from(orders)
    .leftJoin(accounts, eq(accounts.id, orders.vendor_id))
    .leftJoin(doctorUser, eq(doctorUser.id, orders.doctor_id))
    .where(where)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type OrderRow = Awaited<ReturnType<typeof findOrderRows>>[number];

/** The live lines of these orders with the item's name, in entry order. */
export async function findItemsOf(db: Queryable, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ order_id: orderItems.order_id, name: equipmentItems.name, hcpcs: equipmentItems.hcpcs, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
    .where(and(inArray(orderItems.order_id, orderIds), isNull(orderItems.archived_at)))
    .orderBy(asc(orderItems.id));
}

/** Shipments of these orders (regrouped ones left out), soonest slot first. */
export async function findSubordersOf(db: Queryable, where: SQL) {
  return db
    .select()
    .from(suborders)
    .where(and(where, isNull(suborders.replaced_at)))
    .orderBy(sql`${suborders.slot_starts_at} asc nulls last`, asc(suborders.id));
}

/** Prescribers of the patient's orders with their practice and office, newest order first. */
export async function findDoctorsOf(db: Queryable, patientId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      npi: users.npi,
      practice: accounts.name,
      office: locations,
      last_order_at: sql<Date>`max(${orders.created_at})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.doctor_id))
    .leftJoin(accounts, eq(accounts.id, orders.doctor_account_id))
    .leftJoin(locations, eq(locations.id, orders.doctor_location_id))
    .where(patientOrders(patientId))
    .groupBy(users.id, accounts.id, locations.id)
    .orderBy(sql`max(${orders.created_at}) desc`);
}
