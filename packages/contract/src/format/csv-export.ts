/**
 * The lines of a list's CSV export from its rows and the columns the client asked for (`csvExportColumn` in
 * api/common.ts): what the server streams (apps/server/src/http/csv-export.ts), kept here so the web's tests can
 * answer an export exactly as the server would.
 */
import type { CsvExportColumn } from '../api/common';
import { csvCents, CsvDecimal, csvLine, type CsvValue } from './csv';
import { formatDate, formatDateTime } from './date';
import { formatPhone } from './phone';

/** A value at a dotted path; through lists, every element's value. Own properties only (no `__proto__` tricks). */
function valueAt(value: unknown, keys: readonly string[]): unknown {
  if (keys.length === 0) return value;
  if (Array.isArray(value)) return value.flatMap((item) => valueAt(item, keys) ?? []);
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, keys[0]!)) return undefined;
  return valueAt((value as Record<string, unknown>)[keys[0]!], keys.slice(1));
}

function cellOf(value: unknown, column: CsvExportColumn, timeZone: string | undefined): CsvValue {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => textOf(cellOf(v, column, timeZone))).join('; ');
  if (column.labels && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) {
    const label = column.labels[String(value)];
    if (label !== undefined) return label;
  }
  const { format } = column;
  if (format === 'cents' && Number.isSafeInteger(value)) return csvCents(value as number);
  // A value that is not a date (the signer's name beside the signing time) stays as it is.
  if (format === 'date' && typeof value === 'string') return formatDate(value, { timeZone }) || value;
  if (format === 'datetime' && typeof value === 'string') return formatDateTime(value, { timeZone }) || value;
  if (format === 'phone' && typeof value === 'string') return formatPhone(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  // An object is not a cell: the client names the field it wants (`patient.full_name`), never gets JSON.
  return '';
}

const textOf = (value: CsvValue): string => (value instanceof CsvDecimal ? value.decimal : value == null ? '' : String(value));

/** Writes rows of a list as CSV lines (no line ending) for the given columns. */
export function csvExportWriter(columns: readonly CsvExportColumn[], timeZone?: string) {
  const paths = columns.map((c) => (typeof c.path === 'string' ? [c.path] : c.path).map((p) => p.split('.')));
  /** A column's cell: the value at its path, or its paths' values joined (empty ones left out). */
  const cell = (row: unknown, column: CsvExportColumn, keys: readonly string[][]): CsvValue => {
    if (keys.length === 1) return cellOf(valueAt(row, keys[0]!), column, timeZone);
    const parts = keys.map((k) => textOf(cellOf(valueAt(row, k), column, timeZone))).filter(Boolean);
    return parts.join(column.separator ?? ' ');
  };
  return {
    header: csvLine(columns.map((c) => c.label)),
    line: (row: unknown): string => csvLine(columns.map((c, i) => cell(row, c, paths[i]!))),
  };
}
