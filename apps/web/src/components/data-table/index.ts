export { DataTable } from './data-table';
export { onTableExport, type TableExport } from './export-listener';
export { toCsv, csvField, downloadCsv } from './csv';
export { nextSort, paginationSlots, rangeText, sortRows, filterRows, DEFAULT_TABLE_STATE, type PageSlot } from './table-logic';
export { TablePagination } from './table-footer';
export type * from './types';
