import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Task, TasksQuery } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import type { TaskListKind } from '../api/keys';
import { tasksListQueryOptions, type TasksListQuery } from '../api/list-tasks';

export interface TasksTableProps {
  kind: TaskListKind;
  columns: readonly DataTableColumn<Task>[];
  /** Accessible name of the table. */
  label: string;
  onRowClick?: (task: Task) => void;
  /** A search box in the toolbar (the server searches the task text and object). */
  withSearch?: boolean;
  /** More buttons at the left of the toolbar. */
  toolbar?: ReactNode;
}

const SEARCH_DEBOUNCE_MS = 300;

/** A server-side task list: each page, page size, sort and search is one list call. */
export function TasksTable({ kind, columns, label, onRowClick, withSearch = true, toolbar }: TasksTableProps) {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query: TasksListQuery = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...(state.sortBy && state.sortType ? { sortBy: state.sortBy as TasksQuery['sortBy'], sortType: state.sortType } : {}),
    ...(searched ? { search: searched } : {}),
  };
  const list = useQuery(tasksListQueryOptions(kind, query));

  return (
    <DataTable
      label={label}
      columns={columns}
      {...serverListOf(list)}
      state={state}
      onStateChange={setState}
      emptyText={list.isError ? formErrorText(list.error) : undefined}
      onRowClick={onRowClick ? (task) => onRowClick(task) : undefined}
      toolbar={
        (withSearch || toolbar) && (
          <>
            {toolbar}
            {withSearch && (
              <TextInput
                type="search"
                size="xs"
                placeholder="Search tasks"
                aria-label="Search tasks"
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setState((current) => ({ ...current, page: 1 }));
                }}
                w={{ base: 160, sm: 240 }}
              />
            )}
          </>
        )
      }
    />
  );
}
