import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listCompletedTasks, listCurrentTasks, listTasks, type TasksQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { tasksKeys, type TaskListKind } from './keys';

const ENDPOINTS = { latest: listTasks, current: listCurrentTasks, completed: listCompletedTasks } as const;

/** What a task list call takes (ARCHITECTURE rule 4): page, rowsPerPage, sortBy, sortType, search. */
export type TasksListQuery = Pick<Partial<TasksQuery>, 'page' | 'rowsPerPage' | 'sortBy' | 'sortType' | 'search'>;

/**
 * `GET vendor/tasks` (latest first), `vendor/tasks/current` (open, nearest deadline first) or
 * `vendor/tasks/completed`. The previous page stays on screen while the next one loads.
 */
export const tasksListQueryOptions = (kind: TaskListKind, query: TasksListQuery) =>
  queryOptions({
    queryKey: tasksKeys.list(kind, query),
    queryFn: ({ signal }) => call(ENDPOINTS[kind], { query, signal }),
    placeholderData: keepPreviousData,
  });
