import { formatCents, type InventoryDefaultsResult } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';

export type DefaultsField = 'sku' | 'warehouse_id' | 'quantity' | 'par_level' | 'reorder_quantity' | 'unit_cost_cents';
export type DefaultsChange = InventoryDefaultsResult['data']['changes'][number];

export const FIELD_LABELS: Record<string, string> = {
  sku: 'SKU',
  warehouse_id: 'Warehouse',
  quantity: 'Quantity',
  par_level: 'PAR level',
  reorder_quantity: 'Reorder quantity',
  unit_cost_cents: 'Unit cost',
};

/** A value of a change as people read it: money for the unit cost. */
export const changeValue = (field: DefaultsChange['field'], value: number) =>
  field === 'unit_cost_cents' ? formatCents(value) : String(value);

/** One refused row: its index in the rows sent (0-based), the field and the message. */
export interface RowError {
  index: number;
  field: string;
  message: string;
}

// The editor's own checks start "Row 3: ..."; the table beside the row says which row already.
const withoutRowPrefix = (message: string) => {
  const text = message.replace(/^Row \d+:\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** A failed save split into the rows it names (`rows.N.field`) and one line for the rest (or the summary). */
export function rowErrorsOf(error: unknown): { rows: RowError[]; message: string } {
  const { errors } = readServerError(error);
  const rows: RowError[] = [];
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const match = /^rows\.(\d+)(?:\.(\w+))?/.exec(path);
    if (match) for (const m of messages) rows.push({ index: Number(match[1]), field: match[2] ?? '', message: withoutRowPrefix(m) });
    else rest.push(...messages);
  }
  rows.sort((a, b) => a.index - b.index);
  const refused = new Set(rows.map((r) => r.index)).size;
  // The rows speak for themselves in their table; the line above it only counts them.
  const summary = `${refused} ${refused === 1 ? 'row was' : 'rows were'} refused. Fix ${refused === 1 ? 'it' : 'them'} and try again.`;
  return { rows, message: rest.length > 0 ? rest.join(', ') : rows.length > 0 ? summary : formErrorText(error) };
}
