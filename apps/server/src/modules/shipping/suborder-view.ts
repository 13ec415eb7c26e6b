import {
  allowedShippingMoves,
  can,
  COURIERS,
  shippingPermission,
  shippingStatusName,
  SHIPPING_STATUS_KEYS,
  trackingUrl,
  type DeliveryMethod,
  type DriverSkill,
  type ShippingStatusKey,
  type Suborder,
  type SuborderDetail,
  type SuborderItem,
} from '@dme/contract';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { toPermissionActor } from '../../http/access';
import { fullAddress } from '../patients/records.service';
import { suborderNumber } from './suborder-rules';
import { findSuborderHistory, findSuborderItems, findSuborderViews, type SuborderItemRow, type SuborderViewRow } from './suborders.queries';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function presentSuborder(v: SuborderViewRow): Suborder {
  const s = v.s;
  const courier = COURIERS.find((c) => c.code === s.courier);
  const p = v.patient;
  return {
    id: s.id,
    number: suborderNumber(s.order_id, s.seq),
    order_id: s.order_id,
    order_status: v.order_status,
    patient: { id: s.patient_id, full_name: [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' '), phone: p.phone },
    warehouse: s.warehouse_id !== null ? { id: s.warehouse_id, name: v.warehouse_name ?? '' } : null,
    method: s.method as DeliveryMethod,
    status: s.status as ShippingStatusKey,
    status_name: shippingStatusName(s.status),
    courier: courier ? { code: courier.code, name: courier.name } : null,
    tracking_number: s.tracking_number,
    tracking_url: trackingUrl(s.courier, s.tracking_number),
    address: { address_1: s.address_1, address_2: s.address_2, city: s.city, state: s.state, zip: s.zip, full_address: fullAddress(s), lat: s.lat, lng: s.lng },
    agreed_slot: s.slot_starts_at && s.slot_ends_at ? { starts_at: s.slot_starts_at.toISOString(), ends_at: s.slot_ends_at.toISOString() } : null,
    route:
      v.route && v.route.id !== null
        ? { id: v.route.id, date: v.route.date!, driver: { id: v.route.driver_id!, name: v.driver_name ?? '' }, seq: v.route.seq! }
        : null,
    items_count: v.items_count,
    required_skills: s.required_skills as DriverSkill[],
    delivered_at: iso(s.delivered_at),
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
  };
}

export function presentItem(i: SuborderItemRow): SuborderItem {
  return {
    id: i.id,
    order_item_id: i.order_item_id,
    hcpcs: i.hcpcs,
    name: i.name,
    quantity: i.quantity,
    sku: i.sku,
    serial: i.delivered_serial ?? i.serial,
    otc: i.otc,
    claim_index: i.claim_index,
    loaded_at: iso(i.loaded_at),
    loaded_serial: i.loaded_serial,
  };
}

/** The shipping statuses the caller may see (staff: where they hold `shipping view {status}`); null: all. */
export function visibleStatuses(actor: Actor): ShippingStatusKey[] | null {
  if (!actor.isStaff) return null;
  const who = toPermissionActor(actor);
  return SHIPPING_STATUS_KEYS.filter((k) => can(who, shippingPermission('view', k), actor.locationId));
}

export async function suborderViews(db: Queryable, ids: readonly number[]): Promise<Suborder[]> {
  const rows = await findSuborderViews(db, ids);
  const byId = new Map(rows.map((r) => [r.s.id, presentSuborder(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function suborderDetail(db: Queryable, actor: Actor, id: number): Promise<SuborderDetail> {
  const [view] = await findSuborderViews(db, [id]);
  const base = presentSuborder(view!);
  const who = toPermissionActor(actor);
  const history = await findSuborderHistory(db, id);
  return {
    ...base,
    items: (await findSuborderItems(db, [id])).map(presentItem),
    history: history.map(({ h, user_name }) => ({
      id: h.id,
      from_status: h.from_status,
      from_status_name: h.from_status ? shippingStatusName(h.from_status) : null,
      to_status: h.to_status,
      to_status_name: shippingStatusName(h.to_status),
      note: h.note,
      user: h.user_id !== null ? { id: h.user_id, name: user_name ?? '' } : null,
      created_at: h.created_at.toISOString(),
    })),
    next_statuses: allowedShippingMoves(base.status).filter((to) => can(who, shippingPermission('edit', to), actor.locationId)),
    signed_aob_media_id: view!.s.signed_aob_media_id,
    proof_of_delivery_media_id: view!.s.proof_media_id,
  };
}
