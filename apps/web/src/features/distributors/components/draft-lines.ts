import {
  type DistributionOrderDetail,
  type DistributionOrderLine,
  type DistributionOrderLineInput,
  type StockSkuSummary,
  centsToDollars,
} from '@dme/contract';
import { dollarsToCents } from './money';
import { requestLineOf } from './request-paths';

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
  /** Context shown under the SKU (a proposal's shelf): text, as form values hold data only. */
  note?: string;
}

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

/** The form's names of a line's fields where the request's differ (the SKU chosen, the price in dollars). */
const LINE_FIELDS: Readonly<Record<string, string>> = { sku_id: 'sku', unit_price_cents: 'price' };
export const lineFieldOf = (requestField: string) => LINE_FIELDS[requestField] ?? requestField;

/**
 * A request path on a form of `DraftLine`s, which are sent one for one (`lines.2.unit_price_cents` -> `lines.2.price`);
 * other paths (`distributor_id`) are the form's own.
 */
export function draftLinePath(path: string): string {
  const line = requestLineOf(path);
  return line ? `lines.${line.index}.${lineFieldOf(line.field)}` : path;
}

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
