import { and, eq, isNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { printable, wrap } from '../../lib/pdf/pdf-writer';
import { formatDate, type Media, type Order } from '@dme/contract';
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
  const doc = await PDFDocument.create();
  doc.setTitle(`Assignment of benefits, order #${o.id}`);
  doc.setCreator('DME Portal');
  doc.setProducer('DME Portal');
  doc.setCreationDate(now);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  let y = 736;
  const write = (text: string, size = 10, f = font, gap = 4) => {
    for (const line of wrap(f, printable(f, text), size, 500)) {
      page.drawText(line, { x: 56, y: y - size, size, font: f, color: rgb(0, 0, 0) });
      y -= size + gap;
    }
  };
  const patient = o.patient?.full_name ?? '';
  write('ASSIGNMENT OF BENEFITS', 15, bold, 10);
  write(`Supplier: ${supplier}    Order: #${o.id}    Date: ${formatDate(dayIn(zone, now))}`);
  write(`Patient: ${patient}    Date of birth: ${formatDate(o.patient?.dob ?? '')}`);
  write(`Insurance: ${o.insurance?.payer_name ?? ''}    Member ID: ${o.insurance?.member_id ?? ''}`, 10, font, 12);
  write('Items', 10.5, bold);
  for (const item of o.commons.filter((c) => !c.archived_at))
    write(`${item.hcpcs}  x${item.quantity}  ${item.name} (${item.rental_or_purchase})`);
  y -= 10;
  write(
    `I request that payment of authorized benefits for the items above be made on my behalf to ${supplier}. I authorize any holder of medical or other information about me to release to my insurer and its agents any information needed to determine these benefits. I understand that I am responsible for any deductible, coinsurance and non-covered amounts. A copy of this assignment is as valid as the original.`,
  );
  y -= 36;
  page.drawLine({ start: { x: 56, y }, end: { x: 300, y }, thickness: 0.5, color: rgb(0.3, 0.3, 0.3) });
  page.drawLine({ start: { x: 360, y }, end: { x: 540, y }, thickness: 0.5, color: rgb(0.3, 0.3, 0.3) });
  y -= 4;
  write('Signature of patient or authorized representative                                   Date', 8);
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
  if (row.status >= 80) throw conflict('The order is in billing; its AOB is settled.');
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
