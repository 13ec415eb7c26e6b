import {
  DISTRIBUTION_ORDER_STATUS_NAMES,
  type DistributionOrderDetail,
  type DistributionOrderLine,
  type DistributionOrderSummary,
} from '@dme/contract';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { fullAddress } from '../doctor-profile/locations.service';
import { findDistributorEver } from '../distributors/distributors.queries';
import { presentDistributor } from '../distributors/distributors.service';
import { presentSku } from '../distributors/sku-summary';
import { findOrderSummaries, findWarehouseEver, type OrderSummaryRow } from './distribution-orders.queries';
import { findEvents, findLines, type EventView, type LineView } from './order-lines.queries';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function presentSummary({ order: o, distributor, warehouse, creator, totals }: OrderSummaryRow): DistributionOrderSummary {
  return {
    id: o.id,
    kind: o.kind,
    status: o.status,
    status_name: DISTRIBUTION_ORDER_STATUS_NAMES[o.status],
    distributor,
    warehouse,
    order_id: o.order_id,
    note: o.note,
    ...totals,
    created_by: creator?.id ? creator : null,
    sent_at: iso(o.sent_at),
    received_at: iso(o.received_at),
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
  };
}

export const presentLine = ({ line: l, sku, item_number }: LineView): DistributionOrderLine => ({
  id: l.id,
  sku: presentSku(sku),
  item_number,
  quantity: l.quantity,
  received_quantity: l.received_quantity,
  unit_price_cents: l.unit_price_cents,
  total_cents: l.quantity * l.unit_price_cents,
  order_item_id: l.order_item_id,
});

const presentEvent = ({ event: e, user }: EventView) => ({
  id: e.id,
  status: e.status,
  status_name: DISTRIBUTION_ORDER_STATUS_NAMES[e.status],
  note: e.note,
  user: user?.id ? user : null,
  created_at: e.created_at.toISOString(),
});

/** The whole order as its screens show it; 404 for another company's order or a deleted draft. */
export async function loadDetail(db: Queryable, accountId: number, id: number): Promise<DistributionOrderDetail> {
  const [summary] = await findOrderSummaries(db, accountId, [id]);
  if (!summary) throw notFound('Distribution order');
  const { order } = summary;
  const [distributor, warehouse, lines, events] = await Promise.all([
    findDistributorEver(db, accountId, order.distributor_id),
    findWarehouseEver(db, accountId, order.warehouse_id),
    findLines(db, order.id, order.distributor_id),
    findEvents(db, order.id),
  ]);
  return {
    ...presentSummary(summary),
    distributor: presentDistributor(distributor!),
    warehouse: { id: warehouse!.id, name: warehouse!.name, full_address: fullAddress(warehouse!) },
    lines: lines.map(presentLine),
    events: events.map(presentEvent),
  };
}
