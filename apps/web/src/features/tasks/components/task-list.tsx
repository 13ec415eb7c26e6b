import { can, type Task } from '@dme/contract';
import type { DataTableColumn } from '../../../components';
import { useCurrentUser } from '../../auth';
import { useChosenLocationId } from '../../location';
import type { TaskListKind } from '../api/keys';
import { CompleteTaskButton } from './complete-task-button';
import { ASSIGNEE_COLUMN, COMPLETED_COLUMN, TASK_COLUMNS } from './task-columns';
import { TasksTable } from './tasks-table';

/** The permission the server checks before completing a task. */
export const MANAGE_TASKS = 'manage tasks';

const ACTION_COLUMN: DataTableColumn<Task> = {
  key: 'actions',
  title: 'Action',
  align: 'right',
  csv: false,
  render: (task) => <CompleteTaskButton task={task} />,
};

/** True when the signed-in user may complete tasks at today's location (hidden otherwise; the server checks too). */
export function useCanManageTasks(): boolean {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  return user !== null && can(user, MANAGE_TASKS, locationId);
}

/** The current or completed tasks of the company, as the tasks screens show them. */
export function TaskList({ kind }: { kind: Exclude<TaskListKind, 'latest'> }) {
  const mayComplete = useCanManageTasks();
  const columns =
    kind === 'completed'
      ? [...TASK_COLUMNS, ASSIGNEE_COLUMN, COMPLETED_COLUMN]
      : [...TASK_COLUMNS, ASSIGNEE_COLUMN, ...(mayComplete ? [ACTION_COLUMN] : [])];
  return <TasksTable kind={kind} columns={columns} label={kind === 'completed' ? 'Completed tasks' : 'Current tasks'} />;
}
