import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { formatDate, formatDateTime, type Task } from '@dme/contract';
import type { DataTableColumn } from '../../../components';
import { TaskStatusBadge } from './task-status-badge';

/** Names and dates stay on one line; the task text is what wraps. */
function Nowrap({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

/**
 * The latest-tasks columns of foundation §2, exactly: Object, Status, Task, Author, Deadline. Keys are the
 * server's fields, so a sortable column's key is the `sortBy` the list call takes.
 */
export const TASK_COLUMNS: readonly DataTableColumn<Task>[] = [
  {
    key: 'object',
    title: 'Object',
    sortable: true,
    render: (task) => (
      <Text size="sm" fw={500}>
        {task.object}
      </Text>
    ),
  },
  { key: 'status', title: 'Status', width: 120, render: (task) => <TaskStatusBadge status={task.status} /> },
  {
    key: 'message',
    title: 'Task',
    // On a phone the table scrolls sideways rather than squeezing the task text to a word per line.
    render: (task) => (
      <Text size="sm" miw={200}>
        {task.message}
      </Text>
    ),
  },
  { key: 'author', title: 'Author', render: (task) => <Nowrap>{task.author}</Nowrap> },
  {
    key: 'due_date',
    title: 'Deadline',
    sortable: true,
    value: (task) => task.due_date ?? '',
    render: (task) => (
      <Text size="sm" c={task.status === 'overdue' ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(task.due_date)}
      </Text>
    ),
    csv: (task) => formatDate(task.due_date),
  },
];

/** More of a task on the tasks screens: who it is assigned to and when it was completed. */
export const ASSIGNEE_COLUMN: DataTableColumn<Task> = {
  key: 'assignee',
  title: 'Assignee',
  value: (task) => task.assignee ?? '',
  render: (task) => <Nowrap>{task.assignee ?? ''}</Nowrap>,
};
export const COMPLETED_COLUMN: DataTableColumn<Task> = {
  key: 'completed_at',
  title: 'Completed',
  render: (task) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(task.completed_at)}
    </Text>
  ),
  csv: (task) => formatDateTime(task.completed_at),
};
