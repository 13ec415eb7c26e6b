import type { ReactNode } from 'react';
import {
  distributionOrderLineInput,
  type DistributionOrderDetail,
  type DistributionOrderLine,
  type DistributionOrderLineInput,
  type StockSkuSummary,
  centsToDollars,
} from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { dollarsToCents } from './money';

/** A line being edited: a kept line of the order (`id`) or a new one; quantity and price (dollars) as typed. */
export interface DraftLine {
  key: string;
  id?: number;
  sku: StockSkuSummary;
  quantity: number | string;
  /** Dollars; '' sends no price (the distributor's, else the SKU's unit cost). */
  price: number | string;
  order_item_id: number | null;
  item_number?: string | null;
  /** Context shown under the SKU (a proposal's shelf, a patient order's line). */
  note?: ReactNode;
}

export type LineErrors = Partial<Record<'sku_id' | 'quantity' | 'unit_price_cents' | 'order_item_id' | 'id', string>>;

/** The order's lines as editable rows. */
const draftLineOf = (l: DistributionOrderLine): DraftLine => ({
  key: `line-${l.id}`,
  id: l.id,
  sku: l.sku,
  quantity: l.quantity,
  price: centsToDollars(l.unit_price_cents),
  order_item_id: l.order_item_id,
  item_number: l.item_number,
});
export const draftLinesOf = (order: Pick<DistributionOrderDetail, 'lines'>): DraftLine[] => order.lines.map(draftLineOf);

/** The request's lines: kept ones by id, new ones without; an empty price is left for the server to fill. */
export function lineInputs(lines: readonly DraftLine[]): DistributionOrderLineInput[] {
  return lines.map((l) => {
    const cents = dollarsToCents(l.price);
    return {
      ...(l.id !== undefined ? { id: l.id } : {}),
      sku_id: l.sku.id,
      quantity: l.quantity === '' ? 0 : Number(l.quantity),
      ...(cents !== null ? { unit_price_cents: cents } : {}),
      ...(l.order_item_id !== null ? { order_item_id: l.order_item_id } : {}),
    };
  });
}

/** The contract's rules for each line, in the server's words, by line position; empty when all are valid. */
export function validateLines(inputs: readonly DistributionOrderLineInput[]): Record<number, LineErrors> {
  const out: Record<number, LineErrors> = {};
  inputs.forEach((input, index) => {
    const parsed = distributionOrderLineInput.safeParse(input);
    if (parsed.success) return;
    const errors: LineErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0]) as keyof LineErrors] ??= issue.message;
    out[index] = errors;
  });
  return out;
}

/**
 * A refused save split into the lines' errors (`lines.2.quantity` -> line 2), the errors of the `known` fields the
 * screen shows under them (`distributor_id`) and one line for the rest (a 409 as the server words it).
 */
export function splitOrderErrors(
  error: unknown,
  known: readonly string[] = [],
): { lines: Record<number, LineErrors>; fields: Record<string, string>; form: string | null } {
  const { errors } = readServerError(error);
  const lines: Record<number, LineErrors> = {};
  const fields: Record<string, string> = {};
  if (!errors) return { lines, fields, form: formErrorText(error) };
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^lines\.(\d+)\.(\w+)/.exec(path);
    if (match) {
      const index = Number(match[1]);
      lines[index] = { ...lines[index], [match[2] as keyof LineErrors]: messages.join(', ') };
    } else if (known.includes(path)) fields[path] = messages.join(', ');
    else rest.push(...messages);
  }
  return { lines, fields, form: rest.length > 0 ? rest.join(', ') : null };
}

export const hasLineErrors = (errors: Record<number, LineErrors>) => Object.keys(errors).length > 0;

/** A SKU to add to a draft: its quantity, and a price unless the server is to take the distributor's. */
export interface Addition {
  sku: StockSkuSummary;
  quantity: number;
  unit_price_cents?: number;
}

/**
 * The draft's lines with the additions: a SKU the order buys already (for no patient order line) gains the quantity
 * (and the new price, when one was given), as the server allows a SKU once; others become new lines.
 */
export function withAdditions(order: Pick<DistributionOrderDetail, 'lines'>, additions: readonly Addition[]): DistributionOrderLineInput[] {
  const inputs: DistributionOrderLineInput[] = order.lines.map((l) => ({
    id: l.id,
    sku_id: l.sku.id,
    quantity: l.quantity,
    unit_price_cents: l.unit_price_cents,
    ...(l.order_item_id !== null ? { order_item_id: l.order_item_id } : {}),
  }));
  for (const a of additions) {
    const same = inputs.find((i) => i.sku_id === a.sku.id && !i.order_item_id);
    if (same) {
      same.quantity += a.quantity;
      if (a.unit_price_cents !== undefined) same.unit_price_cents = a.unit_price_cents;
    } else
      inputs.push({
        sku_id: a.sku.id,
        quantity: a.quantity,
        ...(a.unit_price_cents !== undefined ? { unit_price_cents: a.unit_price_cents } : {}),
      });
  }
  return inputs;
}
