import { csvCell, CsvDecimal, type CsvValue } from '@dme/contract';
import { cellValue } from './table-logic';
import type { DataTableColumn } from './types';

type CsvColumn<T> = Pick<DataTableColumn<T>, 'key' | 'title' | 'value' | 'csv'>;

/**
 * The value as a CSV cell: numbers (and `csvCents`/`csvDecimal` values) stay numbers, and every string is text,
 * neutralised against spreadsheet formulas. A column that exports money as a string (`toFixed(2)`) is text to this
 * writer, so a negative amount gets the apostrophe too: such columns should return a number or `csvCents(cents)`.
 */
function csvValue(value: unknown): CsvValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (value instanceof CsvDecimal) return value;
  return String(value);
}

/** RFC 4180 field (quoted when it holds a quote, comma, CR or LF), formula-leading text neutralised. */
export function csvField(value: unknown): string {
  return csvCell(csvValue(value));
}

/** CSV of the given rows: a header of column titles, then one line per row, CRLF between lines (RFC 4180). */
export function toCsv<T>(columns: ReadonlyArray<CsvColumn<T>>, rows: readonly T[]): string {
  const exported = columns.filter((c) => c.csv !== false);
  const header = exported.map((c) => csvField(c.title)).join(',');
  const lines = rows.map((row) =>
    exported.map((c) => csvField(typeof c.csv === 'function' ? c.csv(row) : cellValue(c, row))).join(','),
  );
  return [header, ...lines].join('\r\n');
}

/** Saves CSV text as a file (with a byte-order mark so spreadsheet apps read it as UTF-8). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
