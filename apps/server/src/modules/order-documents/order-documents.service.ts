import type { DocumentSignature, MediaUploadFields, OrderDocument, OrderDocumentsQuery } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import type { FileStorage } from '../../integrations/storage';
import { pageMeta, windowOf } from '../../lib/paging';
import { presentMedia, storeMedia, type NewFile } from '../media/media.service';
import { assertNotArchived, lockOrder, reachableOrder, requireOrderPermission } from '../orders/order-access';
import { orderScope, type OrderScope } from '../orders/order-scope';
import type { OrderRow } from '../orders/orders.queries';
import { findDocumentsByIds, findOrderDocuments, type OrderDocumentRow } from './order-documents.queries';

export function presentDocument(scope: OrderScope, row: OrderDocumentRow): OrderDocument {
  const s = row.signature;
  const signature: DocumentSignature | null = s
    ? {
        id: s.id,
        kind: s.kind as DocumentSignature['kind'],
        version: s.version,
        signer_id: s.signer_id,
        signer_name: s.signer_name,
        signer_npi: s.signer_npi,
        via: s.via as DocumentSignature['via'],
        signed_at: s.signed_at.toISOString(),
        content_hash: s.content_hash,
        pdf_sha256: s.pdf_sha256,
        superseded_at: s.superseded_at ? s.superseded_at.toISOString() : null,
      }
    : null;
  return { ...presentMedia(scope, { media: row.media, uploaded_by_name: row.uploaded_by_name }), signature };
}

export async function documentsByIds(db: Queryable, scope: OrderScope, ids: readonly number[]): Promise<OrderDocument[]> {
  return (await findDocumentsByIds(db, ids)).map((r) => presentDocument(scope, r));
}

export async function listOrderDocuments(db: Queryable, actor: Actor, orderId: number, query: OrderDocumentsQuery) {
  const scope = orderScope(actor);
  const order = await reachableOrder(db, scope, orderId);
  requireOrderPermission(actor, 'view', order.status);
  const { rows, total } = await findOrderDocuments(
    db,
    { orderId, type: query.type, archived: query.archived, search: query.search },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  return { data: rows.map((r) => presentDocument(scope, r)), meta: pageMeta(total, query) };
}

/** Documents may be added to an order the caller may edit, in any status, as long as it is not archived. */
function assertMayAttach(actor: Actor, order: OrderRow): void {
  requireOrderPermission(actor, 'edit', order.status);
  assertNotArchived(order);
}

/** Fails fast, before an upload is read, when the caller may not attach documents to the order. */
export async function assertMayUpload(db: Queryable, actor: Actor, orderId: number): Promise<void> {
  assertMayAttach(actor, await reachableOrder(db, orderScope(actor), orderId));
}

/** Stores the files as documents of the order; the order is locked and re-checked in the same transaction. */
export async function uploadOrderDocuments(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  orderId: number,
  files: NewFile[],
  fields: MediaUploadFields,
): Promise<OrderDocument[]> {
  const scope = orderScope(actor);
  const target = { patientId: null, orderId, type: fields.type ?? 'other', expiresAt: fields.expires_at ?? null };
  const saved = await storeMedia(db, storage, actor, target, files, async (tx) => {
    assertMayAttach(actor, await lockOrder(tx, scope, orderId));
  });
  return documentsByIds(
    db,
    scope,
    saved.map((m) => m.id),
  );
}
