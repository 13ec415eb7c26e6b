import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dashboardSettings, locations, orderDoctorCounts, orders, orderVendorCounts, users } from '../../db/schema';
import { sumOf } from '../../lib/paging';
import { SUPPLIER_VISIBLE_FROM } from '../orders/order-scope';

/**
 * Which orders a dashboard counts. Doctor side: the practice's orders, staff only at their offices. Supplier
 * side: orders sent to the company (past Pend HIPAA), plus drafts its own people started.
 */
export type OrderScope = { side: 'doctor'; accountId: number; locationIds?: readonly number[] } | { side: 'supplier'; accountId: number };

const usersOfAccount = (accountId: number) => sql`(select ${users.id} from ${users} where ${users.account_id} = ${accountId})`;

function scoped(scope: OrderScope): SQL | undefined {
  if (scope.side === 'doctor') {
    return and(
      eq(orders.doctor_account_id, scope.accountId),
      isNull(orders.deleted_at),
      scope.locationIds ? inArray(orders.doctor_location_id, [...scope.locationIds]) : undefined,
    );
  }
  const ownPeople = usersOfAccount(scope.accountId);
  return and(
    eq(orders.vendor_id, scope.accountId),
    isNull(orders.deleted_at),
    or(sql`${orders.status} >= ${SUPPLIER_VISIBLE_FROM}`, inArray(orders.created_by, ownPeople)),
  );
}

export async function countOrdersByStatus(db: Queryable, scope: OrderScope): Promise<Map<number, number>> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(scoped(scope)).groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/**
 * How many of the scope's live orders are in these statuses, summed from the counts kept per status (migration
 * 0005) instead of counted: exact and a few rows to read at any size. Only for statuses past Pend HIPAA (5), which
 * a supplier sees whoever started the order (`visible`).
 */
async function keptCount(db: Queryable, scope: OrderScope, statuses: number[]): Promise<number> {
  if (scope.side === 'doctor') {
    const c = orderDoctorCounts;
    const [row] = await db
      .select({ n: sumOf(c.n) })
      .from(c)
      .where(
        and(
          eq(c.doctor_account_id, scope.accountId),
          eq(c.archived, false),
          inArray(c.status, statuses),
          scope.locationIds ? inArray(c.location_id, [...scope.locationIds]) : undefined,
        ),
      );
    return row?.n ?? 0;
  }
  const c = orderVendorCounts;
  const [row] = await db
    .select({ n: sumOf(c.n) })
    .from(c)
    .where(and(eq(c.vendor_id, scope.accountId), eq(c.visible, true), eq(c.archived, false), inArray(c.status, statuses)));
  return row?.n ?? 0;
}

const AWAITING_SIGNATURE = [20, 22];

/** Orders waiting for the prescriber's signature (Pend PRSC, Pend F2F), the longest-waiting first. */
export async function findAwaitingSignature(db: Queryable, scope: OrderScope, limit: number) {
  const rows = await db
    .select({ id: orders.id, status: orders.status, doctor_location_id: orders.doctor_location_id, created_at: orders.created_at })
    .from(orders)
    .where(and(scoped(scope), inArray(orders.status, AWAITING_SIGNATURE)))
    .orderBy(asc(orders.created_at), asc(orders.id))
    .limit(limit);
  return { rows, total: await keptCount(db, scope, AWAITING_SIGNATURE) };
}

export async function findDashboardSettings(db: Queryable, userId: number): Promise<string[] | undefined> {
  const [row] = await db
    .select({ widgets: dashboardSettings.widgets })
    .from(dashboardSettings)
    .where(eq(dashboardSettings.user_id, userId))
    .limit(1);
  return row?.widgets;
}

export async function upsertDashboardSettings(db: Queryable, userId: number, widgets: string[]): Promise<void> {
  await db
    .insert(dashboardSettings)
    .values({ user_id: userId, widgets })
    .onConflictDoUpdate({ target: dashboardSettings.user_id, set: { widgets, updated_at: sql`now()` } });
}

/** The caller's selectable locations: `ids` comes from the token's resolution (owners all, staff assigned). */
export async function findLocationsByIds(db: Queryable, accountId: number, ids: readonly number[]) {
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.account_id, accountId), inArray(locations.id, [...ids]), isNull(locations.deleted_at)))
    .orderBy(asc(locations.name), asc(locations.id));
}
