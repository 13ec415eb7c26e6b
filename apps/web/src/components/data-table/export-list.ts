import type { z } from 'zod';
import type { CsvExportColumn, EndpointDeclaration } from '@dme/contract';
import { saveBlob } from '../../lib/blob-file';
import { callDeclared } from '../../lib/http';
import type { DataTableColumn } from './types';

/** A list endpoint that answers CSV (its query is built on the contract's `listQuery`). */
export type CsvListEndpoint = EndpointDeclaration & { query: z.ZodType<{ format?: 'csv' | undefined }> };

type ExportColumn = Pick<DataTableColumn<never>, 'key' | 'title' | 'csv' | 'exportAs'>;

/**
 * A table's export through its list endpoint: one call, which the server answers by streaming every row of the same
 * filters and sort as CSV (server http/csv-export.ts) and records on the activity log.
 */
export interface ListExport {
  endpoint: CsvListEndpoint;
  params?: Record<string, string | number>;
  /** The filters, search and sort as on screen (paging is the server's). */
  query: object;
  fileName: string;
  /** The columns of the file, when they are not the table's visible ones. */
  columns?: readonly ExportColumn[];
}

/** The columns as the server reads them: the row's `key` field unless `exportAs` says otherwise; the title as header. */
export const exportColumnsOf = (columns: readonly ExportColumn[]): CsvExportColumn[] =>
  columns.filter((c) => c.csv !== false).map((c) => ({ path: c.key, ...c.exportAs, label: c.title }));

/** Downloads the list as CSV; rejects with the server's error (a refused filter, a lost connection). */
export async function downloadListCsv(source: ListExport, tableColumns: readonly ExportColumn[], title: string): Promise<void> {
  const { page: _page, rowsPerPage: _rowsPerPage, ...query } = source.query as Record<string, unknown>;
  const blob = await callDeclared<Blob>(source.endpoint, {
    params: source.params,
    query: {
      ...query,
      format: 'csv',
      columns: JSON.stringify(exportColumnsOf(source.columns ?? tableColumns)),
      export_title: title,
      export_time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    responseType: 'blob',
    // The bytes flow for as long as the list is long: no timeout while they do.
    timeout: 0,
    skipErrorAlert: true,
  });
  saveBlob(blob, source.fileName);
}

/** `exportAs.labels` from a catalogue keyed by code (e.g. statuses with their badge's label). */
export const labelsOf = <K extends string, V>(catalogue: Readonly<Record<K, V>>, text: (value: V) => string): Record<string, string> =>
  Object.fromEntries(Object.entries<V>(catalogue).map(([code, value]) => [code, text(value)]));

/** `exportAs.labels` of a yes/no column. */
export const YES_NO_LABELS: Record<string, string> = { true: 'Yes', false: 'No' };

/** `exportAs.labels` from a select's options. */
export const optionLabels = (options: ReadonlyArray<{ value: string; label: string }>): Record<string, string> =>
  Object.fromEntries(options.map((o) => [o.value, o.label]));
