import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DeliveredBody, RoutePoint } from '@dme/contract';
import type { Db, Tx } from '../../db/client';
import { accounts, deliveries, deliveryRoutes, routePoints, suborderItems, suborders, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { newStorageKey, type FileStorage } from '../../integrations/storage';
import { fieldError, notFound } from '../../lib/app-error';
import { parseSignatureDataUrl, type SignatureImage } from '../../lib/signature-image';
import type { NewFile } from '../media/media.service';
import { insertMedia } from '../media/media.queries';
import { sniffMime } from '../media/sniff';
import { fullAddress } from '../patients/records.service';
import { conflict, moveSuborder, type MoveResult } from '../shipping/suborder-status';
import { suborderNumber } from '../shipping/suborder-rules';
import { findSuborderItems, type SuborderItemRow } from '../shipping/suborders.queries';
import { driverPoint, driverScope } from './driver-app.service';
import { proofOfDeliveryPdf } from './proof-of-delivery';

export interface DeliveryUpload {
  fields: DeliveredBody;
  signature: NewFile | undefined;
  photo: NewFile | undefined;
}

export interface DeliveredResult {
  point: RoutePoint;
  routeId: number;
  accountId: number;
  /** Null when the same idempotency key was seen before: nothing new happened. */
  move: MoveResult | null;
}

function signatureOf(file: NewFile | undefined): SignatureImage {
  if (!file || file.bytes.length === 0) throw fieldError('signature', 'The signature is required.');
  const sniffed = sniffMime(file.bytes);
  const mime = sniffed === 'image/png' || sniffed === 'image/jpeg' ? sniffed : /<svg[\s>]/i.test(file.bytes.subarray(0, 2048).toString('utf8')) ? 'image/svg+xml' : null;
  if (!mime) throw fieldError('signature', 'The signature must be a PNG, JPEG or SVG image.');
  return parseSignatureDataUrl(`data:${mime};base64,${file.bytes.toString('base64')}`);
}

function confirmedSerials(raw: string | undefined, items: SuborderItemRow[]): Map<number, string> {
  const out = new Map<number, string>();
  if (!raw) return out;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw fieldError('serials', 'The serials must be a JSON list of { id, serial }.');
  }
  if (!Array.isArray(parsed)) throw fieldError('serials', 'The serials must be a JSON list of { id, serial }.');
  for (const entry of parsed.slice(0, 200)) {
    const id = Number((entry as { id?: unknown })?.id);
    const serial = String((entry as { serial?: unknown })?.serial ?? '').trim();
    const item = items.find((i) => i.id === id);
    if (!item) throw fieldError('serials', `Item ${String(id)} is not on this stop.`);
    if (serial.length > 100 || [...serial].some((ch) => ch.charCodeAt(0) < 32)) throw fieldError('serials', 'A serial number is not valid.');
    if (item.serialized && item.serial && serial && serial.toLowerCase() !== item.serial.toLowerCase())
      throw fieldError('serials', `Serial ${serial} is not the unit of this delivery (${item.serial}); bring the unit reserved for the patient.`);
    if (serial) out.set(id, serial);
  }
  return out;
}

/** Files first (outside the transaction), then their rows; bytes whose rows were not committed are removed. */
async function putFiles(storage: FileStorage, accountId: number, files: { bytes: Buffer }[]): Promise<string[]> {
  const keys: string[] = [];
  for (const f of files) {
    const key = newStorageKey(accountId);
    await storage.put(key, f.bytes);
    keys.push(key);
  }
  return keys;
}

async function mediaRow(tx: Tx, actor: Actor, s: typeof suborders.$inferSelect, type: string, name: string, mime: string, bytes: Buffer, key: string) {
  return insertMedia(tx, {
    account_id: s.account_id,
    patient_id: s.patient_id,
    order_id: s.order_id,
    type,
    original_name: name,
    mime,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storage_key: key,
    uploaded_by: actor.userId,
  });
}

/**
 * The driver records a stop: delivered (signature, recipient, serials, position, photo → proof-of-delivery PDF in
 * the order's documents, suborder delivered, order to Billing when it was the last) or could not deliver (a reason;
 * the suborder goes back to pending service for another day). A retried upload with the same idempotency key answers
 * the first result and records nothing twice.
 */
export async function recordDelivery(db: Db, storage: FileStorage, actor: Actor, routeId: number, pointId: number, up: DeliveryUpload): Promise<DeliveredResult> {
  const scope = driverScope(actor);
  const key = up.fields.idempotency_key;
  const seen = async (): Promise<DeliveredResult | null> => {
    const [prior] = await db.select({ point_id: deliveries.point_id }).from(deliveries).where(and(eq(deliveries.driver_id, scope.driverId), eq(deliveries.idempotency_key, key)));
    if (!prior) return null;
    if (prior.point_id !== pointId) throw conflict('This delivery key was used for another stop.');
    return { point: await driverPoint(db, actor, routeId, pointId), routeId, accountId: scope.accountId, move: null };
  };
  const again = await seen();
  if (again) return again;

  const point = await driverPoint(db, actor, routeId, pointId);
  if (point.status !== 'pending') throw conflict(`This stop is already recorded as ${point.status}.`);
  const [s] = await db.select().from(suborders).where(eq(suborders.id, point.suborder.id));
  const items = await findSuborderItems(db, [s!.id]);
  const delivered = up.fields.outcome === 'delivered';
  const signature = delivered ? signatureOf(up.signature) : null;
  const serials = confirmedSerials(up.fields.serials, items);
  const photoMime = up.photo && up.photo.bytes.length ? sniffMime(up.photo.bytes) : null;
  if (up.photo && up.photo.bytes.length && (photoMime === null || photoMime === 'application/pdf')) throw fieldError('photo', 'The photo must be a JPEG or PNG image.');

  const happenedAt = up.fields.at ? new Date(up.fields.at) : new Date();
  const [names] = await db.select({ driver: users.name, company: accounts.name }).from(users).innerJoin(accounts, eq(accounts.id, scope.accountId)).where(eq(users.id, scope.driverId));
  const position = up.fields.lat !== undefined && up.fields.lng !== undefined ? { lat: up.fields.lat, lng: up.fields.lng, accuracy: up.fields.accuracy_m ?? null } : null;
  const pdf =
    delivered && signature
      ? await proofOfDeliveryPdf(
          {
            company: names?.company ?? '',
            suborderNumber: suborderNumber(s!.order_id, s!.seq),
            orderId: s!.order_id,
            patientName: point.suborder.patient_name,
            address: fullAddress(s!),
            driverName: names?.driver ?? '',
            recipientName: up.fields.recipient_name ?? '',
            relation: up.fields.relation ?? 'self',
            happenedAt,
            receivedAt: new Date(),
            position,
            items: items.map((i) => ({ name: i.name, hcpcs: i.hcpcs, quantity: i.quantity, sku: i.sku, serial: serials.get(i.id) ?? i.serial })),
            note: up.fields.note ?? '',
            photo: photoMime !== null,
          },
          signature,
        )
      : null;
  const files = [signature ? { bytes: signature.bytes } : null, photoMime ? { bytes: up.photo!.bytes } : null, pdf ? { bytes: pdf } : null];
  const keys = await putFiles(storage, scope.accountId, files.filter((f): f is { bytes: Buffer } => f !== null));
  try {
    const move = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(routePoints)
        .innerJoin(deliveryRoutes, eq(deliveryRoutes.id, routePoints.route_id))
        .where(and(eq(routePoints.id, pointId), eq(deliveryRoutes.driver_id, scope.driverId)))
        .for('update', { of: routePoints });
      if (!locked) throw notFound('Stop');
      if (locked.route_points.status !== 'pending') throw conflict(`This stop is already recorded as ${locked.route_points.status}.`);
      // The keys were put in the order signature, photo, proof (each only when present).
      const nextKey = (() => {
        let k = 0;
        return () => keys[k++]!;
      })();
      const sig = signature ? await mediaRow(tx, actor, s!, 'signature', `signature-${s!.order_id}-${s!.seq}`, signature.mime, signature.bytes, nextKey()) : null;
      const photo = photoMime ? await mediaRow(tx, actor, s!, 'other', `delivery-photo-${s!.order_id}-${s!.seq}`, photoMime, up.photo!.bytes, nextKey()) : null;
      const proof = pdf ? await mediaRow(tx, actor, s!, 'proof_of_delivery', `proof-of-delivery-${s!.order_id}-${s!.seq}.pdf`, 'application/pdf', pdf, nextKey()) : null;
      await tx.insert(deliveries).values({
        account_id: scope.accountId,
        point_id: pointId,
        suborder_id: s!.id,
        driver_id: scope.driverId,
        idempotency_key: key,
        outcome: up.fields.outcome,
        reason: up.fields.reason ?? null,
        recipient_name: up.fields.recipient_name ?? '',
        relation: up.fields.relation ?? null,
        note: up.fields.note ?? '',
        lat: position?.lat ?? null,
        lng: position?.lng ?? null,
        accuracy_m: position?.accuracy ?? null,
        happened_at: happenedAt,
        signature_media_id: sig?.id ?? null,
        photo_media_id: photo?.id ?? null,
        proof_media_id: proof?.id ?? null,
      });
      await tx.update(routePoints).set({ status: up.fields.outcome === 'delivered' ? 'delivered' : 'failed', updated_at: sql`now()` }).where(eq(routePoints.id, pointId));
      for (const [id, serial] of serials) await tx.update(suborderItems).set({ delivered_serial: serial }).where(eq(suborderItems.id, id));
      const [fresh] = await tx.select().from(suborders).where(eq(suborders.id, s!.id)).for('update');
      const result = delivered
        ? await moveSuborder(tx, actor, fresh!, 'delivered', `Delivered to ${up.fields.recipient_name} by ${names?.driver ?? 'the driver'}`, { proof_media_id: proof?.id ?? null })
        : await moveSuborder(tx, actor, fresh!, 'service_pending', `Could not deliver: ${up.fields.reason}${up.fields.note ? ` (${up.fields.note})` : ''}`);
      const [{ left }] = (await tx.select({ left: sql<number>`count(*)::int` }).from(routePoints).where(and(eq(routePoints.route_id, routeId), eq(routePoints.status, 'pending')))) as [{ left: number }];
      await tx.update(deliveryRoutes).set({ status: left === 0 ? 'completed' : 'in_progress', updated_at: sql`now()` }).where(eq(deliveryRoutes.id, routeId));
      return result;
    });
    return { point: await driverPoint(db, actor, routeId, pointId), routeId, accountId: scope.accountId, move };
  } catch (err) {
    await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
    // Two uploads of one delivery racing: the loser finds the winner's row and answers it.
    const raced = await seen().catch(() => null);
    if (raced) return raced;
    throw err;
  }
}
