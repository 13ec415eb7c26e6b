import type { Task, TasksQuery } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { callerTimeZone, dayIn } from './calendar';
import { findTask, findTasks, markTaskCompleted, type TaskRow, type TaskView } from './tasks.queries';

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
    { limit: query.rowsPerPage, offset: (query.page - 1) * query.rowsPerPage, sortBy: query.sortBy, sortType: query.sortType },
  );
  return { data: rows.map((r) => presentTask(r, today)), meta: { total, page: query.page, rowsPerPage: query.rowsPerPage } };
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
