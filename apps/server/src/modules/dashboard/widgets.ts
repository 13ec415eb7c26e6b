import {
  DASHBOARD_WIDGETS,
  ORDER_STATUSES,
  VIRTUAL_STATUSES,
  can,
  doctorVisibleStatus,
  statusName,
  type DashboardWidgetData,
  type DashboardWidgetDefinition,
} from '@dme/contract';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { toPermissionActor } from '../../http/access';
import { forbidden, notFound } from '../../lib/app-error';
import { countCallsOn } from '../communication/communication.queries';
import { callerTimeZone, dayIn } from '../tasks/calendar';
import { findTasks } from '../tasks/tasks.queries';
import { presentTask, supplierAccountId } from '../tasks/tasks.service';
import { countOrdersByStatus, findAwaitingSignature, type OrderScope } from './dashboard.queries';

const LATEST_TASKS = 5;
const LIST_LIMIT = 25;

/** The widgets a caller may have: their role's, minus those whose permission they lack at their location. */
export function widgetCatalogue(actor: Actor): readonly DashboardWidgetDefinition[] {
  return DASHBOARD_WIDGETS.filter(
    (w: DashboardWidgetDefinition) =>
      w.roles.includes(actor.role) && (!w.permission || can(toPermissionActor(actor), w.permission, actor.locationId)),
  );
}

/** Doctor staff count only orders at the offices they work at; owners the whole practice. */
export function orderScopeOf(actor: Actor): OrderScope {
  if (actor.accountId === null) throw forbidden('Your user does not belong to a practice or company.');
  const accountId = actor.accountId;
  if (actor.role === 'doctor') return { side: 'doctor', accountId, locationIds: actor.isStaff ? actor.locationIds : undefined };
  return { side: 'supplier', accountId };
}

/** Drafts (0 and 1) are one row; the doctor sees supplier-side statuses folded into In work and Delivered. */
async function ordersByStatus(db: Queryable, actor: Actor): Promise<DashboardWidgetData> {
  const counts = await countOrdersByStatus(db, orderScopeOf(actor));
  const folded = new Map<number, number>();
  for (const [status, n] of counts) {
    const code = actor.role === 'doctor' ? doctorVisibleStatus(status) : status;
    const key = code === 0 ? 1 : code;
    folded.set(key, (folded.get(key) ?? 0) + n);
  }
  const codes =
    actor.role === 'doctor'
      ? [1, 3, 20, 22, ...VIRTUAL_STATUSES.map((s) => s.code)]
      : ORDER_STATUSES.map((s) => s.code as number)
          .filter((c) => c !== 0)
          // Supplier staff see the counts of the statuses they may view at their location.
          .filter(
            (c) =>
              can(toPermissionActor(actor), `order view ${c}`, actor.locationId) ||
              (c === 1 && can(toPermissionActor(actor), 'order view 0', actor.locationId)),
          );
  const statuses = codes.map((code) => ({ code, name: statusName(code), count: folded.get(code) ?? 0 }));
  return { widget: 'orders-by-status', statuses, total: statuses.reduce((sum, s) => sum + s.count, 0) };
}

async function tasksWidget(db: Queryable, actor: Actor, kind: 'latest-tasks' | 'tasks-due-today'): Promise<DashboardWidgetData> {
  const today = dayIn(await callerTimeZone(db, actor.userId));
  const filter = { accountId: supplierAccountId(actor), today };
  const { rows, total } =
    kind === 'latest-tasks'
      ? await findTasks(db, { ...filter, view: 'all' }, { limit: LATEST_TASKS, offset: 0 })
      : await findTasks(db, { ...filter, view: 'current', dueOn: today }, { limit: LIST_LIMIT, offset: 0 });
  return { widget: kind, tasks: rows.map((r) => presentTask(r, today)), total: total.total };
}

/** One widget's data, computed from the live tables; a widget outside the caller's catalogue is 404. */
export async function widgetData(db: Queryable, actor: Actor, key: string): Promise<DashboardWidgetData> {
  if (!widgetCatalogue(actor).some((w) => w.key === key)) throw notFound('Widget');
  switch (key) {
    case 'orders-by-status':
      return ordersByStatus(db, actor);
    case 'awaiting-signature': {
      const { rows, total } = await findAwaitingSignature(db, orderScopeOf(actor), LIST_LIMIT);
      const orders = rows.map((o) => ({ ...o, status_name: statusName(o.status), created_at: o.created_at.toISOString() }));
      return { widget: 'awaiting-signature', orders, total };
    }
    case 'latest-tasks':
    case 'tasks-due-today':
      return tasksWidget(db, actor, key);
    case 'calls-today': {
      const timeZone = await callerTimeZone(db, actor.userId);
      const counts = await countCallsOn(db, supplierAccountId(actor), dayIn(timeZone), timeZone);
      const inbound = counts.inbound ?? 0;
      const outbound = counts.outbound ?? 0;
      return { widget: 'calls-today', inbound, outbound, total: inbound + outbound + (counts.unknown ?? 0) };
    }
    default:
      throw notFound('Widget');
  }
}
