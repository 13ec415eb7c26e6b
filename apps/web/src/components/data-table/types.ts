import type { Key, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import type { MantineBreakpoint } from '@mantine/core';
import type { CsvExportColumn } from '@dme/contract';
import type { ListExport } from './export-list';

export type SortType = 'asc' | 'desc';

/** Paging and sorting; in server-side mode this is what the list call takes (ARCHITECTURE rule 4). */
export interface DataTableState {
  page: number;
  rowsPerPage: number;
  sortBy: string | null;
  sortType: SortType | null;
}

/** Column key -> filter value; empty values are dropped. */
export type DataTableFilters = Record<string, string>;

export interface DataTableColumnFilter<T> {
  type: 'text' | 'select';
  /** Field label in the filter panel; the column title by default. */
  label?: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Client-side match; by default text filters match a case-insensitive substring, selects an equal value. */
  match?: (row: T, value: string) => boolean;
}

export interface DataTableColumn<T> {
  /** Unique; the row field read when no `value` is given; the `sortBy` sent in server-side mode. */
  key: string;
  title: string;
  /** The cell's raw value, for sorting, filtering and CSV. */
  value?: (row: T) => unknown;
  render?: (row: T, index: number) => ReactNode;
  sortable?: boolean;
  /** Client-side comparator (ascending); by default values compare as numbers, dates or text. */
  compare?: (a: T, b: T) => number;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Hidden until the user shows it in the settings panel. */
  hidden?: boolean;
  /**
   * Shown from this screen width up: a column a phone can do without (a colour's code beside its badge), so the row's
   * actions fit without scrolling sideways. Still in the CSV and the settings panel.
   */
  visibleFrom?: MantineBreakpoint;
  filter?: DataTableColumnFilter<T>;
  /** CSV cell text, or false to leave the column out of the export. */
  csv?: false | ((row: T) => unknown);
  /**
   * What a server-side export (`exportList`) writes for this column, when not the row's `key` field as it is: another
   * path (`patient.full_name`, or a few joined), a date or money format, the text of coded values. `csv` and `value`
   * run only in the browser, so the server cannot use them.
   */
  exportAs?: Partial<Omit<CsvExportColumn, 'label'>>;
}

export type RowMouseHandler<T> = (row: T, event: MouseEvent<HTMLTableRowElement>) => void;
/** A row click: a mouse click, or Enter on the focused row. */
export type RowHandler<T> = (row: T, event: SyntheticEvent<HTMLTableRowElement>) => void;

export interface DataTableProps<T> {
  columns: ReadonlyArray<DataTableColumn<T>>;
  /** All rows (client-side) or the current page (server-side). */
  rows: readonly T[];
  /** Row identity for selection and expansion; `row.id` by default, else the position. */
  rowKey?: (row: T, index: number) => Key;
  /** Accessible name of the table. */
  label?: string;

  serverSide?: boolean;
  /** Server-side total row count. */
  total?: number;
  /** The server counted up to a cap (`meta.total_capped`): the total is a floor. `serverListOf` gives both. */
  totalCapped?: boolean;
  /** Controlled paging and sorting (required for server-side use). */
  state?: DataTableState;
  defaultState?: Partial<DataTableState>;
  onStateChange?: (state: DataTableState) => void;
  /** Sorting never returns to "none": desc goes back to asc. */
  sortRequired?: boolean;
  rowsPerPageOptions?: readonly number[];
  /** False shows every row on one page (virtualised from 200 rows). */
  paginate?: boolean;

  filters?: DataTableFilters;
  defaultFilters?: DataTableFilters;
  onFiltersChange?: (filters: DataTableFilters) => void;

  /** Index column '#'. */
  withIndex?: boolean;
  selectable?: boolean;
  selected?: readonly Key[];
  onSelectedChange?: (keys: Key[], rows: T[]) => void;
  /** Turns on the expand column; the content shown under an expanded row. */
  renderExpanded?: (row: T) => ReactNode;

  onRowClick?: RowHandler<T>;
  onRowDoubleClick?: RowMouseHandler<T>;
  /** Right click (the browser menu is suppressed when this is set). */
  onRowContextMenu?: RowMouseHandler<T>;

  emptyText?: ReactNode;
  loading?: boolean;
  /** Column visibility panel; on by default. */
  withSettings?: boolean;
  /** Shows the export button; the downloaded file's name. */
  csvFileName?: string;
  /** Receives the CSV instead of downloading it (also shows the export button). */
  onExport?: (csv: string) => void;
  /**
   * Exports through the list's own endpoint instead of the rows at hand: one call, streamed by the server with the
   * same filters and sort, every page of them (also shows the export button). For server-side lists.
   */
  exportList?: ListExport;
  /** Left side of the toolbar (search box, buttons). */
  toolbar?: ReactNode;
  minHeight?: number;
}
