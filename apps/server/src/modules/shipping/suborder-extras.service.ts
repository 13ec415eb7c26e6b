import { and, count, eq, isNull, max, sql } from 'drizzle-orm';
import { DELIVERED_STATUSES, type PatientShippingData, type SuborderDetail, type SuborderItem, type SuborderOtcBody } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import { equipmentItems, patientAddresses, patients, suborderItems, suborders } from '../../db/schema';
import type { Actor } from '../../http/actor';
import type { FileStorage } from '../../integrations/storage';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { storeMedia, assertPatientVisible, type NewFile } from '../media/media.service';
import { insertItem } from '../orders/items.queries';
import { fullAddress } from '../patients/records.service';
import { skuOf } from '../stock/ledger';
import { assignLineStock } from '../stock/order-item-stock';
import { warehouseWithMostFree } from '../stock/stock.queries';
import { zipCentroid } from './geocode';
import { conflict, moveSuborder, type MoveResult } from './suborder-status';
import { presentItem, suborderDetail } from './suborder-view';
import { findSuborderItems } from './suborders.queries';
import { accountOf, reachableSuborder } from './suborders.service';

/**
 * An over-the-counter sale at delivery (a bath bench with the walker): a new line of the order, its units reserved in
 * the suborder's warehouse, carried by this suborder and issued from stock when it is delivered.
 */
export async function addOtc(db: Db, actor: Actor, id: number, body: SuborderOtcBody): Promise<SuborderItem> {
  return db.transaction(async (tx) => {
    const s = await reachableSuborder(tx, actor, id, 'edit', true);
    if (s.delivered_at) throw conflict('The suborder is delivered; add the item to a new order instead.');
    const ctx = { accountId: accountOf(actor), userId: actor.userId };
    const sku = await skuOf(tx, ctx, body.sku_id).catch(() => {
      throw fieldError('sku_id', 'The SKU is not in your inventory.');
    });
    const [equipment] = await tx.select({ is_otc: equipmentItems.is_otc }).from(equipmentItems).where(eq(equipmentItems.id, sku.equipment_id));
    if (!equipment?.is_otc) throw fieldError('sku_id', `${sku.sku} is not an over-the-counter item.`);
    const warehouseId = s.warehouse_id ?? (await warehouseWithMostFree(tx, ctx.accountId, sku.id))?.warehouse_id;
    if (!warehouseId) throw conflict(`No warehouse holds ${sku.sku}.`);
    const line = await insertItem(tx, { order_id: s.order_id, equipment_id: sku.equipment_id, quantity: body.quantity, sku: sku.sku, confirmed: true, created_by: actor.userId });
    await assignLineStock(tx, ctx, line, { skuId: sku.id, warehouseId });
    const [row] = await tx.insert(suborderItems).values({ suborder_id: id, order_item_id: line.id, otc: true }).returning();
    await audit(tx, actor, { action: 'suborder.otc', entity: 'suborder', entityId: id, after: { sku_id: sku.id, quantity: body.quantity, order_item_id: line.id } });
    return presentItem((await findSuborderItems(tx, [id])).find((i) => i.id === row!.id)!);
  });
}

/** The signed assignment of benefits goes into the order's documents; a suborder waiting only for it is delivered. */
export async function uploadSignedAob(db: Db, storage: FileStorage, actor: Actor, id: number, files: NewFile[]): Promise<{ detail: SuborderDetail; result: MoveResult | null }> {
  if (files.length !== 1) throw fieldError('file', 'Upload one signed AOB file.');
  const s = await reachableSuborder(db, actor, id, 'edit');
  const [stored] = await storeMedia(db, storage, actor, { patientId: s.patient_id, orderId: s.order_id, type: 'aob', expiresAt: null }, files);
  const result = await db.transaction(async (tx) => {
    const locked = await reachableSuborder(tx, actor, id, 'edit', true);
    await tx.update(suborders).set({ signed_aob_media_id: stored!.id, updated_at: sql`now()` }).where(eq(suborders.id, id));
    return locked.status === 'pending_aob' ? moveSuborder(tx, actor, locked, 'delivered', 'Signed AOB received') : null;
  });
  return { detail: await suborderDetail(db, actor, id), result };
}

/** The patient's delivery addresses with map positions, phone and how many suborders they have had. */
export async function patientShippingData(db: Queryable, actor: Actor, patientId: number): Promise<PatientShippingData> {
  await assertPatientVisible(db, actor, patientId);
  const accountId = accountOf(actor);
  const [p] = await db.select({ phone: patients.phone }).from(patients).where(eq(patients.id, patientId));
  const addresses = await db.select().from(patientAddresses).where(eq(patientAddresses.patient_id, patientId));
  const withPlace = await Promise.all(
    addresses.map(async (a) => {
      const at = await zipCentroid(db, a.zip);
      return {
        id: a.id,
        type: a.is_billing ? 'billing' : 'shipping',
        address_1: a.address_1,
        address_2: a.address_2,
        city: a.city,
        state: a.state,
        zip: a.zip,
        full_address: fullAddress(a),
        lat: at?.lat ?? null,
        lng: at?.lng ?? null,
      };
    }),
  );
  const mine = and(eq(suborders.account_id, accountId), eq(suborders.patient_id, patientId), isNull(suborders.replaced_at));
  const delivered = sql`${suborders.status} in (${sql.join(DELIVERED_STATUSES.map((d) => sql`${d}`), sql`, `)})`;
  const [totals] = await db
    .select({ total: count(), delivered: sql<number>`count(*) filter (where ${delivered})::int`, last: max(suborders.delivered_at) })
    .from(suborders)
    .where(mine);
  return {
    addresses: withPlace,
    phone: p?.phone ?? null,
    suborders: { total: totals?.total ?? 0, delivered: totals?.delivered ?? 0, open: (totals?.total ?? 0) - (totals?.delivered ?? 0) },
    last_delivered_at: totals?.last ? new Date(totals.last).toISOString() : null,
  };
}
