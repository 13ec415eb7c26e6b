import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { doctorVisibleStatus } from '@dme/contract';
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
export const SUPPLIER_VISIBLE_FROM = 5;

const peopleOf = (accountId: number) => sql`(select ${users.id} from ${users} where ${users.account_id} = ${accountId})`;

/** Orders the scope reaches, current or archived: the WHERE every order query starts from. */
export function reachableOrders(scope: OrderScope): SQL {
  if (scope.side === 'doctor') {
    const offices = scope.locationIds ? (scope.locationIds.length ? inArray(orders.doctor_location_id, [...scope.locationIds]) : sql`false`) : undefined;
    return and(eq(orders.doctor_account_id, scope.accountId), offices)!;
  }
  return and(eq(orders.vendor_id, scope.accountId), or(sql`${orders.status} >= ${SUPPLIER_VISIBLE_FROM}`, inArray(orders.created_by, peopleOf(scope.accountId))))!;
}

export const archivedIs = (archived: boolean): SQL => (archived ? isNotNull(orders.deleted_at) : isNull(orders.deleted_at));

/** Codes of one list tab: Draft holds 0 and 1; the doctor's virtual tabs hold the statuses they stand for. */
export function statusCondition(side: OrderScope['side'], status: 'all' | number): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 0 || status === 1) return inArray(orders.status, [0, 1]);
  if (side === 'doctor' && status < 0) {
    // doctorVisibleStatus in SQL: Delivered from Billing on; In work from Initial on, except the two signing steps.
    return status === -100 ? sql`${orders.status} >= 80` : sql`${orders.status} >= 5 and ${orders.status} < 80 and ${orders.status} not in (20, 22)`;
  }
  return eq(orders.status, status);
}

/** The status a side shows for an order's real status. */
export const visibleStatusFor = (side: OrderScope['side'], status: number): number => (side === 'doctor' ? doctorVisibleStatus(status) : status);
