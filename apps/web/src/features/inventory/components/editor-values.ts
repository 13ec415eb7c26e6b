import type { InventoryDefaultsRow } from '@dme/contract';
import type { SaveDefaultsBody } from '../api/inventory-defaults';
import { dollarsToCents } from './form-values';

/** The grid's editable cells; the cost is typed in dollars. */
export type EditField = 'quantity' | 'par_level' | 'reorder_quantity' | 'cost';
export const EDIT_FIELDS: readonly EditField[] = ['quantity', 'par_level', 'reorder_quantity', 'cost'];

/** A shelf the user changed: the row as loaded and the cells as typed. */
export interface Edit {
  row: InventoryDefaultsRow;
  values: Partial<Record<EditField, number | string>>;
}

export type Edits = ReadonlyMap<number, Edit>;
/** Messages per shelf (storage id) and cell; `row` for the row as a whole (SKU, warehouse). */
export type CellErrors = Readonly<Record<number, Partial<Record<EditField | 'row', string>>>>;

export const originalOf = (row: InventoryDefaultsRow, field: EditField): number =>
  field === 'cost' ? row.unit_cost_cents / 100 : row[field];

/** What a cell shows: the typed value, else (the cost being the SKU's) one typed on another shelf of the SKU. */
export function shownValue(edits: Edits, row: InventoryDefaultsRow, field: EditField): number | string {
  const own = edits.get(row.storage_id)?.values[field];
  if (own !== undefined) return own;
  if (field === 'cost')
    for (const edit of edits.values()) if (edit.row.sku_id === row.sku_id && edit.values.cost !== undefined) return edit.values.cost;
  return originalOf(row, field);
}

const asRequestValue = (field: EditField, typed: number | string): number =>
  field === 'cost' ? (dollarsToCents(typed) ?? Number.NaN) : typed === '' ? Number.NaN : Number(typed);
const REQUEST_FIELD = {
  quantity: 'quantity',
  par_level: 'par_level',
  reorder_quantity: 'reorder_quantity',
  cost: 'unit_cost_cents',
} as const;
/** The grid cell that shows a request field's error. */
export const CELL_OF: Record<string, EditField | 'row'> = {
  quantity: 'quantity',
  par_level: 'par_level',
  reorder_quantity: 'reorder_quantity',
  unit_cost_cents: 'cost',
};

export interface Pending {
  rows: SaveDefaultsBody['rows'];
  /** The shelf (storage id) of each row sent, for the server's `rows.N` errors. */
  shelves: number[];
  labels: { sku: string; warehouse: string }[];
  /** Cells that are not a number: nothing is sent while there are any. */
  invalid: CellErrors;
}

/** The changed cells as the save's rows: only shelves with a real change, only the fields that changed. */
export function pendingRows(edits: Edits): Pending {
  const pending: Pending = { rows: [], shelves: [], labels: [], invalid: {} };
  const invalid: Record<number, Partial<Record<EditField, string>>> = {};
  for (const { row, values } of edits.values()) {
    const changes: Partial<Record<(typeof REQUEST_FIELD)[EditField], number>> = {};
    for (const field of EDIT_FIELDS) {
      const typed = values[field];
      if (typed === undefined || (field === 'quantity' && row.serialized)) continue;
      const value = asRequestValue(field, typed);
      const original = field === 'cost' ? row.unit_cost_cents : row[field];
      if (Number.isNaN(value))
        (invalid[row.storage_id] ??= {})[field] = field === 'cost' ? 'Enter an amount in dollars.' : 'Enter a whole number.';
      else if (value !== original) changes[REQUEST_FIELD[field]] = value;
    }
    if (Object.keys(changes).length === 0) continue;
    pending.rows.push({ sku: row.sku, warehouse_id: row.warehouse.id, ...changes });
    pending.shelves.push(row.storage_id);
    pending.labels.push({ sku: row.sku, warehouse: row.warehouse.name });
  }
  return { ...pending, invalid };
}
