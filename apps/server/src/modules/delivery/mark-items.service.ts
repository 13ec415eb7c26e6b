import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MarkItemsBody, RouteDetail } from '@dme/contract';
import type { Db } from '../../db/client';
import { deliveryRoutes, routePoints, suborderItems } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { conflict } from '../shipping/suborder-status';
import { findSuborderItems } from '../shipping/suborders.queries';
import { accountOf } from '../shipping/suborders.service';
import { getRoute } from './planning.service';

/**
 * Loading the van: each item of the route's pending stops is checked onto it, a serialised one with the serial read
 * off the unit (it must be the unit reserved for the line, so the wrong oxygen concentrator never leaves). The route
 * is `loaded` once everything on it is.
 */
export async function markItems(db: Db, actor: Actor, routeId: number, body: MarkItemsBody): Promise<RouteDetail> {
  const accountId = accountOf(actor);
  await db.transaction(async (tx) => {
    const [route] = await tx
      .select()
      .from(deliveryRoutes)
      .where(and(eq(deliveryRoutes.id, routeId), eq(deliveryRoutes.account_id, accountId)))
      .for('update');
    if (!route) throw notFound('Route');
    if (route.status === 'completed') throw conflict('The route is completed; nothing is loaded on it any more.');
    const points = await tx.select({ suborder_id: routePoints.suborder_id }).from(routePoints).where(and(eq(routePoints.route_id, routeId), eq(routePoints.status, 'pending')));
    const items = await findSuborderItems(
      tx,
      points.map((p) => p.suborder_id),
    );
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const [n, mark] of body.items.entries()) {
      const item = byId.get(mark.id);
      if (!item) throw fieldError(`items.${n}.id`, 'The item is not on a pending stop of this route.');
      if (!mark.loaded) {
        await tx.update(suborderItems).set({ loaded_at: null, loaded_by: null, loaded_serial: null }).where(eq(suborderItems.id, item.id));
        continue;
      }
      const serial = mark.serial?.trim() ?? '';
      if (item.serialized) {
        if (!serial) throw fieldError(`items.${n}.serial`, `Scan the serial number of the ${item.name}.`);
        if (item.serial && serial.toLowerCase() !== item.serial.toLowerCase())
          throw fieldError(`items.${n}.serial`, `Serial ${serial} is not the unit reserved for this line (${item.serial}).`);
      }
      await tx
        .update(suborderItems)
        .set({ loaded_at: sql`now()`, loaded_by: actor.userId, loaded_serial: serial || null })
        .where(eq(suborderItems.id, item.id));
    }
    const ids = items.map((i) => i.id);
    const [left] = ids.length
      ? await tx.select({ n: sql<number>`count(*)::int` }).from(suborderItems).where(and(inArray(suborderItems.id, ids), isNull(suborderItems.loaded_at)))
      : [{ n: 0 }];
    const status = left!.n === 0 ? 'loaded' : 'planned';
    if (route.status !== 'in_progress' && route.status !== status) await tx.update(deliveryRoutes).set({ status, updated_at: sql`now()` }).where(eq(deliveryRoutes.id, routeId));
    await audit(tx, actor, { action: 'delivery.mark_items', entity: 'delivery_route', entityId: routeId, after: body.items });
  });
  return getRoute(db, actor, routeId);
}
