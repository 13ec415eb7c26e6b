import { and, eq, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDate, REFILL_REMINDER_DAYS, REFILL_REMINDERS } from '@dme/contract';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db/client';
import { accounts, equipmentItems, orderItems, orders, patientRequests, suborderItems, suborders } from '../../db/schema';
import { audit } from '../../lib/audit';
import { accountTimeZone, dayIn } from '../../lib/calendar-day';
import { randomSecret, sha256 } from '../../lib/secrets';
import { queueMail } from '../../integrations/mail';
import { findPatientContact, updateRequest, type RequestRow } from './requests.queries';
import { recordOnOrder } from './requests.service';

/** How long a mailed refill link works; each reminder mails a fresh one (the older link stops working). */
export const REFILL_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus whole months, keeping the day of the month where the month has it (Jan 31 + 1 = Feb 28). */
export function addMonths(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

export const addDays = (iso: string, days: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const root = alias(orders, 'series_root');

/**
 * Delivered order lines of items with a replacement schedule, with their last delivery and the due day of their
 * latest refill request. A line whose refill was confirmed (its refill order carries the series on) or whose
 * request is still open is left out; so is a series whose refills the supplier cancelled.
 */
async function refillCandidates(db: Queryable) {
  return db
    .select({
      item_id: orderItems.id,
      order_id: orders.id,
      vendor_id: orders.vendor_id,
      patient_id: orders.patient_id,
      months: equipmentItems.refill_months,
      name: equipmentItems.name,
      last_delivered: max(suborders.delivered_at),
      last_due: sql<string | null>`(select max(r.due_date)::text from ${patientRequests} r where r.order_item_id = ${orderItems.id} and r.kind = 'refill')`,
    })
    .from(orderItems)
    .innerJoin(equipmentItems, and(eq(equipmentItems.id, orderItems.equipment_id), isNotNull(equipmentItems.refill_months)))
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(root, eq(root.id, sql`coalesce(${orders.refill_for}, ${orders.id})`))
    .innerJoin(suborderItems, eq(suborderItems.order_item_id, orderItems.id))
    .innerJoin(suborders, and(eq(suborders.id, suborderItems.suborder_id), isNotNull(suborders.delivered_at), isNull(suborders.replaced_at)))
    .where(
      and(
        isNull(orderItems.archived_at),
        isNull(orders.deleted_at),
        isNotNull(orders.vendor_id),
        isNotNull(orders.patient_id),
        isNull(root.refills_cancelled_at),
        sql`not exists (select 1 from ${patientRequests} r where r.order_item_id = ${orderItems.id} and r.kind = 'refill' and r.status in ('open', 'answered'))`,
      ),
    )
    .groupBy(orderItems.id, orders.id, equipmentItems.id);
}

interface Mailing {
  config: Pick<AppConfig, 'publicUrl'>;
  now: Date;
}

/** Mails the patient a fresh link to the request (a newer link replaces the older); false without an address. */
async function mailLink(tx: Queryable, request: RequestRow, m: Mailing, reminder: number): Promise<boolean> {
  const contact = await findPatientContact(tx, request.patient_id);
  if (!contact?.email) return false;
  const token = randomSecret();
  await updateRequest(tx, request.id, { link_hash: sha256(token), link_expires_at: new Date(m.now.getTime() + REFILL_LINK_DAYS * DAY_MS) });
  const [company] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, request.account_id));
  const supplier = company?.name ?? 'Your supplier';
  const due = request.due_date ? formatDate(request.due_date) : 'soon';
  await queueMail(tx, {
    to: contact.email,
    userId: contact.user_id ?? undefined,
    accountId: request.account_id,
    subject: reminder === 0 ? `Your refill is due: ${request.title.replace(/^Refill: /, '')}` : `Reminder: confirm your refill`,
    body:
      `Hello ${contact.first_name},\n\n${supplier} can send your replacement ${request.title.replace(/^Refill: /, '')} from ${due}. ` +
      `Answer a few questions and confirm it (or tell us you don't need it) here:\n${m.config.publicUrl}/refill/${token}\n\n` +
      `The link works once and expires in ${REFILL_LINK_DAYS} days${reminder > 0 ? '; it replaces the link of our earlier mail' : ''}. ` +
      `You can also answer in the patient app.`,
    template: reminder === 0 ? 'refill-request' : 'refill-reminder',
  });
  return true;
}

export interface ResupplyResult {
  created: number;
  reminded: number;
  toPhone: number;
}

/**
 * One pass of the resupply job. For each delivered line of a refillable item, the next due day is the last
 * delivery (or the last request's due day) plus the item's months, on the company's calendar; `leadDays` before
 * it, one request per (line, due day) is made and mailed (a second pass inserts nothing: the unique index). Then
 * open requests whose reminder time has come get a reminder, and after the last one they go on the to-phone list.
 */
export async function runResupply(db: Db, config: Pick<AppConfig, 'publicUrl' | 'resupplyLeadDays'>, now: Date = new Date()): Promise<ResupplyResult> {
  const result: ResupplyResult = { created: 0, reminded: 0, toPhone: 0 };
  const zones = new Map<number, string>();
  const m: Mailing = { config, now };
  for (const c of await refillCandidates(db)) {
    if (c.vendor_id === null || c.patient_id === null || c.months === null || !c.last_delivered) continue;
    let zone = zones.get(c.vendor_id);
    if (!zone) zones.set(c.vendor_id, (zone = await accountTimeZone(db, c.vendor_id)));
    const due = addMonths(c.last_due ?? dayIn(zone, c.last_delivered), c.months);
    if (addDays(due, -config.resupplyLeadDays) > dayIn(zone, now)) continue;
    const made = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(patientRequests)
        .values({
          account_id: c.vendor_id!,
          patient_id: c.patient_id!,
          order_id: c.order_id,
          order_item_id: c.item_id,
          kind: 'refill',
          title: `Refill: ${c.name}`,
          details: { message: `Your ${c.name} is due for replacement on ${formatDate(due)}. Confirm the refill or tell us you don't need it.` },
          due_date: due,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      const mailed = await mailLink(tx, row, m, 0);
      await updateRequest(tx, row.id, { next_reminder_at: mailed ? new Date(now.getTime() + REFILL_REMINDER_DAYS * DAY_MS) : null });
      await recordOnOrder(
        tx,
        c.order_id,
        null,
        mailed
          ? `Refill request for ${c.name} (due ${formatDate(due)}) mailed to the patient.`
          : `Refill of ${c.name} due ${formatDate(due)}: the patient has no e-mail address; phone them.`,
      );
      await audit(tx, null, { action: 'patient_request.create', entity: 'patient_request', entityId: row.id, accountId: row.account_id, after: { kind: 'refill', order_item_id: c.item_id, due_date: due, mailed } });
      return true;
    });
    if (made) result.created++;
  }
  await remind(db, m, result);
  return result;
}

async function remind(db: Db, m: Mailing, result: ResupplyResult): Promise<void> {
  const due = await db
    .select({ id: patientRequests.id })
    .from(patientRequests)
    .where(and(eq(patientRequests.kind, 'refill'), eq(patientRequests.status, 'open'), lte(patientRequests.next_reminder_at, m.now)));
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(patientRequests).where(eq(patientRequests.id, id)).for('update');
      if (!row || row.status !== 'open' || !row.next_reminder_at || row.next_reminder_at > m.now) return;
      const n = row.reminders_sent + 1;
      if (row.reminders_sent < REFILL_REMINDERS && (await mailLink(tx, row, m, n))) {
        await updateRequest(tx, row.id, { reminders_sent: n, next_reminder_at: new Date(m.now.getTime() + REFILL_REMINDER_DAYS * DAY_MS) });
        await recordOnOrder(tx, row.order_id, null, `Refill reminder ${n} mailed to the patient.`);
        await audit(tx, null, { action: 'patient_request.remind', entity: 'patient_request', entityId: row.id, accountId: row.account_id, after: { reminders_sent: n } });
        result.reminded++;
        return;
      }
      await updateRequest(tx, row.id, { next_reminder_at: null });
      await recordOnOrder(tx, row.order_id, null, `No answer to the refill request after ${row.reminders_sent} reminders: phone the patient.`);
      await audit(tx, null, { action: 'patient_request.to_phone', entity: 'patient_request', entityId: row.id, accountId: row.account_id, after: { reminders_sent: row.reminders_sent } });
      result.toPhone++;
    });
  }
}
