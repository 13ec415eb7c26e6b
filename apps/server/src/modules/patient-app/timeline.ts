import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PATIENT_DOCUMENT_WORDS, patientStatusWords, type TimelineEntry } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { media, orderSignatures, type suborders } from '../../db/schema';
import { findHistory } from '../orders/orders.queries';

/** Documents on the order that the patient signed (the prescriber's are order_signatures). */
const PATIENT_SIGNED_TYPES = ['aob', 'hipaa_consent', 'delivery_ticket', 'proof_of_delivery'];

/** "Thu, 11/26/2026, 9:00 AM – 12:00 PM" in the supplier's zone (the wall clock the window was agreed in). */
export function slotWords(starts: Date, ends: Date | null, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: '2-digit', day: '2-digit', year: 'numeric' }).format(
    starts,
  );
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return ends ? `${day}, ${time.format(starts)} – ${time.format(ends)}` : `${day}, ${time.format(starts)}`;
}

type Suborder = typeof suborders.$inferSelect;

/**
 * A row written at one status (from = to) is an event on the order, such as the patient's answer to a refill
 * request (modules/resupply): the supplier's history shows its note, so the patient reads it too, addressed to them.
 */
export function eventWords(note: string): string {
  const text = note
    .trim()
    .replace(/\bThe patient\b/g, 'You')
    .replace(/\bthe patient\b/g, 'you');
  return text || 'Order updated';
}

/**
 * The order's timeline for its patient, read from the rows the supplier's and the doctor's history screens read
 * (order_status_history, order_signatures, the order's documents): nothing is copied, so it cannot drift. Status
 * changes are named in the patient's words (their notes are staff's words to each other); events written at one
 * status keep their note; a scheduled delivery carries its agreed window.
 */
export async function timelineOf(
  db: Queryable,
  orderId: number,
  doctorName: string | null,
  shipments: Suborder[],
  timeZone: string,
): Promise<TimelineEntry[]> {
  const out: TimelineEntry[] = [];
  const slot =
    shipments.find((s) => s.slot_starts_at !== null && s.delivered_at === null) ?? shipments.find((s) => s.slot_starts_at !== null);
  const delivered = shipments
    .map((s) => s.delivered_at)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  for (const { row } of await findHistory(db, orderId)) {
    const event = row.from_status !== null && row.from_status === row.to_status;
    let detail: string | null = null;
    if (!event && row.to_status === 70 && slot?.slot_starts_at)
      detail = `Delivery window: ${slotWords(slot.slot_starts_at, slot.slot_ends_at, timeZone)}`;
    if (!event && row.to_status === 80 && delivered) detail = `Delivered ${slotWords(delivered, null, timeZone)}`;
    const title = event ? eventWords(row.note) : patientStatusWords(row.to_status, row.from_status, doctorName);
    out.push({ key: `status-${row.id}`, kind: 'status', at: row.created_at.toISOString(), title, detail, status: row.to_status });
  }
  const signatures = await db
    .select({ id: orderSignatures.id, kind: orderSignatures.kind, signer: orderSignatures.signer_name, at: orderSignatures.signed_at })
    .from(orderSignatures)
    .where(and(eq(orderSignatures.order_id, orderId), isNull(orderSignatures.superseded_at)));
  for (const s of signatures) {
    out.push({
      key: `signature-${s.id}`,
      kind: 'signature',
      at: s.at.toISOString(),
      title: `${s.signer} ${PATIENT_DOCUMENT_WORDS[s.kind] ?? 'signed a document'}`,
      detail: null,
      status: null,
    });
  }
  const documents = await db
    .select({ id: media.id, type: media.type, at: media.created_at })
    .from(media)
    .where(and(eq(media.order_id, orderId), inArray(media.type, PATIENT_SIGNED_TYPES), isNull(media.deleted_at)))
    .orderBy(asc(media.created_at));
  for (const d of documents) {
    out.push({
      key: `document-${d.id}`,
      kind: 'document',
      at: d.at.toISOString(),
      title: PATIENT_DOCUMENT_WORDS[d.type] ?? 'You signed a document',
      detail: null,
      status: null,
    });
  }
  // Oldest first; at the same instant a status change comes before the paper that went with it.
  const rank = { status: 0, signature: 1, document: 2 } as const;
  return out.sort((a, b) => a.at.localeCompare(b.at) || rank[a.kind] - rank[b.kind]);
}
