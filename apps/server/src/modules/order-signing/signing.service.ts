import { createHash } from 'node:crypto';
import {
  DOCTOR_ACTIONS,
  statusName,
  type DocumentSignature,
  type F2fState,
  type SignedDocumentKind,
  type SignPreview,
  type SignResult,
} from '@dme/contract';
import type { Db, Queryable, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { newStorageKey, type FileStorage } from '../../integrations/storage';
import { parseSignatureDataUrl, readSvgDrawing, type SignatureImage } from '../../lib/signature-image';
import { insertMedia, updateMedia } from '../media/media.queries';
import { fulfilBySigning } from '../order-documents/document-requests.service';
import { findCurrentDocumentOfType } from '../order-documents/order-documents.queries';
import { documentsByIds, presentDocument } from '../order-documents/order-documents.service';
import { doctorActionTarget, type OrderFacts } from '../orders/checklist';
import { assertNotArchived, conflict, lockOrder, reachableOrder, requireOrderPermission, statusLabel } from '../orders/order-access';
import { gatherFacts } from '../orders/order-facts';
import { orderScope, type OrderScope } from '../orders/order-scope';
import { orderView } from '../orders/order-view';
import type { OrderRow } from '../orders/orders.queries';
import { assertPrescriber, transition } from '../orders/transitions.service';
import { combinedHash, composeDocument, type DocumentContent } from './signing-content';
import { renderSignedPdf } from './signing-pdf';
import { findCurrentSignatures, findDocumentParties, insertSignature, nextVersion, supersede, type SignatureRow } from './signing.queries';

/**
 * What a signature produces now: at Pend PRSC the prescription, the CMN when an item needs one, and with parallel
 * signing the F2F note too; at Pend F2F the F2F note. Nothing for an archived order or any other status.
 */
export function kindsToSign(order: OrderRow, facts: OrderFacts): SignedDocumentKind[] {
  if (order.deleted_at || order.doctor_id === null || order.doctor_account_id === null) return [];
  if (order.status === 20) {
    const kinds: SignedDocumentKind[] = ['prescription'];
    if (facts.needsCmn) kinds.push('cmn');
    if (order.parallel_sign && facts.needsF2f && !facts.f2fSigned) kinds.push('f2f_note');
    return kinds;
  }
  return order.status === 22 ? ['f2f_note'] : [];
}

/** The practice's view of the order: what the documents print, whoever asks (a signing link has no caller). */
const practiceScope = (order: OrderRow): OrderScope => ({ side: 'doctor', accountId: order.doctor_account_id! });

export function presentSignature(s: SignatureRow): DocumentSignature {
  return {
    id: s.id,
    kind: s.kind as SignedDocumentKind,
    version: s.version,
    signer_id: s.signer_id,
    signer_name: s.signer_name,
    signer_npi: s.signer_npi,
    via: s.via as DocumentSignature['via'],
    signed_at: s.signed_at.toISOString(),
    content_hash: s.content_hash,
    pdf_sha256: s.pdf_sha256,
    superseded_at: s.superseded_at ? s.superseded_at.toISOString() : null,
  };
}

/** The documents to sign now, with their text; empty when nothing waits for a signature. */
async function documentsToSign(db: Queryable, order: OrderRow, facts: OrderFacts): Promise<DocumentContent[]> {
  const kinds = kindsToSign(order, facts);
  if (!kinds.length) return [];
  const [view, parties] = [await orderView(db, practiceScope(order), order.id), await findDocumentParties(db, order.id)];
  return kinds.map((k) => composeDocument(k, view, parties!));
}

/** The preview for a would-be signer (`signerId`: the caller, or the user a signing link was made for). */
export async function buildPreview(db: Queryable, order: OrderRow, signer: { userId: number; isStaff: boolean }): Promise<SignPreview> {
  const facts = await gatherFacts(db, order);
  const documents = await documentsToSign(db, order, facts);
  const parties = await findDocumentParties(db, order.id);
  const current = await findCurrentSignatures(db, order.id);
  const reason = order.deleted_at
    ? 'The order is archived.'
    : !documents.length
      ? `The order is in ${statusName(order.status)}: nothing waits for a signature.`
      : signer.isStaff || order.doctor_id !== signer.userId
        ? 'Only the prescriber can sign.'
        : null;
  return {
    order_id: order.id,
    status: order.status,
    status_name: statusName(order.status),
    action: documents.length ? { code: order.status, label: DOCTOR_ACTIONS[order.status]! } : null,
    signer: parties?.prescriber?.id ? { id: parties.prescriber.id, name: parties.prescriber.name, npi: parties.prescriber.npi } : null,
    can_sign: reason === null,
    reason,
    documents: await Promise.all(
      documents.map(async (d) => {
        const signed = current.find((s) => s.kind === d.kind);
        return { ...d, version: await nextVersion(db, order.id, d.kind), signed: signed ? presentSignature(signed) : null };
      }),
    ),
    content_hash: combinedHash(documents),
  };
}

export async function previewSigning(db: Queryable, actor: Actor, orderId: number): Promise<SignPreview> {
  const scope = orderScope(actor);
  const order = await reachableOrder(db, scope, orderId);
  requireOrderPermission(actor, 'view', order.status);
  return buildPreview(db, order, actor);
}

/** Decodes and checks the pad's image before anything else is touched (422 on the `signature` field). */
export function readSignature(dataUrl: string): SignatureImage {
  const image = parseSignatureDataUrl(dataUrl);
  if (image.mime === 'image/svg+xml') {
    const drawing = readSvgDrawing(image.bytes.toString('utf8'));
    if (!drawing.paths.length && !drawing.dots.length) throw fieldError('signature', 'The signature is empty.');
  }
  return image;
}

export interface Signing {
  /** Who signs: the prescriber (for a link, an actor made from the link's user). */
  signer: Actor;
  signerName: string;
  signerNpi: string | null;
  via: 'portal' | 'link';
  linkId: number | null;
  image: SignatureImage;
  contentHash?: string;
  note?: string;
}

/**
 * Inside the caller's transaction, with the order locked: renders and stores one PDF per document, records the
 * signatures (a new version each; earlier versions are superseded and their PDFs archived, never changed),
 * fulfils pending requests for those documents and moves the order on like the doctor action. Answers the
 * stored keys (for clean-up if the transaction fails) and the new documents' ids.
 */
export async function signLocked(
  tx: Tx,
  storage: FileStorage,
  order: OrderRow,
  s: Signing,
  keys: string[],
): Promise<{ order: OrderRow; mediaIds: number[] }> {
  assertNotArchived(order);
  const facts = await gatherFacts(tx, order);
  const documents = await documentsToSign(tx, order, facts);
  if (!documents.length) throw conflict(`The order is in ${statusName(order.status)}: nothing waits for a signature.`);
  if (s.contentHash && s.contentHash !== combinedHash(documents))
    throw conflict('The order has changed since it was shown. Please review it again.');
  const signedAt = new Date();
  const practice = order.doctor_account_id!;
  const mediaIds: number[] = [];
  for (const d of documents) {
    const version = await nextVersion(tx, order.id, d.kind);
    let pdf: Buffer;
    try {
      pdf = Buffer.from(
        await renderSignedPdf({
          document: d,
          orderId: order.id,
          version,
          signerName: s.signerName,
          signerNpi: s.signerNpi,
          signedAt,
          via: s.via,
          signature: s.image,
        }),
      );
    } catch {
      // pdf-lib could not decode the image: a corrupt upload, not a server fault.
      throw fieldError('signature', 'The signature image could not be read.');
    }
    const key = newStorageKey(practice, signedAt);
    await storage.put(key, pdf);
    keys.push(key);
    const pdfSha = createHash('sha256').update(pdf).digest('hex');
    const file = await insertMedia(tx, {
      account_id: practice,
      order_id: order.id,
      patient_id: null,
      type: d.kind,
      original_name: `${d.kind.replace('_', '-')}-order-${order.id}-v${version}.pdf`,
      mime: 'application/pdf',
      size: pdf.length,
      sha256: pdfSha,
      storage_key: key,
      uploaded_by: s.signer.userId,
    });
    for (const old of await supersede(tx, order.id, d.kind, version)) {
      await updateMedia(tx, old.media_id, { archived_at: signedAt, archived_by: s.signer.userId });
      await audit(tx, s.signer, {
        action: 'media.archive',
        entity: 'media',
        entityId: old.media_id,
        after: { order_id: order.id, reason: `superseded by version ${version}` },
      });
    }
    const row = await insertSignature(tx, {
      order_id: order.id,
      kind: d.kind,
      version,
      media_id: file.id,
      signer_id: s.signer.userId,
      signer_name: s.signerName,
      signer_npi: s.signerNpi,
      via: s.via,
      link_id: s.linkId,
      signature_mime: s.image.mime,
      signature: s.image.bytes,
      content: `${d.title}\n\n${d.text}`,
      content_hash: d.content_hash,
      pdf_sha256: pdfSha,
      signed_at: signedAt,
    });
    await audit(tx, s.signer, {
      action: 'order.sign',
      entity: 'order_signature',
      entityId: row.id,
      after: { order_id: order.id, kind: d.kind, version, via: s.via, content_hash: d.content_hash, pdf_sha256: pdfSha, media_id: file.id },
    });
    mediaIds.push(file.id);
  }
  await fulfilBySigning(
    tx,
    s.signer,
    order.id,
    documents.map((d, i) => ({ type: d.kind, mediaId: mediaIds[i]! })),
  );

  const code = order.status;
  const withF2f = documents.some((d) => d.kind === 'f2f_note');
  const fields = {
    ...(code === 20 ? { prsc_signed_by: s.signer.userId, prsc_signed_at: signedAt, signed_at: signedAt } : {}),
    ...(withF2f ? { f2f_signed_by: s.signer.userId, f2f_signed_at: signedAt } : {}),
  };
  const target = doctorActionTarget(code, { ...facts, f2fSigned: facts.f2fSigned || withF2f });
  const moved = await transition(tx, s.signer, order, target, s.note ?? DOCTOR_ACTIONS[code], fields);
  return { order: moved, mediaIds };
}

/** Runs `work` in a transaction; PDFs stored by a transaction that did not commit are removed again. */
export async function withStoredFiles<T>(db: Db, storage: FileStorage, work: (tx: Tx, keys: string[]) => Promise<T>): Promise<T> {
  const keys: string[] = [];
  try {
    return await db.transaction((tx) => work(tx, keys));
  } catch (err) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw err;
  }
}

/** The prescriber signs in the portal (the `sign` call, and the doctor actions 20 and 22 with a signature). */
export async function signInPortal(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  orderId: number,
  body: { signature: string; content_hash?: string; note?: string },
  /** The doctor action the caller chose (status/{code}): 409 when the order is no longer in that status. */
  code?: number,
): Promise<SignResult> {
  const image = readSignature(body.signature);
  const scope = orderScope(actor);
  const { mediaIds } = await withStoredFiles(db, storage, async (tx, keys) => {
    const order = await lockOrder(tx, scope, orderId);
    requireOrderPermission(actor, 'edit', order.status);
    if (code !== undefined && order.status !== code)
      throw conflict(`The order is in ${statusLabel('doctor', order.status)}: "${DOCTOR_ACTIONS[code]}" is not available.`);
    assertPrescriber(actor, order);
    const parties = await findDocumentParties(tx, order.id);
    const signing: Signing = {
      signer: actor,
      signerName: parties?.prescriber?.name ?? '',
      signerNpi: parties?.prescriber?.npi ?? null,
      via: 'portal',
      linkId: null,
      image,
      contentHash: body.content_hash,
      note: body.note,
    };
    return signLocked(tx, storage, order, signing, keys);
  });
  return { order: await orderView(db, scope, orderId), documents: await documentsByIds(db, scope, mediaIds) };
}

export async function checkF2f(db: Queryable, actor: Actor, orderId: number): Promise<F2fState> {
  const scope = orderScope(actor);
  const order = await reachableOrder(db, scope, orderId);
  requireOrderPermission(actor, 'view', order.status);
  const facts = await gatherFacts(db, order);
  const doc = await findCurrentDocumentOfType(db, order.id, 'f2f_note');
  return {
    needed: facts.needsF2f,
    signed: facts.f2fSigned || facts.documents.has('f2f_note'),
    signed_at: order.f2f_signed_at ? order.f2f_signed_at.toISOString() : null,
    signed_by: order.f2f_signed_by,
    document: doc ? presentDocument(scope, doc) : null,
    awaiting: kindsToSign(order, facts).includes('f2f_note'),
  };
}
