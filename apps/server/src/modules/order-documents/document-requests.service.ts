import {
  href,
  type AnswerDocumentRequestBody,
  type CreateDocumentRequestBody,
  type DocumentRequest,
  type DocumentRequestsQuery,
} from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { notifyUser } from '../notifications/notifications.service';
import { assertNotArchived, conflict, lockOrder, reachableOrder, requireOrderPermission } from '../orders/order-access';
import { orderScope } from '../orders/order-scope';
import {
  findPendingOfType,
  findRequest,
  findRequestPage,
  findRequestsOfOrder,
  insertRequest,
  updateRequest,
  type DocumentRequestView,
} from './document-requests.queries';
import { findOrderMedia } from './order-documents.queries';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function presentRequest({ request: r, patient, vendor, practice, requested_by, answered_by }: DocumentRequestView): DocumentRequest {
  return {
    id: r.id,
    order_id: r.order_id,
    patient: patient
      ? { id: patient.id, full_name: [patient.first_name, patient.middle_name, patient.last_name].filter(Boolean).join(' ') }
      : null,
    vendor,
    practice,
    type: r.type,
    message: r.message,
    due_date: r.due_date,
    status: r.status as DocumentRequest['status'],
    requested_by: requested_by ?? null,
    answered_by: answered_by ?? null,
    answered_at: iso(r.answered_at),
    answer_note: r.answer_note,
    media_id: r.media_id,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

const LABELS: Record<string, string> = {
  prescription: 'prescription',
  cmn: 'CMN',
  f2f_note: 'F2F note',
  aob: 'AOB',
  hipaa_consent: 'HIPAA consent',
  pa_letter: 'prior-authorisation letter',
  delivery_ticket: 'delivery ticket',
  proof_of_delivery: 'proof of delivery',
  insurance_card: 'insurance card',
  photo_id: 'photo ID',
};
/** How notices and messages name a document type. */
const label = (type: string) => LABELS[type] ?? 'document';

// --- supplier ------------------------------------------------------------------------------------------------

export async function listOrderRequests(db: Queryable, actor: Actor, orderId: number): Promise<DocumentRequest[]> {
  const scope = orderScope(actor);
  const order = await reachableOrder(db, scope, orderId);
  requireOrderPermission(actor, 'view', order.status);
  return (await findRequestsOfOrder(db, scope, orderId)).map(presentRequest);
}

/**
 * Asks the practice for a document of the order. One pending request per type: asking twice would only make the
 * prescriber's list noisier. The prescriber is notified in the app.
 */
export async function createRequest(db: Db, actor: Actor, orderId: number, body: CreateDocumentRequestBody): Promise<DocumentRequest> {
  const scope = orderScope(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    if (order.doctor_account_id === null) throw conflict('The order has no prescriber to ask.');
    if ((await findPendingOfType(tx, orderId, body.type)).length)
      throw conflict(`A request for the ${label(body.type)} of this order is already pending.`);
    const row = await insertRequest(tx, {
      order_id: orderId,
      vendor_id: scope.accountId,
      doctor_account_id: order.doctor_account_id,
      type: body.type,
      message: body.message ?? '',
      due_date: body.due_date ?? null,
      requested_by: actor.userId,
    });
    if (order.doctor_id !== null) {
      await notifyUser(tx, order.doctor_id, {
        title: `Document requested for order #${orderId}`,
        message: `The supplier asks for the ${label(body.type)}.${body.message ? ` ${body.message}` : ''}`,
        level: 'warning',
        link: href('doctor.order.edit.documents', { orderId }),
      });
    }
    await audit(tx, actor, { action: 'document_request.create', entity: 'document_request', entityId: row.id, after: row });
    return presentRequest((await findRequest(tx, scope, row.id))!);
  });
}

/** The request (404 beyond the scope) with its order locked for the change. */
async function lockedRequest(tx: Queryable, actor: Actor, id: number) {
  const scope = orderScope(actor);
  const found = await findRequest(tx, scope, id);
  if (!found) throw notFound('Document request');
  const order = await lockOrder(tx, scope, found.request.order_id, 'Document request');
  requireOrderPermission(actor, 'edit', order.status);
  // Re-read under the order's lock: a concurrent answer or cancel has finished by now.
  const current = (await findRequest(tx, scope, id))!;
  if (current.request.status !== 'pending') throw conflict(`The request is already ${current.request.status}.`);
  return { scope, order, request: current.request };
}

export async function cancelRequest(db: Db, actor: Actor, id: number): Promise<DocumentRequest> {
  return db.transaction(async (tx) => {
    const { scope, request } = await lockedRequest(tx, actor, id);
    const after = await updateRequest(tx, id, { status: 'cancelled', answered_by: actor.userId, answered_at: new Date() });
    await audit(tx, actor, { action: 'document_request.cancel', entity: 'document_request', entityId: id, before: request, after });
    return presentRequest((await findRequest(tx, scope, id))!);
  });
}

// --- practice ------------------------------------------------------------------------------------------------

export async function listDoctorRequests(db: Queryable, actor: Actor, query: DocumentRequestsQuery) {
  const scope = orderScope(actor);
  const { rows, total } = await findRequestPage(
    db,
    scope,
    { status: query.status, orderId: query.order_id },
    { ...windowOf(query), sortBy: query.sortBy, sortType: query.sortType },
  );
  return { data: rows.map(presentRequest), meta: pageMeta(total, query) };
}

/**
 * Fulfils a request with a current document of the same order and of the requested type (any type answers an
 * `other` request), or declines it with a reason. The supplier's requester is notified either way.
 */
export async function answerRequest(db: Db, actor: Actor, id: number, body: AnswerDocumentRequestBody): Promise<DocumentRequest> {
  return db.transaction(async (tx) => {
    const { scope, order, request } = await lockedRequest(tx, actor, id);
    let mediaId: number | null = null;
    if (body.status === 'fulfilled') {
      if (body.media_id === undefined) throw fieldError('media_id', 'Choose the document that fulfils the request.');
      const doc = await findOrderMedia(tx, order.id, body.media_id);
      if (!doc) throw fieldError('media_id', 'The selected document is not a current document of this order.');
      if (request.type !== 'other' && doc.type !== request.type)
        throw fieldError('media_id', `The request is for the ${label(request.type)}; the selected document is not one.`);
      mediaId = doc.id;
    } else if (!body.note) {
      throw fieldError('note', 'Say why the request is declined.');
    }
    const after = await updateRequest(tx, id, {
      status: body.status,
      media_id: mediaId,
      answered_by: actor.userId,
      answered_at: new Date(),
      answer_note: body.note ?? '',
    });
    await notifyUser(tx, request.requested_by, {
      title: `Document request ${body.status} for order #${order.id}`,
      message: body.status === 'fulfilled' ? `The ${label(request.type)} is on file.` : `Declined: ${body.note}`,
      level: body.status === 'fulfilled' ? 'success' : 'warning',
      link: href('supplier.order.edit', { orderId: order.id }),
    });
    await audit(tx, actor, {
      action: `document_request.${body.status === 'fulfilled' ? 'fulfil' : 'decline'}`,
      entity: 'document_request',
      entityId: id,
      before: request,
      after,
    });
    return presentRequest((await findRequest(tx, scope, id))!);
  });
}

/** Signing a document in the portal fulfils the order's pending requests for it (called in the signing transaction). */
export async function fulfilBySigning(
  tx: Queryable,
  signer: Actor,
  orderId: number,
  signed: { type: string; mediaId: number }[],
): Promise<void> {
  for (const { type, mediaId } of signed) {
    for (const pending of await findPendingOfType(tx, orderId, type)) {
      const after = await updateRequest(tx, pending.id, {
        status: 'fulfilled',
        media_id: mediaId,
        answered_by: signer.userId,
        answered_at: new Date(),
        answer_note: 'Signed by the prescriber.',
      });
      await audit(tx, signer, {
        action: 'document_request.fulfil',
        entity: 'document_request',
        entityId: pending.id,
        before: pending,
        after,
      });
      await notifyUser(tx, pending.requested_by, {
        title: `Document request fulfilled for order #${orderId}`,
        message: `The ${label(type)} was signed by the prescriber.`,
        level: 'success',
        link: href('supplier.order.edit', { orderId }),
      });
    }
  }
}
