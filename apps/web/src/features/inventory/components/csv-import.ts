import Papa from 'papaparse';
import { dollarsToCents } from './form-values';
import type { SaveDefaultsBody } from '../api/inventory-defaults';
import type { RowError } from './row-errors';

export type ImportRow = SaveDefaultsBody['rows'][number];

export interface ParsedImport {
  rows: ImportRow[];
  /** What the file says of each row, for the preview (SKU and warehouse as written). */
  labels: { sku: string; warehouse: string }[];
  /** Rows this side refuses before asking the server (an unknown warehouse name, no SKU). */
  errors: RowError[];
  /** The file as a whole cannot be read (no header, no rows, too many rows). */
  fileError: string | null;
}

export const MAX_IMPORT_ROWS = 5000;
/** The columns the import reads; `warehouse` holds a warehouse's name or id. */
export const IMPORT_COLUMNS = ['sku', 'warehouse', 'quantity', 'par_level', 'reorder_quantity', 'unit_cost'] as const;

const header = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
// Numbers go as written unless plainly whole: the server's checks word what is wrong with "12.5" or "ten".
const count = (text: string): number | string => (/^\d+$/.test(text) ? Number(text) : text);

/**
 * Reads a stock CSV (columns sku, warehouse (name or id), quantity, par_level, reorder_quantity, unit_cost in
 * dollars; any order, other columns ignored, empty cells leave a value as it is) into the editor's rows.
 */
export function parseStockCsv(text: string, warehouses: readonly { id: number; name: string }[]): ParsedImport {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: header,
  });
  const empty: ParsedImport = { rows: [], labels: [], errors: [], fileError: null };
  const fields = parsed.meta.fields ?? [];
  const warehouseColumn = fields.includes('warehouse') ? 'warehouse' : fields.includes('warehouse_id') ? 'warehouse_id' : null;
  if (!fields.includes('sku') || !warehouseColumn)
    return {
      ...empty,
      fileError: `The file needs a header line with the columns ${IMPORT_COLUMNS.join(', ')} (sku and warehouse at least).`,
    };
  if (parsed.data.length === 0) return { ...empty, fileError: 'The file has no rows under its header.' };
  if (parsed.data.length > MAX_IMPORT_ROWS)
    return { ...empty, fileError: `The file has ${parsed.data.length.toLocaleString('en-US')} rows: at most 5,000 at once.` };

  const byName = new Map(warehouses.map((w) => [w.name.trim().toLowerCase(), w.id]));
  const result: ParsedImport = { ...empty };
  parsed.data.forEach((record, index) => {
    const cell = (name: string) => (record[name] ?? '').trim();
    const sku = cell('sku');
    const place = cell(warehouseColumn);
    const warehouseId = /^\d+$/.test(place) ? Number(place) : byName.get(place.toLowerCase());
    if (!sku) result.errors.push({ index, field: 'sku', message: 'The SKU is empty.' });
    if (!place) result.errors.push({ index, field: 'warehouse_id', message: 'The warehouse is empty.' });
    else if (warehouseId === undefined) result.errors.push({ index, field: 'warehouse_id', message: `There is no warehouse “${place}”.` });
    const row: ImportRow = { sku, warehouse_id: warehouseId ?? 0 };
    for (const field of ['quantity', 'par_level', 'reorder_quantity'] as const) if (cell(field) !== '') row[field] = count(cell(field));
    const cost = cell('unit_cost');
    if (cost !== '') {
      const cents = dollarsToCents(cost);
      row.unit_cost_cents = cents === null || Number.isNaN(cents) ? cost : cents;
    }
    result.rows.push(row);
    result.labels.push({ sku, warehouse: place });
  });
  return result;
}
