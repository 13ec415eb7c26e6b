import { eq } from 'drizzle-orm';
import type { DistributionOrderDetail } from '@dme/contract';
import type { Db } from '../../db/client';
import { accounts, supplierProfiles, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fullAddress } from '../doctor-profile/locations.service';
import { companyOf } from '../distributors/distributors.service';
import { loadDetail } from './present';
import { renderPurchaseOrder, type Buyer } from './purchase-order-pdf';

async function buyerOf(db: Db, accountId: number): Promise<Buyer> {
  const [row] = await db
    .select({ name: accounts.name, profile: supplierProfiles })
    .from(accounts)
    .leftJoin(supplierProfiles, eq(supplierProfiles.account_id, accounts.id))
    .where(eq(accounts.id, accountId));
  const p = row?.profile;
  return { name: row?.name ?? '', address: p ? fullAddress(p) : '', phone: p?.phones[0]?.phone ?? '' };
}

async function timeZoneOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ tz: users.time_zone }).from(users).where(eq(users.id, userId));
  return row?.tz ?? 'America/New_York';
}

/** The printable purchase order (dates in the caller's time zone). */
export async function purchaseOrderPdf(db: Db, actor: Actor, id: number): Promise<{ pdf: Uint8Array; filename: string }> {
  const accountId = companyOf(actor);
  const order = await loadDetail(db, accountId, id);
  const pdf = await renderPurchaseOrder(order, await buyerOf(db, accountId), await timeZoneOf(db, actor.userId));
  return { pdf, filename: `purchase-order-PO-${order.id}.pdf` };
}

/** Whole dollars and cents with a point, as spreadsheets and order uploads read amounts. */
const dollars = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * One CSV cell (RFC 4180): quoted when it holds a separator, quote or line break. A cell a spreadsheet would run as
 * a formula (=, +, -, @, tab, CR first) gets a leading apostrophe: names and notes are typed by people.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER = [
  'line',
  'item_number',
  'sku',
  'manufacturer',
  'model',
  'hcpcs',
  'description',
  'quantity',
  'received_quantity',
  'unit_price',
  'amount',
  'order_item_id',
];

export function linesCsv(o: DistributionOrderDetail): string {
  const rows = o.lines.map((l, i) => [
    i + 1,
    l.item_number ?? '',
    l.sku.sku,
    l.sku.manufacturer,
    l.sku.model,
    l.sku.equipment.hcpcs,
    l.sku.equipment.name,
    l.quantity,
    l.received_quantity,
    dollars(l.unit_price_cents),
    dollars(l.total_cents),
    l.order_item_id ?? '',
  ]);
  return [HEADER, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The order's lines as CSV, with a byte-order mark so spreadsheet programs read it as UTF-8. */
export async function purchaseOrderCsv(db: Db, actor: Actor, id: number): Promise<{ csv: string; filename: string }> {
  const order = await loadDetail(db, companyOf(actor), id);
  return { csv: `\uFEFF${linesCsv(order)}`, filename: `purchase-order-PO-${order.id}.csv` };
}
