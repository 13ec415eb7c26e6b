export { DataTable } from './data-table';
export { onTableExport, type TableExport } from './export-listener';
export { toCsv, csvField, downloadCsv } from './csv';
export { exportColumnsOf, labelsOf, optionLabels, YES_NO_LABELS, type ListExport, type CsvListEndpoint } from './export-list';
export { nextSort, paginationSlots, rangeText, sortRows, filterRows, DEFAULT_TABLE_STATE, type PageSlot } from './table-logic';
export { TablePagination } from './table-footer';
export type * from './types';
export { listEmptyText } from './list-empty';
export { ListToolbar, useSearchableList, type ListToolbarProps, type SearchableList } from './searchable-list';
