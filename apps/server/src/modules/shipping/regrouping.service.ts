import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { INITIAL_SHIPPING_STATUS, PRE_DELIVERY_STATUSES, type DeliveryMethod, type RegroupingBody } from '@dme/contract';
import type { Db, Tx } from '../../db/client';
import { equipmentItems, orderItems, orderItemStock, patientAddresses, routePoints, suborderItems, suborders } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertNotArchived, lockOrder, requireOrderPermission } from '../orders/order-access';
import { orderScope } from '../orders/order-scope';
import type { OrderRow } from '../orders/orders.queries';
import { warehouseOf } from '../stock/ledger';
import { zipCentroid } from './geocode';
import { requiredSkills } from './suborder-rules';
import { conflict, recordCreated } from './suborder-status';
import { liveSubordersOfOrder, type SuborderRow } from './suborders.queries';

const READY_FOR_SERVICE = 40;
const DELIVERY = 70;

interface Line {
  id: number;
  hcpcs: string;
  warehouse_id: number | null;
}

async function linesOf(tx: Tx, orderId: number): Promise<Line[]> {
  return tx
    .select({ id: orderItems.id, hcpcs: equipmentItems.hcpcs, warehouse_id: orderItemStock.warehouse_id })
    .from(orderItems)
    .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
    .leftJoin(orderItemStock, eq(orderItemStock.order_item_id, orderItems.id))
    .where(and(eq(orderItems.order_id, orderId), isNull(orderItems.archived_at)))
    .orderBy(asc(orderItems.id));
}

/** The order's delivery address: the one chosen on the order, else the patient's first non-billing one. */
async function addressOf(tx: Tx, order: OrderRow) {
  const [chosen] = order.shipping_address_id ? await tx.select().from(patientAddresses).where(eq(patientAddresses.id, order.shipping_address_id)) : [];
  const [first] = chosen
    ? [chosen]
    : await tx
        .select()
        .from(patientAddresses)
        .where(eq(patientAddresses.patient_id, order.patient_id!))
        .orderBy(asc(patientAddresses.is_billing), asc(patientAddresses.id))
        .limit(1);
  const a = first ?? { address_1: '', address_2: '', city: '', state: '', zip: '' };
  const at = await zipCentroid(tx, a.zip);
  return { address_1: a.address_1, address_2: a.address_2, city: a.city, state: a.state, zip: a.zip, lat: at?.lat ?? null, lng: at?.lng ?? null };
}

interface Group {
  lines: Line[];
  method: DeliveryMethod;
  warehouseId: number | null;
}

/** The default split: one driver delivery per warehouse the lines' stock is reserved in (or the order's). */
function defaultGroups(order: OrderRow, lines: Line[]): Group[] {
  const byWarehouse = new Map<number | null, Line[]>();
  for (const l of lines) {
    const w = l.warehouse_id ?? order.warehouse_id ?? null;
    byWarehouse.set(w, [...(byWarehouse.get(w) ?? []), l]);
  }
  return [...byWarehouse].map(([warehouseId, ls]) => ({ lines: ls, method: 'driver', warehouseId }));
}

async function makeSuborders(tx: Tx, actor: Actor, order: OrderRow, groups: Group[], note: string): Promise<SuborderRow[]> {
  const address = await addressOf(tx, order);
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${suborders.seq}), 0)::int + 1` })
    .from(suborders)
    .where(eq(suborders.order_id, order.id))) as [{ next: number }];
  const made: SuborderRow[] = [];
  for (const [i, g] of groups.entries()) {
    const [row] = await tx
      .insert(suborders)
      .values({
        account_id: order.vendor_id!,
        order_id: order.id,
        seq: next + i,
        patient_id: order.patient_id!,
        warehouse_id: g.warehouseId,
        method: g.method,
        status: INITIAL_SHIPPING_STATUS[g.method],
        ...address,
        required_skills: requiredSkills(g.lines.map((l) => l.hcpcs)),
        created_by: actor.userId,
      })
      .returning();
    await tx.insert(suborderItems).values(g.lines.map((l) => ({ suborder_id: row!.id, order_item_id: l.id })));
    await recordCreated(tx, actor, row!, note);
    made.push(row!);
  }
  return made;
}

/**
 * The order goes out for delivery (Ready For Service -> Delivery): it gets its suborders, unless a regrouping
 * already made them at Ready For Service.
 */
export async function ensureSuborders(tx: Tx, actor: Actor, order: OrderRow): Promise<void> {
  if ((await liveSubordersOfOrder(tx, order.id)).length > 0) return;
  const lines = await linesOf(tx, order.id);
  if (lines.length === 0 || order.patient_id === null || order.vendor_id === null) return;
  await makeSuborders(tx, actor, order, defaultGroups(order, lines), 'Created when the order went to Delivery');
}

async function groupsFromBody(tx: Tx, actor: Actor, body: RegroupingBody, lines: Line[]): Promise<Group[]> {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  const groups: Group[] = [];
  for (const [i, g] of body.groups!.entries()) {
    const ls: Line[] = [];
    for (const id of g.item_ids) {
      const line = byId.get(id);
      if (!line) throw fieldError(`groups.${i}.item_ids`, `Item ${id} is not an item of this order.`);
      if (seen.has(id)) throw fieldError(`groups.${i}.item_ids`, `Item ${id} is in two suborders.`);
      seen.add(id);
      ls.push(line);
    }
    const warehouseId = g.warehouse_id ? (await warehouseOf(tx, { accountId: actor.accountId!, userId: actor.userId }, g.warehouse_id, `groups.${i}.warehouse_id`)).id : (g.warehouse_id ?? ls[0]!.warehouse_id);
    groups.push({ lines: ls, method: g.method, warehouseId: warehouseId ?? null });
  }
  const left = lines.filter((l) => !seen.has(l.id));
  if (left.length) throw fieldError('groups', `Every item must be in a suborder; missing: ${left.map((l) => l.id).join(', ')}.`);
  return groups;
}

/** `POST vendor/orders/{id}/regrouping`: replaces the order's suborders that have not left with a new split. */
export async function regroupOrder(db: Db, actor: Actor, orderId: number, body: RegroupingBody): Promise<number[]> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    if (order.status !== READY_FOR_SERVICE && order.status !== DELIVERY) throw conflict('Only a Ready For Service or Delivery order is split into suborders.');
    const current = await liveSubordersOfOrder(tx, order.id, true);
    const gone = current.find((s) => !(PRE_DELIVERY_STATUSES as readonly string[]).includes(s.status));
    if (gone) throw conflict(`Suborder ${order.id}-${gone.seq} has already left; the order can no longer be regrouped.`);
    const planned = current.length
      ? await tx.select({ id: routePoints.suborder_id }).from(routePoints).where(inArray(routePoints.suborder_id, current.map((s) => s.id)))
      : [];
    if (planned.length) throw conflict('A suborder of this order is planned on a delivery route; take it off the route first.');
    const lines = await linesOf(tx, order.id);
    if (lines.length === 0) throw conflict('The order has no items to ship.');
    if (order.patient_id === null) throw conflict('The order has no patient.');
    const groups = body.groups?.length ? await groupsFromBody(tx, actor, body, lines) : defaultGroups(order, lines);
    if (current.length) await tx.update(suborders).set({ replaced_at: sql`now()`, updated_at: sql`now()` }).where(inArray(suborders.id, current.map((s) => s.id)));
    const made = await makeSuborders(tx, actor, order, groups, 'Regrouped');
    await audit(tx, actor, {
      action: 'order.regrouping',
      entity: 'order',
      entityId: order.id,
      before: { suborders: current.map((s) => s.id) },
      after: { groups: groups.map((g) => ({ items: g.lines.map((l) => l.id), method: g.method, warehouse_id: g.warehouseId })) },
    });
    return made.map((s) => s.id);
  });
}
