import type { DoctorEquipmentSearchQuery, EquipmentSearchHit } from '@dme/contract';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { pageMeta, windowOf, type Page } from '../../lib/paging';
import { reachableOrder, requireOrderPermission } from '../orders/order-access';
import { orderScope } from '../orders/order-scope';
import { findManufacturers, findSearchPage } from './equipment-search.queries';

/**
 * `GET /api/doctor/equipment`: the items' add screens. Inside an order (`order_id`, one the caller reaches) the
 * prices and makers are the order's supplier's; outside one, only the catalogue itself is searched.
 */
export async function searchEquipment(db: Queryable, actor: Actor, query: DoctorEquipmentSearchQuery): Promise<Page<EquipmentSearchHit>> {
  let vendorId: number | null = null;
  if (query.order_id !== undefined) {
    const order = await reachableOrder(db, orderScope(actor), query.order_id);
    requireOrderPermission(actor, 'view', order.status);
    vendorId = order.vendor_id;
  }
  const { rows, total } = await findSearchPage(db, query.search, vendorId, query, windowOf(query));
  const makers = vendorId === null ? new Map<number, string[]>() : await findManufacturers(db, vendorId, rows.map((r) => r.id));
  return {
    data: rows.map((r) => ({ ...r, max_units: r.max_units ?? null, price_cents: r.price_cents ?? null, manufacturers: makers.get(r.id) ?? [] })),
    meta: pageMeta(total, query),
  };
}
