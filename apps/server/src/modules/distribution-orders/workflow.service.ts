import {
  DISTRIBUTION_ORDER_STATUS_NAMES,
  type DistributionOrderDetail,
  type DistributionOrderStatusKey,
  type ReceiveDistributionOrderBody,
} from '@dme/contract';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { receive, type LedgerContext } from '../stock/ledger';
import { fillRequestLine } from '../stock/order-item-stock';
import { findDistributor } from '../distributors/distributors.queries';
import { companyOf } from '../distributors/distributors.service';
import { findCompanyWarehouse, findOrder, moveStatus, updateOrder, type DistributionOrderRow } from './distribution-orders.queries';
import { addReceived, findLines, insertEvent, type LineView } from './order-lines.queries';
import { loadDetail } from './present';

const conflict = (message: string) => new AppError('conflict', message);
const nameOf = (s: DistributionOrderStatusKey) => DISTRIBUTION_ORDER_STATUS_NAMES[s].toLowerCase();

/** The order, locked until the transaction ends: status changes and receipts of one order queue behind each other. */
export async function lockedOrder(tx: Tx, accountId: number, id: number): Promise<DistributionOrderRow> {
  const order = await findOrder(tx, accountId, id, true);
  if (!order) throw notFound('Distribution order');
  return order;
}

/**
 * Sends a draft (it needs a line and an active distributor) or cancels a draft or sent order (once units arrived it
 * can only be received to the end). The history row and the audit entry go in the caller's transaction.
 */
export async function transition(tx: Tx, actor: Actor, order: DistributionOrderRow, to: 'sent' | 'cancelled', note = ''): Promise<void> {
  const accountId = companyOf(actor);
  if (to === 'sent') {
    if (order.status !== 'draft') throw conflict(`Only a draft can be sent; this order is ${nameOf(order.status)}.`);
    const lines = await findLines(tx, order.id, order.distributor_id);
    if (!lines.length) throw fieldError('lines', 'Add at least one line before sending the order.');
    const distributor = await findDistributor(tx, accountId, order.distributor_id);
    if (!distributor?.active)
      throw conflict(`${distributor?.name ?? 'The distributor'} is inactive: activate it or choose another distributor.`);
    await moveStatus(tx, accountId, order.id, ['draft'], 'sent', { sent_at: new Date() });
  } else {
    if (order.status === 'partially_received' || order.status === 'received')
      throw conflict('Units of this order were received: it can no longer be cancelled.');
    if (!(await moveStatus(tx, accountId, order.id, ['draft', 'sent'], 'cancelled')))
      throw conflict(`This order is already ${nameOf(order.status)}.`);
  }
  await insertEvent(tx, order.id, to, note, actor.userId);
  await audit(tx, actor, {
    action: to === 'sent' ? 'distribution_order.send' : 'distribution_order.cancel',
    entity: 'distribution_order',
    entityId: order.id,
    before: { status: order.status },
    after: { status: to, note },
  });
}

export async function changeStatus(
  db: Db,
  actor: Actor,
  id: number,
  to: 'sent' | 'cancelled',
  note?: string,
): Promise<DistributionOrderDetail> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    await transition(tx, actor, await lockedOrder(tx, accountId, id), to, note ?? '');
    return loadDetail(tx, accountId, id);
  });
}

interface Arrival {
  index: number;
  view: LineView;
  quantity: number;
  serials: string[];
}

/** Which lines arrive and how many: each a line of the order, once, and never more than is still to come (422). */
function arrivalsOf(lines: LineView[], body: ReceiveDistributionOrderBody): Arrival[] {
  const seen = new Set<number>();
  return body.lines.map((r, index) => {
    const view = lines.find((l) => l.line.id === r.line_id);
    if (!view) throw fieldError(`lines.${index}.line_id`, 'The line is not on this order.');
    if (seen.has(r.line_id)) throw fieldError(`lines.${index}.line_id`, 'The line is listed twice.');
    seen.add(r.line_id);
    const { line, sku } = view;
    const open = line.quantity - line.received_quantity;
    if (r.quantity > open) {
      throw fieldError(
        `lines.${index}.quantity`,
        `Line ${lines.indexOf(view) + 1} (${sku.sku}): ${open === 0 ? 'nothing more' : `only ${open} more`} can be received (${line.quantity} ordered, ${line.received_quantity} received).`,
      );
    }
    return { index, view, quantity: r.quantity, serials: r.serials ?? [] };
  });
}

/** The ledger names its own fields (`serials`, `quantity`); the caller sees them on the line they belong to. */
function onLine(err: unknown, a: Arrival): unknown {
  if (!(err instanceof AppError) || err.code !== 'validation' || !err.errors) return err;
  const errors = Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [`lines.${a.index}.${k}`, v]));
  return new AppError('validation', `Line ${a.index + 1}: ${err.message}`, errors);
}

const receiptNote = (arrivals: Arrival[], note: string | undefined): string => {
  const parts = arrivals.map(({ view, quantity, serials }) => {
    const units = serials.length === 0 ? '' : serials.length <= 10 ? ` (${serials.join(', ')})` : ` (${serials.length} serial numbers)`;
    return `${quantity} × ${view.sku.sku}${units}`;
  });
  return `Received ${parts.join('; ')}${note ? ` — ${note}` : ''}`;
};

/**
 * Units arrive: each line's units enter the order's warehouse through the ledger (with their serial numbers), the
 * line counts them, and a with-request line's units are reserved for the patient order's line they were bought
 * for. All of it, the new status, the history row and the audit entry commit together or not at all.
 */
export async function receiveOrder(db: Db, actor: Actor, id: number, body: ReceiveDistributionOrderBody): Promise<DistributionOrderDetail> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, accountId, id);
    if (order.status !== 'sent' && order.status !== 'partially_received')
      throw conflict(`Only a sent order can be received; this order is ${nameOf(order.status)}.`);
    const warehouse = await findCompanyWarehouse(tx, accountId, order.warehouse_id);
    if (!warehouse) throw conflict('The order’s warehouse has been removed: restore it before receiving.');
    const lines = await findLines(tx, order.id, order.distributor_id, true);
    const arrivals = arrivalsOf(lines, body);
    const ctx: LedgerContext = { accountId, userId: actor.userId };
    for (const a of arrivals) {
      const { line } = a.view;
      try {
        await receive(tx, ctx, {
          skuId: line.sku_id,
          warehouseId: warehouse.id,
          quantity: a.quantity,
          serials: a.serials,
          distributionOrderId: order.id,
          reason: `Distribution order #${order.id}`,
        });
      } catch (err) {
        throw onLine(err, a);
      }
      if (!(await addReceived(tx, order.id, line.id, a.quantity)))
        throw fieldError(`lines.${a.index}.quantity`, 'More units than were ordered.');
      if (order.kind === 'request' && line.order_item_id !== null) {
        await fillRequestLine(tx, ctx, {
          orderItemId: line.order_item_id,
          skuId: line.sku_id,
          warehouseId: warehouse.id,
          quantity: a.quantity,
          serial: a.serials[0] ?? null,
        });
      }
    }
    const after = await findLines(tx, order.id, order.distributor_id);
    const complete = after.every((l) => l.line.received_quantity === l.line.quantity);
    const status: DistributionOrderStatusKey = complete ? 'received' : 'partially_received';
    await updateOrder(tx, accountId, order.id, { status, ...(complete ? { received_at: new Date() } : {}) });
    await insertEvent(tx, order.id, status, receiptNote(arrivals, body.note), actor.userId);
    await audit(tx, actor, {
      action: 'distribution_order.receive',
      entity: 'distribution_order',
      entityId: order.id,
      before: { status: order.status, lines: lines.map((l) => ({ id: l.line.id, received_quantity: l.line.received_quantity })) },
      after: {
        status,
        received: arrivals.map((a) => ({ line_id: a.view.line.id, sku_id: a.view.line.sku_id, quantity: a.quantity, serials: a.serials })),
        lines: after.map((l) => ({ id: l.line.id, received_quantity: l.line.received_quantity })),
      },
    });
    return loadDetail(tx, accountId, id);
  });
}
