import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Select } from '@mantine/core';
import { DataTable, listEmptyText, TABLE, type DataTableColumn, type DataTableState, type ListExport, serverListOf } from '../../../components';

/** The page and the status filter of a chart list; choosing a status goes back to the first page. */
export function useStatusPaging<S extends string>() {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [status, setStatus] = useState<S | null>(null);
  const chooseStatus = (value: S | null) => (setStatus(value), setState((s) => ({ ...s, page: 1 })));
  return { state, setState, status, chooseStatus, page: { page: state.page, rowsPerPage: state.rowsPerPage } };
}

export interface StatusListProps<T, S extends string> {
  paging: ReturnType<typeof useStatusPaging<S>>;
  statusOptions: { value: S; label: string }[];
  filterWidth: number;
  label: string;
  columns: DataTableColumn<T>[];
  list: UseQueryResult<{ data: T[]; meta: { total: number } }, unknown>;
  /** What the empty list says: with no status chosen, and when a status matches nothing. */
  empty: { none: string; noMatch: string };
  onRowClick: (row: T) => void;
  exportList: ListExport;
}

/** A chart list: the status filter over a server-side table that says what went wrong, with a retry. */
export function StatusList<T, S extends string>({ paging, statusOptions, filterWidth, label, columns, list, empty, onRowClick, exportList }: StatusListProps<T, S>) {
  return (
    <>
      <Select
        aria-label="Status"
        placeholder="Any status"
        clearable
        data={statusOptions}
        value={paging.status}
        onChange={(v) => paging.chooseStatus(v as S | null)}
        maw={filterWidth}
      />
      <DataTable
        label={label}
        columns={columns}
        {...serverListOf(list)}
        state={paging.state}
        onStateChange={paging.setState}
        emptyText={listEmptyText(list, paging.status ? empty.noMatch : empty.none)}
        onRowClick={onRowClick}
        exportList={exportList}
      />
    </>
  );
}
