import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { orderParams } from './orders';
import { queryFlag } from './tasks';

/** The realtime event a mentioned user receives on their private channel `private-user.{id}`. */
export const NOTE_MENTION_EVENT = 'note-mention';
export const userChannelName = (userId: number): string => `private-user.${userId}`;

/** Payload of the note-mention event. */
export const noteMentionEvent = z.object({
  order_id: z.number(),
  note_id: z.number(),
  /** The author's name. */
  author: z.string(),
  /** The start of the note (at most 140 characters). */
  excerpt: z.string(),
});
export type NoteMentionEvent = z.infer<typeof noteMentionEvent>;

const ref = z.object({ id: z.number(), name: z.string() });

export const note = z.object({
  id: z.number(),
  order_id: z.number(),
  body: z.string(),
  /** Internal notes are read only by the author's own practice or company. */
  is_internal: z.boolean(),
  /** Which side wrote it. */
  side: z.enum(['doctor', 'supplier']),
  author: ref,
  /** The colleague the author acted for (X-Staff-Id). */
  staff: ref.nullable(),
  mentions: z.array(ref),
  /** Written by the caller's own practice or company: only then may it be edited or deleted. */
  is_own: z.boolean(),
  edited: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof note>;

/** Someone a note on the order may mention: people of the practice and of the supplier the order is with. */
export const orderPerson = z.object({
  id: z.number(),
  name: z.string(),
  side: z.enum(['doctor', 'supplier']),
  is_staff: z.boolean(),
  /** The prescriber of the order. */
  is_prescriber: z.boolean(),
});
export type OrderPerson = z.infer<typeof orderPerson>;

export const MAX_NOTE_LENGTH = 5000;
export const MAX_NOTE_MENTIONS = 20;

const body = z
  .string({ error: 'The note field is required.' })
  .trim()
  .min(1, 'The note field is required.')
  .max(MAX_NOTE_LENGTH, `The note may not be greater than ${MAX_NOTE_LENGTH} characters.`);
const mentionIds = z
  .array(z.coerce.number().int().positive('The mentioned person is invalid.'))
  .max(MAX_NOTE_MENTIONS, `At most ${MAX_NOTE_MENTIONS} people can be mentioned.`);

export const notesQuery = listQuery.extend({
  order_id: idParam,
  sortType: z.enum(['asc', 'desc']).optional(),
  /** Only the caller's internal notes, or only shared ones. */
  internal: queryFlag.optional(),
});
export type NotesQuery = z.infer<typeof notesQuery>;

export const createNoteBody = z.object({
  order_id: z.coerce.number({ error: 'The order id field is required.' }).int().positive('The selected order is invalid.'),
  body,
  /** User ids from `orders/{orderId}/persons`; each gets the note-mention event. */
  mention_ids: mentionIds.optional(),
  is_internal: z.boolean().optional(),
});
export type CreateNoteBody = z.infer<typeof createNoteBody>;

/** Fields not sent stay. Mentions sent replace the list; only people newly mentioned are told. */
export const updateNoteBody = z.object({ body: body.optional(), mention_ids: mentionIds.optional() });
export type UpdateNoteBody = z.infer<typeof updateNoteBody>;

export const LATEST_NOTES_COUNT = 5;
const noteParams = z.object({ noteId: idParam });

function noteCalls(side: 'doctor' | 'vendor') {
  const roles = side === 'doctor' ? (['doctor'] as const) : (['supplier'] as const);
  const base = `/api/${side}/notes`;
  const orderBase = `/api/${side}/orders/{orderId}`;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      access: { roles },
      summary: "Notes of an order (`order_id`) the caller may read, newest first; needs 'order view {status}'.",
      query: notesQuery,
      response: pageOf(note),
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      access: { roles },
      summary: `Adds a note to an order; every person in \`mention_ids\` gets the realtime "${NOTE_MENTION_EVENT}" event and a notification.`,
      body: createNoteBody,
      response: dataOf(note),
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/{noteId}`,
      access: { roles, permission: 'manage notes' },
      summary: "Edits a note of the caller's own practice or company (403 for the other side's).",
      params: noteParams,
      body: updateNoteBody,
      response: dataOf(note),
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/{noteId}`,
      access: { roles, permission: 'manage notes' },
      summary: "Deletes a note of the caller's own practice or company; answers 204.",
      params: noteParams,
    }),
    latest: endpoint({
      method: 'GET',
      path: `${orderBase}/notes/latest`,
      access: { roles, permission: 'order view {status}' },
      summary: `The ${LATEST_NOTES_COUNT} newest notes of the order the caller may read.`,
      params: orderParams,
      response: dataOf(z.array(note)),
    }),
    persons: endpoint({
      method: 'GET',
      path: `${orderBase}/persons`,
      access: { roles, permission: 'order view {status}' },
      summary: "People related to the order (the practice's and the supplier's), for mentions.",
      params: orderParams,
      response: dataOf(z.array(orderPerson)),
    }),
  };
}

export const doctorNotes = noteCalls('doctor');
export const vendorNotes = noteCalls('vendor');

export const orderNotesEndpoints = [...Object.values(doctorNotes), ...Object.values(vendorNotes)] as const;
