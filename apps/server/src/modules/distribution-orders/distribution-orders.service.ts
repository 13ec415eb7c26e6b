import type {
  CreateDistributionOrderBody,
  DistributionOrderDetail,
  DistributionOrdersQuery,
  UpdateDistributionOrderBody,
} from '@dme/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { companyOf } from '../distributors/distributors.service';
import { findOrderPage, insertOrder, softDeleteOrder, updateOrder } from './distribution-orders.queries';
import { checkLines, checkPatientOrder, orderableDistributor, orderableWarehouse } from './line-rules';
import { deleteLinesExcept, findLines, insertEvent, insertLines, updateLine } from './order-lines.queries';
import { loadDetail, presentSummary } from './present';
import { lockedOrder, transition } from './workflow.service';

export async function listDistributionOrders(db: Db, actor: Actor, query: DistributionOrdersQuery) {
  const { rows, total } = await findOrderPage(
    db,
    companyOf(actor),
    { search: query.search, status: query.status, kind: query.kind, distributorId: query.distributor_id, warehouseId: query.warehouse_id },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  return { data: rows.map(presentSummary), meta: pageMeta(total, query) };
}

export async function getDistributionOrder(db: Db, actor: Actor, id: number): Promise<DistributionOrderDetail> {
  return loadDetail(db, companyOf(actor), id);
}

const linesForAudit = (
  lines: { line: { id: number; sku_id: number; quantity: number; unit_price_cents: number; order_item_id: number | null } }[],
) =>
  lines.map(({ line: l }) => ({
    id: l.id,
    sku_id: l.sku_id,
    quantity: l.quantity,
    unit_price_cents: l.unit_price_cents,
    order_item_id: l.order_item_id,
  }));

/** A new draft: to an active distributor of the company, into an active warehouse of it; lines may follow. */
export async function createDistributionOrder(db: Db, actor: Actor, body: CreateDistributionOrderBody): Promise<DistributionOrderDetail> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    // The distributor stays locked until commit, so it cannot be deleted under the new order.
    await orderableDistributor(tx, accountId, body.distributor_id);
    await orderableWarehouse(tx, accountId, body.warehouse_id);
    const patientOrderId = await checkPatientOrder(tx, actor, body.kind, body.order_id);
    const lines = await checkLines(tx, accountId, { kind: body.kind, distributorId: body.distributor_id, patientOrderId }, body.lines);
    const id = await insertOrder(tx, {
      account_id: accountId,
      distributor_id: body.distributor_id,
      warehouse_id: body.warehouse_id,
      kind: body.kind,
      order_id: patientOrderId,
      note: body.note ?? '',
      created_by: actor.userId,
    });
    await insertLines(tx, id, lines);
    await insertEvent(tx, id, 'draft', 'Created', actor.userId);
    const created = await loadDetail(tx, accountId, id);
    await audit(tx, actor, {
      action: 'distribution_order.create',
      entity: 'distribution_order',
      entityId: id,
      after: {
        kind: body.kind,
        distributor_id: body.distributor_id,
        warehouse_id: body.warehouse_id,
        order_id: patientOrderId,
        note: created.note,
        lines: linesForAudit(await findLines(tx, id, body.distributor_id)),
      },
    });
    return created;
  });
}

/**
 * A draft's distributor, warehouse, note and lines change together; `status` then sends or cancels it, as the
 * workflow calls do. Anything but the status on an order past draft is refused (409): what was sent stays as sent.
 */
export async function editDistributionOrder(
  db: Db,
  actor: Actor,
  id: number,
  body: UpdateDistributionOrderBody,
): Promise<DistributionOrderDetail> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    let order = await lockedOrder(tx, accountId, id);
    const edits =
      body.distributor_id !== undefined || body.warehouse_id !== undefined || body.note !== undefined || body.lines !== undefined;
    if (edits) {
      if (order.status !== 'draft') throw new AppError('conflict', 'Only a draft can be changed; use the status to send or cancel it.');
      const before = await findLines(tx, id, order.distributor_id);
      const distributorId = body.distributor_id ?? order.distributor_id;
      if (body.distributor_id !== undefined && body.distributor_id !== order.distributor_id)
        await orderableDistributor(tx, accountId, body.distributor_id);
      if (body.warehouse_id !== undefined && body.warehouse_id !== order.warehouse_id)
        await orderableWarehouse(tx, accountId, body.warehouse_id);
      if (body.lines) {
        const lines = await checkLines(
          tx,
          accountId,
          { kind: order.kind, distributorId, patientOrderId: order.order_id, lineIds: new Set(before.map((l) => l.line.id)) },
          body.lines,
        );
        const kept = lines.flatMap((l) => (l.id === undefined ? [] : [l.id]));
        await deleteLinesExcept(tx, id, kept);
        for (const { id: lineId, ...values } of lines) if (lineId !== undefined) await updateLine(tx, id, lineId, values);
        await insertLines(
          tx,
          id,
          lines.filter((l) => l.id === undefined).map(({ id: _id, ...values }) => values),
        );
      }
      await updateOrder(tx, accountId, id, {
        distributor_id: distributorId,
        warehouse_id: body.warehouse_id ?? order.warehouse_id,
        note: body.note ?? order.note,
      });
      await audit(tx, actor, {
        action: 'distribution_order.update',
        entity: 'distribution_order',
        entityId: id,
        before: { distributor_id: order.distributor_id, warehouse_id: order.warehouse_id, note: order.note, lines: linesForAudit(before) },
        after: {
          distributor_id: distributorId,
          warehouse_id: body.warehouse_id ?? order.warehouse_id,
          note: body.note ?? order.note,
          lines: linesForAudit(await findLines(tx, id, distributorId)),
        },
      });
      order = await lockedOrder(tx, accountId, id);
    }
    if (body.status) await transition(tx, actor, order, body.status);
    return loadDetail(tx, accountId, id);
  });
}

/** Only a draft goes (soft delete); a sent order is cancelled instead, so the distributor's copy is accounted for. */
export async function deleteDistributionOrder(db: Db, actor: Actor, id: number): Promise<void> {
  const accountId = companyOf(actor);
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, accountId, id);
    if (order.status !== 'draft') throw new AppError('conflict', 'Only a draft can be deleted; cancel a sent order instead.');
    await softDeleteOrder(tx, accountId, id);
    await audit(tx, actor, { action: 'distribution_order.delete', entity: 'distribution_order', entityId: id, before: order });
  });
}
