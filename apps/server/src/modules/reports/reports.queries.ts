import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { claimAdjustments, claimPayments, claims, deliveries, employeeCommissionRules, employeePay, orderItems, orders, payoutItems, suborders, users } from '../../db/schema';

export interface Period {
  from: string;
  to: string;
  timeZone: string;
}

/** Instants of the period's calendar days in the company's zone. */
const within = (column: SQL | unknown, p: Period): SQL =>
  sql`${column} >= (${p.from}::date)::timestamp at time zone ${p.timeZone} and ${column} < (${p.to}::date + 1)::timestamp at time zone ${p.timeZone}`;

const paidItem = (accountId: number, kind: 'agent' | 'driver', source: SQL | unknown) =>
  and(eq(payoutItems.account_id, accountId), eq(payoutItems.kind, kind), eq(payoutItems.source_id, source as never));

// --- agents ------------------------------------------------------------------------------------------------

/** Live primary claims per order: what the order billed and its first date of service. */
function billedOrders(db: Queryable, accountId: number, to: string) {
  return db
    .select({
      order_id: claims.order_id,
      billed: sql<number>`sum(${claims.charge_cents})::bigint`.mapWith(Number).as('billed'),
      first_service: sql<string>`min(${claims.service_date})::text`.as('first_service'),
    })
    .from(claims)
    .where(and(eq(claims.account_id, accountId), isNull(claims.deleted_at), eq(claims.payer_sequence, 'primary'), lte(claims.service_date, to)))
    .groupBy(claims.order_id)
    .as('billed_orders');
}

const doctors = alias(users, 'doctor_user');

/** Orders the agent (or every agent) brought whose first bill falls in the period, with any payout covering them. */
export async function findEarnedOrders(db: Queryable, accountId: number, p: Period, agentId?: number) {
  const b = billedOrders(db, accountId, p.to);
  return db
    .select({
      order_id: orders.id,
      agent_id: sql<number>`${orders.agent_id}`.mapWith(Number),
      status: orders.status,
      doctor: doctors.name,
      billed: b.billed,
      date: b.first_service,
      payout_id: payoutItems.payout_id,
      paid_cents: payoutItems.amount_cents,
    })
    .from(orders)
    .innerJoin(b, eq(b.order_id, orders.id))
    .leftJoin(doctors, eq(doctors.id, orders.doctor_id))
    .leftJoin(payoutItems, paidItem(accountId, 'agent', orders.id))
    .where(and(eq(orders.vendor_id, accountId), agentId === undefined ? isNotNull(orders.agent_id) : eq(orders.agent_id, agentId), gte(b.first_service, p.from)))
    .orderBy(asc(b.first_service), asc(orders.id));
}

/** Orders the agent brought in the period that no live primary claim bills yet. */
export async function findUnbilledOrders(db: Queryable, accountId: number, p: Period, agentId?: number) {
  return db
    .select({ order_id: orders.id, agent_id: sql<number>`${orders.agent_id}`.mapWith(Number), status: orders.status, doctor: doctors.name, created_at: orders.created_at })
    .from(orders)
    .leftJoin(doctors, eq(doctors.id, orders.doctor_id))
    .where(
      and(
        eq(orders.vendor_id, accountId),
        agentId === undefined ? isNotNull(orders.agent_id) : eq(orders.agent_id, agentId),
        within(orders.created_at, p),
        notExists(
          db
            .select({ one: sql`1` })
            .from(claims)
            .where(and(eq(claims.order_id, orders.id), isNull(claims.deleted_at), eq(claims.payer_sequence, 'primary'))),
        ),
      ),
    )
    .orderBy(asc(orders.created_at), asc(orders.id));
}

/** Units on each order's live lines (an item-based commission is per unit). */
export async function itemUnits(db: Queryable, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ order_id: orderItems.order_id, units: sql<number>`sum(${orderItems.quantity})::int`.mapWith(Number) })
    .from(orderItems)
    .where(and(inArray(orderItems.order_id, orderIds), isNull(orderItems.archived_at)))
    .groupBy(orderItems.order_id);
  return new Map(rows.map((r) => [r.order_id, r.units]));
}

export type CommissionRule = typeof employeeCommissionRules.$inferSelect;

export async function findRules(db: Queryable, accountId: number, agentIds: number[]): Promise<CommissionRule[]> {
  if (agentIds.length === 0) return [];
  return db
    .select()
    .from(employeeCommissionRules)
    .where(and(eq(employeeCommissionRules.account_id, accountId), inArray(employeeCommissionRules.user_id, agentIds)))
    .orderBy(asc(employeeCommissionRules.id));
}

/** The company's agents: staff with the agent role, and anyone credited with one of its orders. */
export async function findAgents(db: Queryable, accountId: number, extraIds: number[]) {
  const isAgent = sql`${users.staff_roles} @> '["agent"]'::jsonb`;
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.account_id, accountId), extraIds.length ? sql`(${isAgent} or ${inArray(users.id, extraIds)})` : isAgent))
    .orderBy(asc(users.name), asc(users.id));
}

/** A user of the company (the agent or driver of a report); undefined for another company's user: a 404. */
export async function findCompanyUser(db: Queryable, accountId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role, pay_type: employeePay.pay_type, rate_cents: employeePay.rate_cents })
    .from(users)
    .leftJoin(employeePay, and(eq(employeePay.user_id, users.id), eq(employeePay.account_id, accountId)))
    .where(and(eq(users.id, userId), eq(users.account_id, accountId)));
  return row;
}

// --- drivers -----------------------------------------------------------------------------------------------

export async function findDeliveries(db: Queryable, accountId: number, p: Period, driverId?: number) {
  return db
    .select({
      delivery_id: deliveries.id,
      driver_id: deliveries.driver_id,
      outcome: deliveries.outcome,
      happened_at: deliveries.happened_at,
      order_id: suborders.order_id,
      seq: suborders.seq,
      city: suborders.city,
      payout_id: payoutItems.payout_id,
      paid_cents: payoutItems.amount_cents,
    })
    .from(deliveries)
    .innerJoin(suborders, eq(suborders.id, deliveries.suborder_id))
    .leftJoin(payoutItems, paidItem(accountId, 'driver', deliveries.id))
    .where(and(eq(deliveries.account_id, accountId), driverId === undefined ? undefined : eq(deliveries.driver_id, driverId), within(deliveries.happened_at, p)))
    .orderBy(asc(deliveries.happened_at), asc(deliveries.id));
}

/** The company's drivers with their per-delivery rate (0 when paid otherwise or not set). */
export async function findDrivers(db: Queryable, accountId: number, extraIds: number[]) {
  const isDriver = eq(users.role, 'driver');
  return db
    .select({ id: users.id, name: users.name, pay_type: employeePay.pay_type, rate_cents: employeePay.rate_cents })
    .from(users)
    .leftJoin(employeePay, and(eq(employeePay.user_id, users.id), eq(employeePay.account_id, accountId)))
    .where(and(eq(users.account_id, accountId), extraIds.length ? sql`(${isDriver} or ${inArray(users.id, extraIds)})` : isDriver))
    .orderBy(asc(users.name), asc(users.id));
}

// --- bills -------------------------------------------------------------------------------------------------

/**
 * Claims by payer and month of service. Paid is every payment (payer and patient); adjusted is every adjustment
 * but patient responsibility (PR: the patient still owes it, so it stays outstanding until the patient pays).
 */
export async function findBills(db: Queryable, accountId: number, p: Period) {
  const month = sql<string>`to_char(${claims.service_date}, 'YYYY-MM')`;
  const paid = sql<number>`coalesce(sum((select coalesce(sum(${claimPayments.amount_cents}), 0) from ${claimPayments} where ${claimPayments.claim_id} = ${claims.id})), 0)::bigint`;
  const adjusted = sql<number>`coalesce(sum((select coalesce(sum(${claimAdjustments.amount_cents}), 0) from ${claimAdjustments} where ${claimAdjustments.claim_id} = ${claims.id} and ${claimAdjustments.group_code} <> 'PR')), 0)::bigint`;
  return db
    .select({
      payer: claims.payer_name,
      month,
      claims: sql<number>`count(*)::int`.mapWith(Number),
      billed: sql<number>`coalesce(sum(${claims.charge_cents}), 0)::bigint`.mapWith(Number),
      paid: paid.mapWith(Number),
      adjusted: adjusted.mapWith(Number),
    })
    .from(claims)
    .where(and(eq(claims.account_id, accountId), isNull(claims.deleted_at), gte(claims.service_date, p.from), lte(claims.service_date, p.to)))
    .groupBy(claims.payer_name, month)
    .orderBy(month, claims.payer_name);
}
