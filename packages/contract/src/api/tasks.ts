import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { calendarDate } from './patients';

/** `overdue` is computed: open with a deadline before today (the caller's time zone). */
export const TASK_STATUSES = ['open', 'overdue', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A row of the latest-tasks table: Object, Status, Task, Author, Deadline (foundation §2). */
export const task = z.object({
  id: z.number(),
  object: z.string(),
  object_id: z.number().nullable(),
  object_type: z.string(),
  status: z.enum(TASK_STATUSES),
  message: z.string(),
  author: z.string(),
  author_id: z.number(),
  assignee: z.string().nullable(),
  assignee_id: z.number().nullable(),
  /** Deadline, a calendar date `YYYY-MM-DD`. */
  due_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type Task = z.infer<typeof task>;

/** `true`/`false`/`1`/`0` as query strings send them. */
export const queryFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const tasksQuery = listQuery.extend({
  sortBy: z.enum(['created_at', 'due_date', 'object']).optional(),
  status: z.enum(TASK_STATUSES).optional(),
  /** Only tasks assigned to the caller. */
  mine: queryFlag.optional(),
});
export type TasksQuery = z.infer<typeof tasksQuery>;

const supplier = { roles: ['supplier'] } as const;

export const listTasks = endpoint({
  method: 'GET',
  path: '/api/vendor/tasks',
  access: supplier,
  summary: "The company's tasks, latest first (the dashboard's latest-tasks table); filter by status, search by text.",
  query: tasksQuery,
  response: pageOf(task),
});

export const listCurrentTasks = endpoint({
  method: 'GET',
  path: '/api/vendor/tasks/current',
  access: supplier,
  summary: 'Open and overdue tasks, nearest deadline first.',
  query: tasksQuery,
  response: pageOf(task),
});

export const listCompletedTasks = endpoint({
  method: 'GET',
  path: '/api/vendor/tasks/completed',
  access: supplier,
  summary: 'Completed tasks, most recently completed first.',
  query: tasksQuery,
  response: pageOf(task),
});

export const completeTask = endpoint({
  method: 'POST',
  path: '/api/vendor/tasks/{taskId}/complete',
  access: { roles: ['supplier'], permission: 'manage tasks' },
  summary: 'Marks a task completed; 409 when it already is.',
  params: z.object({ taskId: idParam }),
  response: dataOf(task),
});

/** A task about one order: what to do, optionally by when and by whom (someone of the company). */
export const createOrderTaskBody = z.object({
  message: z
    .string({ error: 'The task field is required.' })
    .trim()
    .min(1, 'The task field is required.')
    .max(1000, 'The task may not be greater than 1000 characters.'),
  /** Deadline, `MM/DD/YYYY` (or ISO); empty for none. Past deadlines are refused. */
  due_date: calendarDate.optional(),
  assignee_id: z.number({ error: 'The assignee must be one of your company.' }).int().positive().nullable().optional(),
});
export type CreateOrderTaskBody = z.infer<typeof createOrderTaskBody>;

const orderTaskParams = z.object({ orderId: idParam });

export const listOrderTasks = endpoint({
  method: 'GET',
  path: '/api/vendor/orders/{orderId}/tasks',
  access: { roles: ['supplier'], permission: 'order view {status}' },
  summary: 'Tasks of the order, open ones first by deadline, then completed; 404 for an order not sent to the company.',
  params: orderTaskParams,
  response: dataOf(z.array(task)),
});

export const createOrderTask = endpoint({
  method: 'POST',
  path: '/api/vendor/orders/{orderId}/tasks',
  access: { roles: ['supplier'], permission: 'manage tasks' },
  summary: 'Creates a task on the order (also needs `order view {status}` for its status); it shows on the dashboard and tasks screens.',
  params: orderTaskParams,
  body: createOrderTaskBody,
  response: dataOf(task),
});

export const tasksEndpoints = [listTasks, listCurrentTasks, listCompletedTasks, completeTask, listOrderTasks, createOrderTask] as const;
