import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { can, orderPermission, ORDER_STATUS_CODES, type RefillsToPhoneQuery, type RefillToPhone } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { equipmentItems, orderItems, orders, patientRequests, patients } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { forbidden } from '../../lib/app-error';
import { toPermissionActor } from '../../http/access';
import { countUpTo, pageMeta, windowOf, type Page } from '../../lib/paging';
import { orderScope } from '../orders/order-scope';

/** The order statuses the caller may view (`order view {status}` per status; owners and doctors: all). */
function viewableStatuses(actor: Actor): number[] {
  return ORDER_STATUS_CODES.filter((s) => can(toPermissionActor(actor), orderPermission('view', s), actor.locationId));
}

/**
 * Refill requests of the company still open after every reminder (no reminder pending): its staff phone these
 * patients. Only requests on orders whose status the caller may view; the company index leads the scan.
 */
export async function listRefillsToPhone(db: Queryable, actor: Actor, query: RefillsToPhoneQuery): Promise<Page<RefillToPhone>> {
  const scope = orderScope(actor);
  const statuses = viewableStatuses(actor);
  if (statuses.length === 0) throw forbidden();
  const window = windowOf(query);
  const where: SQL | undefined = and(
    eq(patientRequests.account_id, scope.accountId),
    eq(patientRequests.kind, 'refill'),
    eq(patientRequests.status, 'open'),
    isNull(patientRequests.next_reminder_at),
    statuses.length === ORDER_STATUS_CODES.length ? undefined : inArray(orders.status, statuses),
  );
  const dir = query.sortType === 'desc' ? desc : asc;
  const sortColumn = query.sortBy === 'created_at' ? patientRequests.created_at : patientRequests.due_date;
  const base = () =>
    db
      .select({
        request: patientRequests,
        order_status: orders.status,
        patient: { id: patients.id, first_name: patients.first_name, last_name: patients.last_name, phone: patients.phone, email: patients.email },
        item: { name: equipmentItems.name, hcpcs: equipmentItems.hcpcs },
      })
      .from(patientRequests)
      .innerJoin(patients, eq(patients.id, patientRequests.patient_id))
      .leftJoin(orders, eq(orders.id, patientRequests.order_id))
      .leftJoin(orderItems, eq(orderItems.id, patientRequests.order_item_id))
      .leftJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id));
  const rows = await base()
    .where(where)
    .orderBy(dir(sortColumn), dir(patientRequests.id))
    .limit(window.limit)
    .offset(window.offset);
  const counted = db
    .select({ one: sql`1` })
    .from(patientRequests)
    .leftJoin(orders, eq(orders.id, patientRequests.order_id))
    .where(where)
    .$dynamic();
  const total = await countUpTo(db, counted, window);
  return {
    data: rows.map((r) => ({
      id: r.request.id,
      order_id: r.request.order_id,
      order_status: r.order_status,
      patient: { id: r.patient.id, name: `${r.patient.first_name} ${r.patient.last_name}`, phone: r.patient.phone, email: r.patient.email },
      item: r.item?.name ?? r.request.title,
      hcpcs: r.item?.hcpcs ?? '',
      due_date: r.request.due_date,
      reminders_sent: r.request.reminders_sent,
      created_at: r.request.created_at.toISOString(),
    })),
    meta: pageMeta(total, query),
  };
}
