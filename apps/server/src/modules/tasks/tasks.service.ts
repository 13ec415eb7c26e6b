import type { CreateOrderTaskBody, Task, TasksQuery } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { callerTimeZone, dayIn } from './calendar';
import { reachableOrder, requireOrderPermission } from '../orders/order-access';
import { orderScope } from '../orders/order-scope';
import {
  findOrderTasks,
  findTask,
  findTasks,
  insertTask,
  isCompanyUser,
  markTaskCompleted,
  type TaskRow,
  type TaskView,
} from './tasks.queries';

/** Tasks belong to the supplier company: everyone in it sees them; completing one needs `manage tasks`. */
export function supplierAccountId(actor: Actor): number {
  if (actor.accountId === null) throw forbidden('Your user does not belong to a company.');
  return actor.accountId;
}

export function presentTask(row: TaskRow, today: string): Task {
  const t = row.task;
  const status = t.completed_at ? 'completed' : t.due_date !== null && t.due_date < today ? 'overdue' : 'open';
  return {
    id: t.id,
    object: t.object,
    object_id: t.object_id,
    object_type: t.object_type,
    status,
    message: t.message,
    author: row.author,
    author_id: t.author_id,
    assignee: row.assignee,
    assignee_id: t.assignee_id,
    due_date: t.due_date,
    completed_at: t.completed_at ? t.completed_at.toISOString() : null,
    created_at: t.created_at.toISOString(),
  };
}

export async function listTasks(db: Queryable, actor: Actor, view: TaskView, query: TasksQuery) {
  const accountId = supplierAccountId(actor);
  const today = dayIn(await callerTimeZone(db, actor.userId));
  const { rows, total } = await findTasks(
    db,
    { accountId, today, view, status: query.status, search: query.search, assigneeId: query.mine ? actor.userId : undefined },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  return { data: rows.map((r) => presentTask(r, today)), meta: pageMeta(total, query) };
}

/** Marks a task done (the access rule already required `manage tasks` at the caller's location). */
export async function completeTask(db: Db, actor: Actor, taskId: number): Promise<Task> {
  const accountId = supplierAccountId(actor);
  const today = dayIn(await callerTimeZone(db, actor.userId));
  return db.transaction(async (tx) => {
    const before = await findTask(tx, accountId, taskId);
    if (!before) throw notFound('Task');
    if (!(await markTaskCompleted(tx, accountId, taskId, actor.userId))) throw new AppError('conflict', 'This task is already completed.');
    const after = (await findTask(tx, accountId, taskId))!;
    await audit(tx, actor, { action: 'task.complete', entity: 'task', entityId: taskId, before: before.task, after: after.task });
    return presentTask(after, today);
  });
}

/** The order as the company sees it, when the caller may view it in its status (else 404 / 403). */
async function viewableOrder(db: Queryable, actor: Actor, orderId: number) {
  const order = await reachableOrder(db, orderScope(actor), orderId);
  requireOrderPermission(actor, 'view', order.status);
  return order;
}

export async function listOrderTasks(db: Queryable, actor: Actor, orderId: number): Promise<Task[]> {
  const accountId = supplierAccountId(actor);
  await viewableOrder(db, actor, orderId);
  const today = dayIn(await callerTimeZone(db, actor.userId));
  return (await findOrderTasks(db, accountId, orderId)).map((row) => presentTask(row, today));
}

/** A task about the order ("Order #12"), authored by the caller; it joins the company's task lists at once. */
export async function createOrderTask(db: Db, actor: Actor, orderId: number, body: CreateOrderTaskBody): Promise<Task> {
  const accountId = supplierAccountId(actor);
  const today = dayIn(await callerTimeZone(db, actor.userId));
  const due = body.due_date ? body.due_date : null;
  if (due !== null && due < today) throw fieldError('due_date', 'The deadline may not be in the past.');
  return db.transaction(async (tx) => {
    await viewableOrder(tx, actor, orderId);
    const assigneeId = body.assignee_id ?? null;
    if (assigneeId !== null && !(await isCompanyUser(tx, accountId, assigneeId))) {
      throw fieldError('assignee_id', 'The assignee must be one of your company.');
    }
    const id = await insertTask(tx, {
      account_id: accountId,
      object: `Order #${orderId}`,
      object_type: 'order',
      object_id: orderId,
      message: body.message,
      author_id: actor.userId,
      assignee_id: assigneeId,
      due_date: due,
    });
    const created = (await findTask(tx, accountId, id))!;
    await audit(tx, actor, { action: 'task.create', entity: 'task', entityId: id, after: created.task });
    return presentTask(created, today);
  });
}
