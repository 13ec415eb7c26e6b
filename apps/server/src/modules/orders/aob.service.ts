import { and, eq, isNull } from 'drizzle-orm';
import { rgb } from 'pdf-lib';
import { newPdf, PAGE, PdfWriter } from '../../lib/pdf/pdf-writer';
import { formatDate, STATUS, type Media, type Order } from '@dme/contract';
import type { Db } from '../../db/client';
import { accounts, media } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { accountTimeZone, dayIn } from '../../lib/calendar-day';
import type { FileStorage } from '../../integrations/storage';
import { storeMedia } from '../media/media.service';
import { assertNotArchived, conflict, lockOrder, reachableOrder, requireOrderPermission } from './order-access';
import { orderScope } from './order-scope';
import { orderView } from './order-view';

/**
 * The assignment-of-benefits form: the patient assigns the payer's benefits for the items to the supplier. Dated
 * with the day in `zone`, the supplier's.
 */
export async function renderAob(o: Order, supplier: string, zone: string, now = new Date()): Promise<Uint8Array> {
  const { doc, regular, bold } = await newPdf({ title: `Assignment of benefits, order #${o.id}`, at: now });
  // A long list of items runs onto further pages; each carries the order it belongs to.
  const out = new PdfWriter(doc, regular, { footer: `Assignment of benefits, order #${o.id}, ${supplier}` });
  out.write('ASSIGNMENT OF BENEFITS', { size: 15, font: bold, gap: 8 });
  out.write(`Supplier: ${supplier}    Order: #${o.id}    Date: ${formatDate(dayIn(zone, now))}`);
  out.write(`Patient: ${o.patient?.full_name ?? ''}    Date of birth: ${formatDate(o.patient?.dob ?? '')}`);
  out.write(`Insurance: ${o.insurance?.payer_name ?? ''}    Member ID: ${o.insurance?.member_id ?? ''}`, { gap: 10 });
  out.write('Items', { size: 10.5, font: bold });
  for (const item of o.commons.filter((c) => !c.archived_at)) out.write(`${item.hcpcs}  x${item.quantity}  ${item.name} (${item.rental_or_purchase})`);
  out.y -= 10;
  out.write(
    `I request that payment of authorized benefits for the items above be made on my behalf to ${supplier}. I authorize any holder of medical or other information about me to release to my insurer and its agents any information needed to determine these benefits. I understand that I am responsible for any deductible, coinsurance and non-covered amounts. A copy of this assignment is as valid as the original.`,
  );
  // The signature and date lines stay together on one page with the room to sign above them.
  out.ensure(60);
  out.y -= 36;
  const rule = (from: number, to: number) => out.page.drawLine({ start: { x: from, y: out.y }, end: { x: to, y: out.y }, thickness: 0.5, color: rgb(0.3, 0.3, 0.3) });
  rule(PAGE.margin, 300);
  rule(360, PAGE.width - PAGE.margin - 16);
  out.y -= 4;
  out.page.drawText('Date', { x: 360, y: out.y - 8, size: 8, font: regular });
  out.write('Signature of patient or authorized representative', { size: 8 });
  return doc.save();
}

/**
 * Files a fresh AOB as the order's `aob` document; earlier unsigned ones are archived (never overwritten). The
 * patient signs it at delivery (the suborder's signed-aob upload).
 */
export async function generateAob(db: Db, storage: FileStorage, actor: Actor, orderId: number): Promise<Media> {
  const scope = orderScope(actor);
  const row = await reachableOrder(db, scope, orderId);
  requireOrderPermission(actor, 'edit', row.status);
  assertNotArchived(row);
  if (row.patient_id === null) throw fieldError('user_id', 'The order has no patient yet.');
  if (row.insurance_id === null) throw fieldError('insurance_id', 'Attach an insurance first: the AOB names the payer.');
  if (row.status >= STATUS.BILLING) throw conflict('The order is in billing; its AOB is settled.');
  const order = await orderView(db, scope, orderId);
  const [company] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, scope.accountId));
  const pdf = await renderAob(order, company?.name ?? '', await accountTimeZone(db, scope.accountId));
  const target = { patientId: row.patient_id, orderId, type: 'aob', expiresAt: null };
  const [saved] = await storeMedia(
    db,
    storage,
    actor,
    target,
    [{ name: `aob-order-${orderId}.pdf`, bytes: Buffer.from(pdf), mime: 'application/pdf' }],
    async (tx) => {
      const locked = await lockOrder(tx, scope, orderId);
      assertNotArchived(locked);
      const old = await tx
        .update(media)
        .set({ archived_at: new Date(), archived_by: actor.userId })
        .where(and(eq(media.order_id, orderId), eq(media.type, 'aob'), isNull(media.archived_at), isNull(media.deleted_at)))
        .returning({ id: media.id });
      for (const m of old)
        await audit(tx, actor, {
          action: 'media.archive',
          entity: 'media',
          entityId: m.id,
          after: { order_id: orderId, reason: 'replaced by a new AOB' },
        });
    },
  );
  return saved!;
}
