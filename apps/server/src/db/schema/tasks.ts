import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

/** Supplier to-dos (foundation §3 Task), shown on the dashboard's latest-tasks table and the tasks pages. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    /** The supplier account; every query is scoped by it. */
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Label of what the task is about, e.g. "Order #12" or "General". */
    object: text('object').notNull(),
    object_id: integer('object_id'),
    object_type: text('object_type').notNull().default('general'),
    message: text('message').notNull(),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.id),
    assignee_id: integer('assignee_id').references(() => users.id),
    due_date: date('due_date'),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    completed_by: integer('completed_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_account_created_idx').on(t.account_id, t.created_at),
    // The current view reads open tasks by deadline (nulls last, as the index keeps them) and the completed view by
    // completion, each a page off its own index instead of a sort of every task of the company.
    index('tasks_account_open_due_idx')
      .on(t.account_id, t.due_date, t.id)
      .where(sql`${t.completed_at} is null`),
    index('tasks_account_completed_idx')
      .on(t.account_id, t.completed_at, t.id)
      .where(sql`${t.completed_at} is not null`),
    index('tasks_object_idx').on(t.object_type, t.object_id),
  ],
);
