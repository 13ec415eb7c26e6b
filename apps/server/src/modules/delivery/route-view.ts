import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RouteDetail, RoutePoint, RouteStatus, RouteSummary, PointStatus } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { deliveries, deliveryRoutes, patients, routePoints, suborders, users, warehouses } from '../../db/schema';
import { fullAddress } from '../patients/records.service';
import { zipCentroid } from '../shipping/geocode';
import { suborderNumber } from '../shipping/suborder-rules';
import { findSuborderItems } from '../shipping/suborders.queries';

export type RouteRow = typeof deliveryRoutes.$inferSelect;

const counted = (status: PointStatus): SQL<number> =>
  sql<number>`(select count(*)::int from ${routePoints} rp where rp.route_id = ${deliveryRoutes.id} and rp.status = ${status})`;

/** Summaries of routes matching `where`, in the order asked; counts of stops by outcome in the same statement. */
export async function findRouteSummaries(db: Queryable, where: SQL | undefined, order: 'date_desc' | 'date_asc' = 'date_desc', page?: { limit: number; offset: number }) {
  const dir = order === 'date_desc' ? desc : asc;
  const q = db
    .select({
      r: deliveryRoutes,
      driver_name: users.name,
      warehouse: { name: warehouses.name, zip: warehouses.zip },
      stops: sql<number>`(select count(*)::int from ${routePoints} rp where rp.route_id = ${deliveryRoutes.id})`,
      delivered: counted('delivered'),
      failed: counted('failed'),
    })
    .from(deliveryRoutes)
    .innerJoin(users, eq(users.id, deliveryRoutes.driver_id))
    .leftJoin(warehouses, eq(warehouses.id, deliveryRoutes.warehouse_id))
    .where(where)
    .orderBy(dir(deliveryRoutes.date), asc(users.name), asc(deliveryRoutes.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}
type SummaryRow = Awaited<ReturnType<typeof findRouteSummaries>>[number];

export async function presentSummaries(db: Queryable, rows: SummaryRow[]): Promise<RouteSummary[]> {
  const places = new Map<string, { lat: number; lng: number } | null>();
  for (const r of rows) if (r.warehouse?.zip && !places.has(r.warehouse.zip)) places.set(r.warehouse.zip, await zipCentroid(db, r.warehouse.zip));
  return rows.map(({ r, driver_name, warehouse, stops, delivered, failed }) => {
    const at = warehouse?.zip ? places.get(warehouse.zip) : null;
    return {
      id: r.id,
      date: r.date,
      driver: { id: r.driver_id, name: driver_name },
      warehouse: r.warehouse_id !== null && warehouse ? { id: r.warehouse_id, name: warehouse.name ?? '', lat: at?.lat ?? null, lng: at?.lng ?? null } : null,
      status: r.status as RouteStatus,
      stops,
      delivered,
      failed,
      distance_m: r.distance_m,
      duration_s: r.duration_s,
      load: r.load,
      lateness_s: r.lateness_s,
      optimized: r.optimized,
      starts_at: r.starts_at?.toISOString() ?? null,
      ends_at: r.ends_at?.toISOString() ?? null,
      created_at: r.created_at.toISOString(),
    };
  });
}

/** The stops of routes in order, with their suborder, items and the last thing recorded at the door. */
export async function routePointsOf(db: Queryable, routeIds: readonly number[], onlyPointId?: number): Promise<Map<number, RoutePoint[]>> {
  const out = new Map<number, RoutePoint[]>(routeIds.map((id) => [id, []]));
  if (routeIds.length === 0) return out;
  const rows = await db
    .select({
      p: routePoints,
      s: suborders,
      patient: { first_name: patients.first_name, last_name: patients.last_name, phone: patients.phone },
      delivery: { happened_at: deliveries.happened_at, reason: deliveries.reason, outcome: deliveries.outcome, proof_media_id: deliveries.proof_media_id },
    })
    .from(routePoints)
    .innerJoin(suborders, eq(suborders.id, routePoints.suborder_id))
    .innerJoin(patients, eq(patients.id, suborders.patient_id))
    // The latest record of the stop: a failed attempt may be followed by a delivery on another day's route.
    .leftJoin(deliveries, sql`${deliveries.id} = (select max(d.id) from ${deliveries} d where d.point_id = ${routePoints.id})`)
    .where(and(inArray(routePoints.route_id, [...routeIds]), onlyPointId ? eq(routePoints.id, onlyPointId) : undefined))
    .orderBy(asc(routePoints.route_id), asc(routePoints.seq));
  const items = await findSuborderItems(
    db,
    rows.map((r) => r.s.id),
  );
  for (const { p, s, patient, delivery } of rows) {
    out.get(p.route_id)!.push({
      id: p.id,
      seq: p.seq,
      status: p.status as PointStatus,
      eta: p.eta?.toISOString() ?? null,
      lateness_s: p.lateness_s,
      suborder: {
        id: s.id,
        number: suborderNumber(s.order_id, s.seq),
        order_id: s.order_id,
        patient_name: `${patient.first_name} ${patient.last_name}`,
        phone: patient.phone,
        address: { address_1: s.address_1, address_2: s.address_2, city: s.city, state: s.state, zip: s.zip, full_address: fullAddress(s), lat: s.lat, lng: s.lng },
        agreed_slot: s.slot_starts_at && s.slot_ends_at ? { starts_at: s.slot_starts_at.toISOString(), ends_at: s.slot_ends_at.toISOString() } : null,
        status: s.status,
      },
      items: items
        .filter((i) => i.suborder_id === s.id)
        .map((i) => ({
          id: i.id,
          name: i.name,
          hcpcs: i.hcpcs,
          quantity: i.quantity,
          sku: i.sku,
          serial: i.delivered_serial ?? i.serial,
          serialized: i.serialized,
          loaded_at: i.loaded_at?.toISOString() ?? null,
          loaded_serial: i.loaded_serial,
        })),
      delivered_at: delivery?.outcome === 'delivered' ? delivery.happened_at.toISOString() : null,
      failed_reason: delivery?.outcome === 'failed' ? delivery.reason : null,
      proof_of_delivery_media_id: delivery?.outcome === 'delivered' ? delivery.proof_media_id : null,
    });
  }
  return out;
}

export async function routeDetailOf(db: Queryable, where: SQL): Promise<RouteDetail | undefined> {
  const [row] = await findRouteSummaries(db, where);
  if (!row) return undefined;
  const [summary] = await presentSummaries(db, [row]);
  const points = await routePointsOf(db, [row.r.id]);
  return { ...summary!, points: points.get(row.r.id) ?? [] };
}
