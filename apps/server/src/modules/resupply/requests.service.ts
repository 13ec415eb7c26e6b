import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PatientRequest, PatientRequestsQuery, PublicRefill, PublicRefillResult, RefillAnswerBody } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import { orderItems } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { sha256 } from '../../lib/secrets';
import { newStorageKey, type FileStorage } from '../../integrations/storage';
import { insertMedia } from '../media/media.queries';
import type { NewFile } from '../media/media.service';
import { safeFileName, sniffMime } from '../media/sniff';
import { conflict } from '../orders/order-access';
import { insertHistory } from '../orders/orders.queries';
import { answersText, createRefillOrder, storedAnswers } from './refill-order';
import {
  findOrderRow,
  findPatientContact,
  findPatientRequest,
  findPatientRequestPage,
  findRequestByLink,
  findRequestContext,
  patientIdOfUser,
  updateRequest,
  type RequestRow,
} from './requests.queries';

/** Kinds the app answers itself; the others are shown read-only (their answer happens elsewhere). */
const ANSWERABLE = new Set<RequestRow['kind']>(['refill', 'document']);

export async function presentRequest(db: Queryable, row: RequestRow): Promise<PatientRequest> {
  const { supplier, item } = await findRequestContext(db, row);
  const message = typeof row.details.message === 'string' ? row.details.message : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    title: row.title,
    message,
    supplier,
    order_id: row.order_id,
    item: item ? { name: item.name, hcpcs: item.hcpcs, quantity: item.quantity } : null,
    due_date: row.due_date,
    answers: row.answers as PatientRequest['answers'],
    answered_at: row.answered_at?.toISOString() ?? null,
    result_order_id: row.result_order_id,
    can_answer: row.status === 'open' && ANSWERABLE.has(row.kind),
    created_at: row.created_at.toISOString(),
  };
}

/** The caller's patient record: a patient user not linked to one has no requests (every id is a 404). */
async function callerPatient(db: Queryable, actor: Actor): Promise<number | null> {
  return patientIdOfUser(db, actor.userId);
}

async function ownRequest(db: Queryable, actor: Actor, id: number, lock = false): Promise<RequestRow> {
  const patientId = await callerPatient(db, actor);
  const row = patientId === null ? undefined : await findPatientRequest(db, patientId, id, lock);
  if (!row) throw notFound('Request');
  return row;
}

export async function listPatientRequests(db: Queryable, actor: Actor, query: PatientRequestsQuery) {
  const window = windowOf(query);
  const patientId = await callerPatient(db, actor);
  if (patientId === null) return { data: [], meta: pageMeta({ total: 0, capped: false }, query) };
  const { rows, total } = await findPatientRequestPage(db, patientId, query.status, query.sortBy ?? 'created_at', query.sortType ?? 'desc', window);
  const data: PatientRequest[] = [];
  for (const row of rows) data.push(await presentRequest(db, row));
  return { data, meta: pageMeta(total, query) };
}

export async function getPatientRequest(db: Queryable, actor: Actor, id: number): Promise<PatientRequest> {
  return presentRequest(db, await ownRequest(db, actor, id));
}

/** A line on the order's history (the supplier's History tab) at the order's current status: answers with their time. */
export async function recordOnOrder(tx: Queryable, orderId: number | null, userId: number | null, note: string): Promise<void> {
  if (orderId === null) return;
  const order = await findOrderRow(tx, orderId);
  if (!order) return;
  await insertHistory(tx, { order_id: orderId, from_status: order.status, to_status: order.status, user_id: userId, note });
}

/**
 * Confirm or decline a refill: confirming creates the refill order; either way the answers are kept on the request
 * and written on the order's history. `userId` is the patient's sign-in, null through the short link.
 */
async function answerRefill(tx: Queryable, request: RequestRow, body: RefillAnswerBody, userId: number | null, via: 'app' | 'link'): Promise<RequestRow> {
  if (request.kind !== 'refill') throw conflict('This request is not a refill.');
  if (request.status !== 'open') throw conflict('This request has already been answered.');
  const answers = storedAnswers(body);
  const { item } = await findRequestContext(tx, request);
  const itemName = item?.name ?? 'the item';
  const how = via === 'app' ? 'in the app' : 'through the refill link';
  const common = { answers, answered_at: new Date(), answered_by: userId, next_reminder_at: null };
  let updated: RequestRow;
  if (body.decision === 'decline') {
    updated = await updateRequest(tx, request.id, { ...common, status: 'declined' });
    await recordOnOrder(tx, request.order_id, userId, `The patient declined the refill of ${itemName} ${how}${body.problems ? `: ${body.problems}` : ''}.`);
  } else {
    const from = request.order_id === null ? undefined : await findOrderRow(tx, request.order_id, true);
    const [line] = request.order_item_id === null ? [] : await tx.select().from(orderItems).where(eq(orderItems.id, request.order_item_id));
    if (!from || !line) throw conflict('The order of this refill no longer exists; the supplier will contact you.');
    const made = await createRefillOrder(tx, { from, equipmentId: line.equipment_id, quantity: line.quantity, userId, answers, requestId: request.id });
    updated = await updateRequest(tx, request.id, { ...common, status: 'answered', result_order_id: made.id });
    await recordOnOrder(tx, from.id, userId, `The patient confirmed the refill of ${itemName} ${how}: refill order #${made.id}. ${answersText(answers)}`);
  }
  await audit(tx, null, {
    action: body.decision === 'decline' ? 'patient_request.decline' : 'patient_request.confirm',
    entity: 'patient_request',
    entityId: request.id,
    userId,
    accountId: request.account_id,
    before: { status: request.status },
    after: { status: updated.status, answers, result_order_id: updated.result_order_id, via },
  });
  return updated;
}

export async function answerPatientRequest(db: Db, actor: Actor, id: number, body: RefillAnswerBody): Promise<PatientRequest> {
  return db.transaction(async (tx) => {
    const request = await ownRequest(tx, actor, id, true);
    return presentRequest(tx, await answerRefill(tx, request, body, actor.userId, 'app'));
  });
}

/** A document request answered with a file: it joins the order's documents (the supplier's account holds it). */
export async function uploadForRequest(db: Db, storage: FileStorage, actor: Actor, id: number, files: NewFile[]): Promise<PatientRequest> {
  const request = await ownRequest(db, actor, id);
  if (request.kind !== 'document') throw conflict('This request does not ask for a document.');
  if (request.status !== 'open') throw conflict('This request has already been answered.');
  const file = files[0];
  if (!file || files.length !== 1) throw new AppError('validation', 'Choose one photo or file.', { file: ['Choose one photo or file.'] });
  if (file.bytes.length === 0) throw new AppError('validation', 'The file is empty.', { file: ['The file is empty.'] });
  const mime = sniffMime(file.bytes);
  if (!mime) throw new AppError('validation', 'The file must be a PDF or an image.', { file: ['The file must be a PDF or an image.'] });
  const key = newStorageKey(request.account_id);
  await storage.put(key, file.bytes);
  try {
    return await db.transaction(async (tx) => {
      const locked = await ownRequest(tx, actor, id, true);
      if (locked.status !== 'open') throw conflict('This request has already been answered.');
      const type = typeof locked.details.media_type === 'string' ? locked.details.media_type : 'other';
      const name = safeFileName(file.name, mime);
      const media = await insertMedia(tx, {
        account_id: locked.account_id,
        patient_id: locked.patient_id,
        order_id: locked.order_id,
        type,
        original_name: name,
        mime,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        storage_key: key,
        uploaded_by: actor.userId,
      });
      const updated = await updateRequest(tx, locked.id, { status: 'answered', answers: { media_id: media.id, file: name }, answered_at: new Date(), answered_by: actor.userId });
      await recordOnOrder(tx, locked.order_id, actor.userId, `The patient sent "${name}" for the request "${locked.title}" in the app.`);
      await audit(tx, actor, { action: 'patient_request.upload', entity: 'patient_request', entityId: locked.id, accountId: locked.account_id, after: { media_id: media.id } });
      return presentRequest(tx, updated);
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

// --- the short link ------------------------------------------------------------------------------------------

/** The request of a link: unknown 404; answered, closed or expired 410 (said in words a patient understands). */
async function liveLink(db: Queryable, hash: string, lock = false): Promise<RequestRow> {
  const row = await findRequestByLink(db, sha256(hash), lock);
  if (!row || row.kind !== 'refill') throw new AppError('not_found', 'This link is not valid.');
  if (row.status === 'answered' || row.status === 'declined') throw new AppError('gone', 'This refill has already been answered; the link works once.');
  if (row.status !== 'open') throw new AppError('gone', 'This refill request is closed.');
  if (!row.link_expires_at || row.link_expires_at.getTime() <= Date.now()) throw new AppError('gone', 'This link has expired.');
  return row;
}

export async function showRefillLink(db: Queryable, hash: string): Promise<PublicRefill> {
  const row = await liveLink(db, hash);
  const { supplier, item } = await findRequestContext(db, row);
  const contact = await findPatientContact(db, row.patient_id);
  return {
    // Only the first name: whoever holds the link learns no more about the patient than they already know.
    first_name: contact?.first_name ?? '',
    supplier,
    item: item ? { name: item.name, hcpcs: item.hcpcs, quantity: item.quantity } : { name: 'Your supplies', hcpcs: '', quantity: 1 },
    due_date: row.due_date,
    link_expires_at: row.link_expires_at!.toISOString(),
  };
}

export async function answerRefillLink(db: Db, hash: string, body: RefillAnswerBody): Promise<PublicRefillResult> {
  return db.transaction(async (tx) => {
    const row = await liveLink(tx, hash, true);
    const updated = await answerRefill(tx, row, body, null, 'link');
    const { supplier } = await findRequestContext(tx, updated);
    return { status: updated.status === 'declined' ? 'declined' : 'answered', result_order_id: updated.result_order_id, supplier };
  });
}
