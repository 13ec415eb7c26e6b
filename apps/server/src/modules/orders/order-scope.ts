import { and, eq, inArray, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { DOCTOR_SIGNING_STATUSES, doctorVisibleStatus, STATUS } from '@dme/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { forbidden } from '../../lib/app-error';

/**
 * The tenancy rule of orders, in one place (the dashboard counts with the same rule):
 * - a doctor practice sees the orders it placed (`doctor_account_id`); its staff only those of the offices
 *   they work at, since their permissions are kept per office;
 * - a supplier sees the orders sent to it (`vendor_id`) once they reached it (Initial and later: an order in
 *   Pend HIPAA waits for the patient's consent before the supplier gets the patient's data), plus drafts its
 *   own people started;
 * - everything under an order (items, diagnoses, history) is reachable exactly when the order is; another
 *   tenant's id answers 404, never the record.
 */
export type OrderScope = { side: 'doctor'; accountId: number; locationIds?: readonly number[] } | { side: 'supplier'; accountId: number };

export function orderScope(actor: Actor): OrderScope {
  if (actor.accountId === null || (actor.role !== 'doctor' && actor.role !== 'supplier')) throw forbidden('Your user does not belong to a practice or company.');
  if (actor.role === 'doctor') return { side: 'doctor', accountId: actor.accountId, locationIds: actor.isStaff ? actor.locationIds : undefined };
  return { side: 'supplier', accountId: actor.accountId };
}

/** The first status the supplier sees of an order sent to it. */
export const SUPPLIER_VISIBLE_FROM = STATUS.INITIAL;

const peopleOf = (accountId: Bound) => sql`(select ${users.id} from ${users} where ${users.account_id} = ${accountId})`;

/**
 * A value inside a statement: a literal, or a placeholder of a statement prepared once per shape and run with the
 * values (the lists, lib/prepared.ts).
 */
export type Bound = number | Placeholder;
export type BoundList = readonly number[] | Placeholder;

/** `column in (list)`: literal lists inline (empty: false); a placeholder stands for an array (`= any($n)`). */
export function inList(column: AnyPgColumn, list: BoundList | readonly string[]): SQL {
  if (Array.isArray(list)) return list.length ? inArray(column, [...(list as readonly (number | string)[])]) : sql`false`;
  return sql`${column} = any(${list})`;
}

/** Where the scope's own values go: the scope itself, or placeholders named after them. */
export interface ScopeValues {
  accountId: Bound;
  locationIds?: BoundList;
}
const valuesOf = (scope: OrderScope): ScopeValues => ({ accountId: scope.accountId, locationIds: scope.side === 'doctor' ? scope.locationIds : undefined });

/** Orders the scope reaches, current or archived: the WHERE every order query starts from. */
export function reachableOrders(scope: OrderScope, v: ScopeValues = valuesOf(scope)): SQL {
  if (scope.side === 'doctor') {
    const offices = v.locationIds ? inList(orders.doctor_location_id, v.locationIds) : undefined;
    return and(eq(orders.doctor_account_id, v.accountId), offices)!;
  }
  return and(eq(orders.vendor_id, v.accountId), or(sql`${orders.status} >= ${SUPPLIER_VISIBLE_FROM}`, inArray(orders.created_by, peopleOf(v.accountId))))!;
}

export const archivedIs = (archived: boolean): SQL => (archived ? isNotNull(orders.deleted_at) : isNull(orders.deleted_at));

/**
 * Codes of one list tab: Draft holds 0 and 1; the doctor's virtual tabs hold the statuses they stand for (on
 * `column`: the orders' status, or the kept counts'; `bound`: the one status's value or placeholder).
 */
export function statusCondition(side: OrderScope['side'], status: 'all' | number, column: AnyPgColumn = orders.status, bound: Bound = status === 'all' ? 0 : status): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 0 || status === 1) return inArray(column, [0, 1]);
  if (side === 'doctor' && status < 0) {
    // doctorVisibleStatus in SQL: Delivered from Billing on; In work from Initial on, except the two signing steps.
    const billing = sql.raw(String(STATUS.BILLING));
    const signing = sql.raw(DOCTOR_SIGNING_STATUSES.join(', '));
    return status === -100 ? sql`${column} >= ${billing}` : sql`${column} >= ${sql.raw(String(STATUS.INITIAL))} and ${column} < ${billing} and ${column} not in (${signing})`;
  }
  return eq(column, bound);
}

/** The shape of a status tab (what the statement's text depends on; one status is a value). */
export const statusShape = (side: OrderScope['side'], status: 'all' | number): string =>
  status === 'all' ? 'all' : status === 0 || status === 1 ? 'draft' : side === 'doctor' && status < 0 ? `virtual${status}` : 'one';

/** The status a side shows for an order's real status. */
export const visibleStatusFor = (side: OrderScope['side'], status: number): number => (side === 'doctor' ? doctorVisibleStatus(status) : status);
