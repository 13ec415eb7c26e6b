// Public surface of the tasks feature: the company's task lists, completing a task, the latest-tasks modal.
export { tasksKeys, type TaskListKind } from './api/keys';
export { tasksListQueryOptions, type TasksListQuery } from './api/list-tasks';
export { useCompleteTask } from './api/complete-task';
export { TASK_COLUMNS, ASSIGNEE_COLUMN, COMPLETED_COLUMN } from './components/task-columns';
export { TaskStatusBadge } from './components/task-status-badge';
export { TasksTable, type TasksTableProps } from './components/tasks-table';
export { TaskList, MANAGE_TASKS, useCanManageTasks } from './components/task-list';
export { CompleteTaskButton } from './components/complete-task-button';
export { LatestTasksModal, type LatestTasksModalProps } from './components/latest-tasks-modal';
export { OrderTasksPanel } from './components/order-tasks-panel';
export { orderTasksQueryOptions, useCreateOrderTask } from './api/order-tasks';
