import {
  href,
  LATEST_NOTES_COUNT,
  NOTE_MENTION_EVENT,
  userChannelName,
  type CreateNoteBody,
  type Note,
  type NoteMentionEvent,
  type NotesQuery,
  type OrderPerson,
  type UpdateNoteBody,
} from '@dme/contract';
import type { AppContext } from '../../app-context';
import type { Queryable, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError, forbidden, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { notifyUser } from '../notifications/notifications.service';
import { reachableOrder, requireOrderPermission } from '../orders/order-access';
import { orderScope, type OrderScope } from '../orders/order-scope';
import { findReachableOrder, type OrderRow } from '../orders/orders.queries';
import {
  deleteMentions,
  findAccountPeople,
  findMentions,
  findLatestNotes,
  findNote,
  findNotePage,
  insertMentions,
  insertNote,
  updateNote,
  type NoteView,
} from './notes.queries';

const EXCERPT_LENGTH = 140;
const excerpt = (body: string) => (body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH - 1)}…` : body);

async function present(db: Queryable, scope: OrderScope, views: NoteView[]): Promise<Note[]> {
  const mentions = await findMentions(
    db,
    views.map((v) => v.note.id),
  );
  return views.map(({ note: n, side, author, staff }) => ({
    id: n.id,
    order_id: n.order_id,
    body: n.body,
    is_internal: n.is_internal,
    side,
    author,
    staff: staff ?? null,
    mentions: mentions.filter((m) => m.note_id === n.id).map(({ id, name }) => ({ id, name })),
    is_own: n.account_id === scope.accountId,
    edited: n.edited_by !== null,
    created_at: n.created_at.toISOString(),
    updated_at: n.updated_at.toISOString(),
  }));
}

/** The order if the caller may read it in its status; 404 beyond the scope. */
async function readableOrder(db: Queryable, actor: Actor, orderId: number): Promise<{ scope: OrderScope; order: OrderRow }> {
  const scope = orderScope(actor);
  const order = await reachableOrder(db, scope, orderId);
  requireOrderPermission(actor, 'view', order.status);
  return { scope, order };
}

/**
 * Who a note on the order may mention: the practice's people (staff of the order's office) and, once the order
 * has reached the supplier, the supplier's people. An internal note only reaches the author's own side.
 */
async function personsOf(db: Queryable, order: OrderRow, onlySide?: OrderScope['side']): Promise<OrderPerson[]> {
  const out: OrderPerson[] = [];
  if (order.doctor_account_id !== null && onlySide !== 'supplier') {
    for (const p of await findAccountPeople(db, order.doctor_account_id, 'doctor', order.doctor_location_id))
      out.push({ ...p, side: 'doctor', is_prescriber: p.id === order.doctor_id });
  }
  const supplierReaches =
    order.vendor_id !== null && (await findReachableOrder(db, { side: 'supplier', accountId: order.vendor_id }, order.id));
  if (supplierReaches && onlySide !== 'doctor') {
    for (const p of await findAccountPeople(db, order.vendor_id!, 'supplier', null))
      out.push({ ...p, side: 'supplier', is_prescriber: false });
  }
  return out;
}

export async function listPersons(db: Queryable, actor: Actor, orderId: number): Promise<OrderPerson[]> {
  const { order } = await readableOrder(db, actor, orderId);
  return personsOf(db, order);
}

export async function listNotes(db: Queryable, actor: Actor, query: NotesQuery) {
  const { scope } = await readableOrder(db, actor, query.order_id);
  const { rows, total } = await findNotePage(
    db,
    query.order_id,
    scope.accountId,
    { internal: query.internal },
    { ...windowOf(query), sortType: query.sortType },
  );
  return { data: await present(db, scope, rows), meta: pageMeta(total, query) };
}

export async function latestNotes(db: Queryable, actor: Actor, orderId: number): Promise<Note[]> {
  const { scope } = await readableOrder(db, actor, orderId);
  return present(db, scope, await findLatestNotes(db, orderId, scope.accountId, LATEST_NOTES_COUNT));
}

/** The mentioned ids, checked against the people of the order (all problems reported as one 422). */
async function checkedMentions(
  tx: Queryable,
  actor: Actor,
  order: OrderRow,
  ids: readonly number[],
  internal: boolean,
  side: OrderScope['side'],
): Promise<OrderPerson[]> {
  const people = await personsOf(tx, order, internal ? side : undefined);
  const wanted = [...new Set(ids)].filter((id) => id !== actor.userId);
  const found = wanted.map((id) => people.find((p) => p.id === id));
  if (found.some((p) => !p))
    throw fieldError(
      'mention_ids',
      internal ? 'An internal note can mention only people of your own side of the order.' : 'The mentioned person is not on this order.',
    );
  return found as OrderPerson[];
}

interface Mention {
  userId: number;
  side: OrderPerson['side'];
  event: NoteMentionEvent;
}

/** In the note's transaction: an in-app notice per mentioned person; the realtime events go out after commit. */
async function noticeMentions(
  tx: Tx,
  authorName: string,
  note: { id: number; order_id: number; body: string },
  people: OrderPerson[],
): Promise<Mention[]> {
  const event = { order_id: note.order_id, note_id: note.id, author: authorName, excerpt: excerpt(note.body) };
  for (const p of people) {
    await notifyUser(tx, p.id, {
      title: `${authorName} mentioned you in a note`,
      message: event.excerpt,
      link: href(p.side === 'doctor' ? 'doctor.order.edit' : 'supplier.order.edit', { orderId: note.order_id }),
    });
  }
  return people.map((p) => ({ userId: p.id, side: p.side, event }));
}

/** A failed broadcast must not fail the write that has already been committed: it is logged and dropped. */
async function broadcastMentions(app: AppContext, mentions: Mention[]): Promise<void> {
  const results = await Promise.allSettled(
    mentions.map((m) => app.realtime.broadcast(userChannelName(m.userId), NOTE_MENTION_EVENT, m.event)),
  );
  for (const r of results) if (r.status === 'rejected') app.log.warn({ err: r.reason }, 'note-mention broadcast failed');
}

async function authorName(tx: Queryable, noteId: number): Promise<string> {
  return (await findNote(tx, noteId))!.author.name;
}

export async function createNote(app: AppContext, actor: Actor, body: CreateNoteBody): Promise<Note> {
  const { result, mentions } = await app.db.transaction(async (tx) => {
    const { scope, order } = await readableOrder(tx, actor, body.order_id);
    const internal = body.is_internal ?? false;
    const people = await checkedMentions(tx, actor, order, body.mention_ids ?? [], internal, scope.side);
    const row = await insertNote(tx, {
      order_id: order.id,
      account_id: scope.accountId,
      author_id: actor.userId,
      staff_id: actor.actingStaffId,
      body: body.body,
      is_internal: internal,
    });
    await insertMentions(
      tx,
      row.id,
      people.map((p) => p.id),
    );
    await audit(tx, actor, {
      action: 'note.create',
      entity: 'note',
      entityId: row.id,
      after: { ...row, mention_ids: people.map((p) => p.id) },
    });
    const mentions = await noticeMentions(tx, await authorName(tx, row.id), row, people);
    return { result: (await present(tx, scope, [(await findNote(tx, row.id))!]))[0]!, mentions };
  });
  await broadcastMentions(app, mentions);
  return result;
}

/** A note the caller may change: readable by it, and written by its own practice or company. */
async function ownNote(tx: Queryable, actor: Actor, noteId: number) {
  const found = await findNote(tx, noteId);
  if (!found) throw notFound('Note');
  const scope = orderScope(actor);
  const order = await findReachableOrder(tx, scope, found.note.order_id, true);
  if (!order || (found.note.is_internal && found.note.account_id !== scope.accountId)) throw notFound('Note');
  requireOrderPermission(actor, 'view', order.status);
  if (found.note.account_id !== scope.accountId) throw forbidden('Only the practice or company that wrote the note can change it.');
  return { scope, order, found };
}

export async function editNote(app: AppContext, actor: Actor, noteId: number, body: UpdateNoteBody): Promise<Note> {
  const { result, mentions } = await app.db.transaction(async (tx) => {
    const { scope, order, found } = await ownNote(tx, actor, noteId);
    const before = found.note;
    const current = (await findMentions(tx, [noteId])).map((m) => m.id);
    let added: OrderPerson[] = [];
    if (body.mention_ids !== undefined) {
      const people = await checkedMentions(tx, actor, order, body.mention_ids, before.is_internal, scope.side);
      added = people.filter((p) => !current.includes(p.id));
      await deleteMentions(
        tx,
        noteId,
        current.filter((id) => !people.some((p) => p.id === id)),
      );
      await insertMentions(
        tx,
        noteId,
        added.map((p) => p.id),
      );
    }
    const after = await updateNote(tx, noteId, { ...(body.body !== undefined ? { body: body.body } : {}), edited_by: actor.userId });
    await audit(tx, actor, {
      action: 'note.update',
      entity: 'note',
      entityId: noteId,
      before: { body: before.body, mention_ids: current },
      after: { body: after.body, mention_ids: body.mention_ids ?? current },
    });
    const mentions = await noticeMentions(tx, found.author.name, after, added);
    return { result: (await present(tx, scope, [(await findNote(tx, noteId))!]))[0]!, mentions };
  });
  await broadcastMentions(app, mentions);
  return result;
}

export async function deleteNote(app: AppContext, actor: Actor, noteId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const { found } = await ownNote(tx, actor, noteId);
    await updateNote(tx, noteId, { deleted_at: new Date() });
    await audit(tx, actor, { action: 'note.delete', entity: 'note', entityId: noteId, before: found.note });
  });
}
