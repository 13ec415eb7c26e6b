import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
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
    visibleFrom: 'sm',
    render: (task) => (
      <Text size="sm" fw={500}>
        {task.object}
      </Text>
    ),
  },
  { key: 'status', title: 'Status', width: 120, visibleFrom: 'sm', render: (task) => <TaskStatusBadge status={task.status} /> },
  {
    key: 'message',
    title: 'Task',
    // On a phone the task keeps the room: its status, object and deadline are written under it instead of in columns.
    render: (task) => (
      <>
        <Text size="sm" miw={150}>
          {task.message}
        </Text>
        <Group gap={6} mt={2} hiddenFrom="sm">
          <TaskStatusBadge status={task.status} size="xs" />
          <Text size="xs" c={task.status === 'overdue' ? 'red' : 'dimmed'}>
            {[task.object, task.due_date && `due ${formatDate(task.due_date)}`].filter(Boolean).join(' · ')}
          </Text>
        </Group>
      </>
    ),
  },
  { key: 'author', title: 'Author', visibleFrom: 'sm', render: (task) => <Nowrap>{task.author}</Nowrap> },
  {
    key: 'due_date',
    title: 'Deadline',
    sortable: true,
    visibleFrom: 'sm',
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
  visibleFrom: 'sm',
  value: (task) => task.assignee ?? '',
  render: (task) => <Nowrap>{task.assignee ?? ''}</Nowrap>,
};
export const COMPLETED_COLUMN: DataTableColumn<Task> = {
  key: 'completed_at',
  title: 'Completed',
  visibleFrom: 'md',
  render: (task) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(task.completed_at)}
    </Text>
  ),
  csv: (task) => formatDateTime(task.completed_at),
};
