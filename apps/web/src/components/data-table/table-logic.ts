import { TABLE } from '../defaults';
import type { DataTableColumn, DataTableFilters, DataTableState, SortType } from './types';

export const DEFAULT_TABLE_STATE: DataTableState = {
  page: 1,
  rowsPerPage: TABLE.rowsPerPage,
  sortBy: null,
  sortType: null,
};

/** Sort cycle (foundation §4): none -> asc -> desc -> none, or -> asc when a sort is required. */
export function nextSort(
  current: Pick<DataTableState, 'sortBy' | 'sortType'>,
  key: string,
  sortRequired = false,
): { sortBy: string | null; sortType: SortType | null } {
  if (current.sortBy !== key || current.sortType === null) return { sortBy: key, sortType: 'asc' };
  if (current.sortType === 'asc') return { sortBy: key, sortType: 'desc' };
  return sortRequired ? { sortBy: key, sortType: 'asc' } : { sortBy: null, sortType: null };
}

export function cellValue<T>(column: Pick<DataTableColumn<T>, 'key' | 'value'>, row: T): unknown {
  if (column.value) return column.value(row);
  return typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[column.key] : undefined;
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/** Ascending order of two cell values; blanks go last whatever the direction. */
export function compareValues(a: unknown, b: unknown): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

export function sortRows<T>(rows: readonly T[], columns: ReadonlyArray<DataTableColumn<T>>, state: Pick<DataTableState, 'sortBy' | 'sortType'>): T[] {
  const column = columns.find((c) => c.key === state.sortBy);
  if (!column || !state.sortType) return [...rows];
  const direction = state.sortType === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => {
    if (column.compare) return direction * column.compare(x, y);
    const a = cellValue(column, x);
    const b = cellValue(column, y);
    if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
    return direction * compareValues(a, b);
  });
}

export function filterRows<T>(rows: readonly T[], columns: ReadonlyArray<DataTableColumn<T>>, filters: DataTableFilters): T[] {
  const active = columns.filter((c) => c.filter && !isBlank(filters[c.key]));
  if (active.length === 0) return [...rows];
  return rows.filter((row) =>
    active.every((column) => {
      const wanted = filters[column.key]!;
      if (column.filter!.match) return column.filter!.match(row, wanted);
      const value = cellValue(column, row);
      const text = isBlank(value) ? '' : String(value);
      return column.filter!.type === 'select' ? text === wanted : text.toLowerCase().includes(wanted.toLowerCase());
    }),
  );
}

export function pageCount(total: number, rowsPerPage: number): number {
  return Math.max(1, Math.ceil(total / rowsPerPage));
}

/** Footer range text: '1-25 of 134' ('0-0 of 0' when empty). */
export function rangeText(page: number, rowsPerPage: number, total: number, of: string = TABLE.ofLabel, capped = false): string {
  if (total === 0) return `0-0 ${of} 0`;
  const from = (page - 1) * rowsPerPage + 1;
  const to = Math.min(page * rowsPerPage, total);
  // Thousands separated, like the capped floor: "1,001-1,025 of 84,015".
  const n = (x: number) => x.toLocaleString('en-US');
  return `${n(from)}-${n(to)} ${of} ${n(total)}${capped ? '+' : ''}`;
}

/**
 * Pages of a server-side list. A capped total is a floor (the server counted up to its cap, lib/paging.ts): on its
 * last known page the next one stays open, and the server counts past the page asked for, so paging on keeps working.
 */
export function serverPageCount(total: number, rowsPerPage: number, page: number, capped: boolean): number {
  const pages = pageCount(total, rowsPerPage);
  return capped ? Math.max(pages, page + 1) : pages;
}

export type PageSlot = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page buttons with at most `maxSlots` slots (numbers and ellipses): first and last page always, the current page
 * with its neighbours, an ellipsis for each gap. 20 pages, page 1 -> 1 2 3 4 5 … 20; page 10 -> 1 … 9 10 11 … 20.
 */
export function paginationSlots(page: number, total: number, maxSlots: number = TABLE.maxPageSlots): PageSlot[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= maxSlots) return range(1, total);
  const edge = maxSlots - 2; // numbers shown on the side the current page is close to
  const siblings = Math.floor((maxSlots - 5) / 2);
  if (page <= edge - 1) return [...range(1, edge), 'ellipsis-end', total];
  if (page >= total - edge + 2) return [1, 'ellipsis-start', ...range(total - edge + 1, total)];
  return [1, 'ellipsis-start', ...range(page - siblings, page + siblings), 'ellipsis-end', total];
}
