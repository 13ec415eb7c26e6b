import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { text } from './company';
import { distributor, priceCents, stockSkuSummary } from './distributors';

// --- distribution orders (issue 9: stock) ------------------------------------------------------------------
// Purchases from a distributor into one warehouse: 'stock' restocks shelves under their PAR level; 'request' buys
// for one patient order, each line naming the order line it fills (its units are reserved for it on receipt).
// Flow: draft -> sent -> partially_received -> received; draft or sent -> cancelled (not once anything arrived).

export const DISTRIBUTION_ORDER_STATUSES = ['draft', 'sent', 'partially_received', 'received', 'cancelled'] as const;
export type DistributionOrderStatusKey = (typeof DISTRIBUTION_ORDER_STATUSES)[number];
export const DISTRIBUTION_ORDER_STATUS_NAMES: Readonly<Record<DistributionOrderStatusKey, string>> = {
  draft: 'Draft',
  sent: 'Sent',
  partially_received: 'Partially received',
  received: 'Received',
  cancelled: 'Cancelled',
};
export const DISTRIBUTION_ORDER_KINDS = ['stock', 'request'] as const;
export type DistributionOrderKind = (typeof DISTRIBUTION_ORDER_KINDS)[number];

const named = z.object({ id: z.number(), name: z.string() });

export const distributionOrderSummary = z.object({
  id: z.number(),
  kind: z.enum(DISTRIBUTION_ORDER_KINDS),
  status: z.enum(DISTRIBUTION_ORDER_STATUSES),
  status_name: z.string(),
  distributor: named,
  warehouse: named,
  /** The patient order a 'request' buys for; null for 'stock'. */
  order_id: z.number().nullable(),
  note: z.string(),
  lines_count: z.number(),
  /** Units ordered and received over all lines. */
  quantity_total: z.number(),
  received_total: z.number(),
  total_cents: z.number(),
  created_by: named.nullable(),
  sent_at: z.string().nullable(),
  received_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DistributionOrderSummary = z.infer<typeof distributionOrderSummary>;

export const distributionOrderLine = z.object({
  id: z.number(),
  sku: stockSkuSummary,
  /** The distributor's item number for the SKU, when it lists it. */
  item_number: z.string().nullable(),
  quantity: z.number(),
  received_quantity: z.number(),
  unit_price_cents: z.number(),
  total_cents: z.number(),
  /** 'request': the patient order's line these units are for. */
  order_item_id: z.number().nullable(),
});
export type DistributionOrderLine = z.infer<typeof distributionOrderLine>;

export const distributionOrderEvent = z.object({
  id: z.number(),
  status: z.enum(DISTRIBUTION_ORDER_STATUSES),
  status_name: z.string(),
  note: z.string(),
  user: named.nullable(),
  created_at: z.string(),
});
export type DistributionOrderEvent = z.infer<typeof distributionOrderEvent>;

export const distributionOrderDetail = distributionOrderSummary.extend({
  distributor,
  warehouse: named.extend({ full_address: z.string() }),
  lines: z.array(distributionOrderLine),
  /** History, oldest first. */
  events: z.array(distributionOrderEvent),
});
export type DistributionOrderDetail = z.infer<typeof distributionOrderDetail>;

const quantity = z
  .number()
  .int('The quantity must be a whole number.')
  .min(1, 'The quantity must be at least 1.')
  .max(100_000, 'The quantity may not be greater than 100000.');

export const distributionOrderLineInput = z.object({
  /** On update: a line of this order to keep (changed); absent: a new line. */
  id: idParam.optional(),
  sku_id: idParam,
  quantity,
  /** Absent: the distributor's price for the SKU, else the SKU's unit cost. */
  unit_price_cents: priceCents.optional(),
  /** 'request' only: a line of the order being bought for. */
  order_item_id: idParam.nullable().optional(),
});
export type DistributionOrderLineInput = z.infer<typeof distributionOrderLineInput>;

const lines = z.array(distributionOrderLineInput).max(200, 'At most 200 lines.');
const note = text(2000);

export const createDistributionOrderBody = z.object({
  kind: z.enum(DISTRIBUTION_ORDER_KINDS, { error: 'The kind must be stock or request.' }),
  distributor_id: idParam,
  warehouse_id: idParam,
  /** Required for 'request' (one of the company's patient orders); not taken for 'stock'. */
  order_id: idParam.nullable().optional(),
  note: note.optional(),
  /** May be empty: lines can be added while the order is a draft; sending needs at least one. */
  lines: lines.default([]),
});
export type CreateDistributionOrderBody = z.infer<typeof createDistributionOrderBody>;

export const distributionOrderActionBody = z.object({ note: note.optional() });
export type DistributionOrderActionBody = z.infer<typeof distributionOrderActionBody>;

/**
 * Draft fields (distributor, warehouse, note, the whole list of lines) change only while the order is a draft;
 * `status` then moves it on as the send and cancel calls do.
 */
export const updateDistributionOrderBody = z.object({
  distributor_id: idParam.optional(),
  warehouse_id: idParam.optional(),
  note: note.optional(),
  /** The full list: lines with an `id` are kept and changed, new ones added, missing ones removed. */
  lines: lines.optional(),
  status: z.enum(['sent', 'cancelled'], { error: 'The status must be sent or cancelled.' }).optional(),
});
export type UpdateDistributionOrderBody = z.infer<typeof updateDistributionOrderBody>;

export const receiveDistributionOrderBody = z.object({
  lines: z
    .array(
      z.object({
        line_id: idParam,
        quantity,
        /** A serialised SKU: one serial number per unit received. */
        serials: z.array(text(100)).max(100_000).optional(),
      }),
    )
    .min(1, 'Name at least one line received.')
    .max(200, 'At most 200 lines.'),
  note: note.optional(),
});
export type ReceiveDistributionOrderBody = z.infer<typeof receiveDistributionOrderBody>;

export const distributionOrdersQuery = listQuery.extend({
  sortBy: z.enum(['created_at', 'sent_at', 'received_at', 'status']).optional(),
  status: z.enum(DISTRIBUTION_ORDER_STATUSES).optional(),
  kind: z.enum(DISTRIBUTION_ORDER_KINDS).optional(),
  distributor_id: idParam.optional(),
  warehouse_id: idParam.optional(),
});
export type DistributionOrdersQuery = z.infer<typeof distributionOrdersQuery>;

export const distributionProposalQuery = z.object({ warehouse_id: idParam, distributor_id: idParam.optional() });
export type DistributionProposalQuery = z.infer<typeof distributionProposalQuery>;

/**
 * One under-PAR shelf. Its position is the free quantity (quantity - reserved) plus what is on order (sent or
 * partially received 'stock' orders into the warehouse, not yet arrived). Below the PAR level the proposal is the
 * reorder quantity when one is set, else what brings the position back up to the PAR level.
 */
export const distributionProposalLine = z.object({
  storage_id: z.number(),
  sku: stockSkuSummary,
  quantity: z.number(),
  reserved: z.number(),
  available: z.number(),
  on_order: z.number(),
  par_level: z.number(),
  reorder_quantity: z.number(),
  proposed_quantity: z.number(),
  /** The distributor's listing of the SKU, when a distributor was named and lists it. */
  item_number: z.string().nullable(),
  price_cents: z.number().nullable(),
  /** What the line would cost each: the distributor's price, else the SKU's unit cost. */
  unit_price_cents: z.number(),
});
export type DistributionProposalLine = z.infer<typeof distributionProposalLine>;

const stock = { roles: ['supplier'], permission: 'stock' } as const;
const orderParams = z.object({ orderId: idParam });
const BASE = '/api/vendor/distribution-orders';

export const listDistributionOrders = endpoint({
  method: 'GET',
  path: BASE,
  access: stock,
  summary:
    "The company's distribution orders, newest first; filters status, kind, distributor and warehouse; search matches the order number (or its patient order's), the note and the distributor's name.",
  query: distributionOrdersQuery,
  response: pageOf(distributionOrderSummary),
});

export const getDistributionOrder = endpoint({
  method: 'GET',
  path: `${BASE}/{orderId}`,
  access: stock,
  summary: 'One distribution order with its lines (SKU, ordered and received quantities), distributor, warehouse and history.',
  params: orderParams,
  response: dataOf(distributionOrderDetail),
});

export const createDistributionOrder = endpoint({
  method: 'POST',
  path: BASE,
  access: stock,
  summary: "Creates a draft distribution order: 'stock' (restock) or 'request' (for one patient order, whose lines it fills). Answers 201.",
  body: createDistributionOrderBody,
  response: dataOf(distributionOrderDetail),
});

export const updateDistributionOrder = endpoint({
  method: 'PUT',
  path: `${BASE}/{orderId}`,
  access: stock,
  summary: 'Changes a draft (distributor, warehouse, note, lines) and/or moves it on with `status` (sent, cancelled).',
  params: orderParams,
  body: updateDistributionOrderBody,
  response: dataOf(distributionOrderDetail),
});

export const deleteDistributionOrder = endpoint({
  method: 'DELETE',
  path: `${BASE}/{orderId}`,
  access: stock,
  summary: 'Removes a draft distribution order; 409 once it was sent. Answers 204.',
  params: orderParams,
});

export const sendDistributionOrder = endpoint({
  method: 'POST',
  path: `${BASE}/{orderId}/send`,
  access: stock,
  summary: 'Marks a draft as sent to the distributor (it needs at least one line and an active distributor).',
  params: orderParams,
  body: distributionOrderActionBody,
  response: dataOf(distributionOrderDetail),
});

export const cancelDistributionOrder = endpoint({
  method: 'POST',
  path: `${BASE}/{orderId}/cancel`,
  access: stock,
  summary: 'Cancels a draft or sent order; 409 once anything was received.',
  params: orderParams,
  body: distributionOrderActionBody,
  response: dataOf(distributionOrderDetail),
});

export const receiveDistributionOrder = endpoint({
  method: 'POST',
  path: `${BASE}/{orderId}/receive`,
  access: stock,
  summary:
    "Books units that arrived into the order's warehouse (serials for serialised SKUs), never more than ordered; 'request' lines are reserved for their order line.",
  params: orderParams,
  body: receiveDistributionOrderBody,
  response: dataOf(distributionOrderDetail),
});

export const distributionOrderProposal = endpoint({
  method: 'GET',
  path: `${BASE}/proposal`,
  access: stock,
  summary:
    "What a with-stock order to the warehouse would restock: its shelves under their PAR level with the quantity to order, priced from the distributor's list when one is named.",
  query: distributionProposalQuery,
  response: z.object({ data: z.array(distributionProposalLine) }),
});

export const distributionOrderPdf = endpoint({
  method: 'GET',
  path: `${BASE}/{orderId}/pdf`,
  access: stock,
  summary: 'The purchase order to print or send the distributor (application/pdf).',
  params: orderParams,
});

export const distributionOrderCsv = endpoint({
  method: 'GET',
  path: `${BASE}/{orderId}/csv`,
  access: stock,
  summary: 'The lines of the order as CSV (text/csv): item number, SKU, description, quantities and prices.',
  params: orderParams,
});

export const distributionOrdersEndpoints = [
  listDistributionOrders,
  distributionOrderProposal,
  getDistributionOrder,
  createDistributionOrder,
  updateDistributionOrder,
  deleteDistributionOrder,
  sendDistributionOrder,
  cancelDistributionOrder,
  receiveDistributionOrder,
  distributionOrderPdf,
  distributionOrderCsv,
] as const;
