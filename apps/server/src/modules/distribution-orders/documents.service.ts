import { eq } from 'drizzle-orm';
import { csvCents, csvLine, type DistributionOrderDetail } from '@dme/contract';
import type { Db } from '../../db/client';
import { accounts, supplierProfiles, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../lib/audit';
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

/** Text cells are neutralised against spreadsheet formulas (names and SKUs are typed by people); amounts stay numbers. */
export function linesCsv(o: Pick<DistributionOrderDetail, 'lines'>): string {
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
    csvCents(l.unit_price_cents),
    csvCents(l.total_cents),
    l.order_item_id ?? '',
  ]);
  return [HEADER, ...rows].map(csvLine).join('\r\n') + '\r\n';
}

/** The order's lines as CSV, with a byte-order mark so spreadsheet programs read it as UTF-8. */
export async function purchaseOrderCsv(db: Db, actor: Actor, id: number): Promise<{ csv: string; filename: string }> {
  const order = await loadDetail(db, companyOf(actor), id);
  // Every export is on the activity log (which one, how many lines).
  await audit(db, actor, { action: 'distribution_order.export_csv', entity: 'distribution_order', entityId: order.id, after: { rows: order.lines.length } });
  return { csv: `\uFEFF${linesCsv(order)}`, filename: `purchase-order-PO-${order.id}.csv` };
}
