import { and, asc, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { countUpTo, rowsOf, type PageWindow, containsPattern } from '../../lib/paging';
import { tasks, users } from '../../db/schema';

export type TaskView = 'all' | 'current' | 'completed';
export type TaskSort = 'created_at' | 'due_date' | 'object';

export interface TaskFilter {
  accountId: number;
  /** The caller's calendar day, for the computed overdue status. */
  today: string;
  view: TaskView;
  status?: 'open' | 'overdue' | 'completed';
  assigneeId?: number;
  search?: string;
  dueOn?: string;
}

const author = alias(users, 'author');
const assignee = alias(users, 'assignee');

function conditions(f: TaskFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(tasks.account_id, f.accountId)];
  if (f.view === 'current') conds.push(isNull(tasks.completed_at));
  if (f.view === 'completed') conds.push(isNotNull(tasks.completed_at));
  if (f.status === 'completed') conds.push(isNotNull(tasks.completed_at));
  if (f.status === 'overdue') conds.push(isNull(tasks.completed_at), lt(tasks.due_date, f.today));
  if (f.status === 'open') conds.push(isNull(tasks.completed_at), or(isNull(tasks.due_date), sql`${tasks.due_date} >= ${f.today}`));
  if (f.assigneeId !== undefined) conds.push(eq(tasks.assignee_id, f.assigneeId));
  if (f.dueOn !== undefined) conds.push(eq(tasks.due_date, f.dueOn));
  const term = f.search?.trim();
  if (term) conds.push(or(ilike(tasks.message, containsPattern(term)), ilike(tasks.object, containsPattern(term))));
  return and(...conds);
}

function ordering(view: TaskView, sortBy?: TaskSort, sortType?: 'asc' | 'desc'): SQL[] {
  if (sortBy) {
    const dir = sortType === 'asc' ? asc : desc;
    return [dir(tasks[sortBy]), desc(tasks.id)];
  }
  // Current work is read by urgency; completed work by when it was done; everything else newest first.
  if (view === 'current') return [sql`${tasks.due_date} asc nulls last`, asc(tasks.id)];
  if (view === 'completed') return [desc(tasks.completed_at), desc(tasks.id)];
  return [desc(tasks.created_at), desc(tasks.id)];
}

const selection = {
  task: tasks,
  author: author.name,
  assignee: assignee.name,
};

export async function findTasks(db: Queryable, f: TaskFilter, page: PageWindow & { sortBy?: TaskSort; sortType?: 'asc' | 'desc' }) {
  const where = conditions(f);
  const rows = await db
    .select(selection)
    .from(tasks)
    .innerJoin(author, eq(author.id, tasks.author_id))
    .leftJoin(assignee, eq(assignee.id, tasks.assignee_id))
    .where(where)
    .orderBy(...ordering(f.view, page.sortBy, page.sortType))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countUpTo(db, rowsOf(db, tasks, where), page);
  return { rows, total };
}

export type TaskRow = Awaited<ReturnType<typeof findTasks>>['rows'][number];

export async function findTask(db: Queryable, accountId: number, id: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(tasks)
    .innerJoin(author, eq(author.id, tasks.author_id))
    .leftJoin(assignee, eq(assignee.id, tasks.assignee_id))
    .where(and(eq(tasks.account_id, accountId), eq(tasks.id, id)))
    .limit(1);
  return row;
}

/** Completes an open task; answers false when it was already completed (a concurrent click). */
export async function markTaskCompleted(db: Queryable, accountId: number, id: number, userId: number): Promise<boolean> {
  const done = await db
    .update(tasks)
    .set({ completed_at: sql`now()`, completed_by: userId, updated_at: sql`now()` })
    .where(and(eq(tasks.account_id, accountId), eq(tasks.id, id), isNull(tasks.completed_at)))
    .returning({ id: tasks.id });
  return done.length > 0;
}

/** Tasks about one order: open ones by deadline (none last), then completed ones, latest first. */
export async function findOrderTasks(db: Queryable, accountId: number, orderId: number): Promise<TaskRow[]> {
  return db
    .select(selection)
    .from(tasks)
    .innerJoin(author, eq(author.id, tasks.author_id))
    .leftJoin(assignee, eq(assignee.id, tasks.assignee_id))
    .where(and(eq(tasks.account_id, accountId), eq(tasks.object_type, 'order'), eq(tasks.object_id, orderId)))
    .orderBy(sql`${tasks.completed_at} is not null`, sql`${tasks.due_date} asc nulls last`, desc(tasks.completed_at), desc(tasks.id));
}

export async function insertTask(db: Queryable, values: typeof tasks.$inferInsert): Promise<number> {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  return row!.id;
}

/** Whether the user belongs to the company (owner, staff or driver): only they can be given its tasks. */
export async function isCompanyUser(db: Queryable, accountId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.account_id, accountId), isNull(users.deleted_at)))
    .limit(1);
  return row !== undefined;
}
