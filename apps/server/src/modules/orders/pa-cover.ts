import { eq } from 'drizzle-orm';
import { newPdf, PdfWriter } from '../../lib/pdf/pdf-writer';
import { formatDate, type Order } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { accounts, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { accountTimeZone, dayIn } from '../../lib/calendar-day';
import { reachableOrder, requireOrderPermission } from './order-access';
import { orderScope } from './order-scope';
import { orderView } from './order-view';

const date = (iso: string | null): string => (iso ? formatDate(iso) : '-');
const digits = (value: string | null, groups: number[]): string => {
  if (!value) return '-';
  const parts: string[] = [];
  let at = 0;
  for (const n of groups) parts.push(value.slice(at, (at += n)));
  return parts.filter(Boolean).join('-');
};

/**
 * The fax cover sheet a supplier sends a payer with a prior-authorisation request: who asks, for whom, for what.
 * Dated with the day in `zone`, the supplier's.
 */
export async function renderPaCover(
  o: Order,
  supplier: { name: string },
  prescriber: { name: string; npi: string | null } | null,
  zone: string,
  now = new Date(),
): Promise<Uint8Array> {
  const { doc, regular, bold } = await newPdf({ title: `Prior authorisation cover sheet, order #${o.id}`, at: now });
  const out = new PdfWriter(doc, regular, { line: 14, footer: `Prior authorization request, order #${o.id}, ${supplier.name}` });
  const sheet = {
    line: (text: string, opts: { size?: number; gap?: number } = {}) => out.write(text, opts),
    section: (title: string) => {
      out.y -= 8;
      out.write(title.toUpperCase(), { font: bold, size: 10.5, gap: 2 });
    },
  };
  out.write('PRIOR AUTHORIZATION REQUEST - FAX COVER SHEET', { font: bold, size: 15, gap: 6 });
  sheet.line(`From: ${supplier.name}`);
  sheet.line(`Order: #${o.id}    Date: ${formatDate(dayIn(zone, now))}    Status: ${o.status_name}`);
  sheet.section('Member');
  sheet.line(`Patient: ${o.patient?.full_name ?? '-'}    Date of birth: ${date(o.patient?.dob ?? null)}`);
  sheet.line(
    `Payer: ${o.insurance?.payer_name ?? '-'}    Member ID: ${o.insurance?.member_id ?? '-'}    Coverage: ${o.insurance?.type ?? '-'}`,
  );
  sheet.section('Ordering physician');
  sheet.line(`${prescriber?.name ?? 'No prescriber attached'}${prescriber?.npi ? `    NPI: ${prescriber.npi}` : ''}`);
  sheet.line(`Office: ${o.doctor_location?.name ?? '-'}    Order date (Rx): ${date(o.rx_date)}`);
  sheet.section('Requested items');
  for (const item of o.commons) sheet.line(`${item.hcpcs}  x${item.quantity}  ${item.name} (${item.rental_or_purchase})`);
  if (o.commons.length === 0) sheet.line('-');
  sheet.section('Diagnoses (ICD-10-CM)');
  for (const d of o.diagnoses) sheet.line(`${d.position}. ${d.code_dotted}  ${d.description}`);
  if (o.diagnoses.length === 0) sheet.line('-');
  sheet.section('Authorization');
  sheet.line(`Prior authorization number: ${digits(o.prior_number, [4, 4, 4, 4])}    Valid through: ${date(o.pa_expires_on ?? null)}`);
  sheet.line(`Delivery address: ${o.full_shipping_address ?? '-'}`);
  sheet.line('Attached: prescription, CMN / face-to-face documentation as available.', { gap: 10 });
  sheet.line(
    'CONFIDENTIAL: this fax contains protected health information. If you received it in error, notify the sender and destroy it.',
    { size: 8 },
  );
  return doc.save();
}

export async function paCoverOf(db: Queryable, actor: Actor, orderId: number): Promise<{ pdf: Uint8Array; filename: string }> {
  const scope = orderScope(actor);
  const row = await reachableOrder(db, scope, orderId);
  requireOrderPermission(actor, 'view', row.status);
  const order = await orderView(db, scope, orderId);
  const [supplier] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, scope.accountId));
  const [doctor] =
    row.doctor_id === null ? [] : await db.select({ name: users.name, npi: users.npi }).from(users).where(eq(users.id, row.doctor_id));
  const zone = await accountTimeZone(db, scope.accountId);
  return { pdf: await renderPaCover(order, supplier ?? { name: '' }, doctor ?? null, zone), filename: `pa-cover-order-${orderId}.pdf` };
}
