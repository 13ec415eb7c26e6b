import type { TasksQuery } from '@dme/contract';

export type TaskListKind = 'latest' | 'current' | 'completed';

/** Query keys of the tasks feature; invalidate through these, never through literal arrays. */
export const tasksKeys = {
  all: ['tasks'] as const,
  lists: () => [...tasksKeys.all, 'list'] as const,
  list: (kind: TaskListKind, query: Partial<TasksQuery>) => [...tasksKeys.lists(), kind, query] as const,
};
