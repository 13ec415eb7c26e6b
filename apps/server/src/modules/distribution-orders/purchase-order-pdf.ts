import { formatCents, formatDate, formatPhone, type DistributionOrderDetail } from '@dme/contract';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { newPdf, PAGE, printable, wrap } from '../../lib/pdf/pdf-writer';

export interface Buyer {
  name: string;
  address: string;
  phone: string;
}

/** Columns of the lines table: x offset from the margin, width, right-aligned or not. */
const COLUMNS = [
  { title: '#', x: 0, width: 18, right: false },
  { title: 'Item no.', x: 20, width: 70, right: false },
  { title: 'SKU', x: 92, width: 92, right: false },
  { title: 'Description', x: 186, width: 138, right: false },
  { title: 'Qty', x: 326, width: 34, right: true },
  { title: 'Unit price', x: 362, width: 68, right: true },
  { title: 'Amount', x: 432, width: 68, right: true },
] as const;

/** Lays text out top-down on US Letter pages, with the order's number at the foot of each. */
class Sheet {
  private page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.addPage();
  }

  private addPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    this.page.drawText(printable(this.font, this.footer), {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 7.5,
      font: this.font,
      color: rgb(0.35, 0.35, 0.35),
    });
  }

  /** Room for `height` points, else a new page (answers true when one was started). */
  ensure(height: number): boolean {
    if (this.y - height >= PAGE.margin) return false;
    this.addPage();
    return true;
  }

  /** One cell: shortened to its width, left or right aligned. */
  text(value: string, x: number, opts: { size?: number; bold?: boolean; width?: number; right?: boolean } = {}): void {
    const size = opts.size ?? 9;
    const font = opts.bold ? this.bold : this.font;
    const width = opts.width ?? PAGE.width - PAGE.margin - x;
    let shown = printable(font, value);
    while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > width) shown = shown.slice(0, -1);
    const dx = opts.right ? width - font.widthOfTextAtSize(shown, size) : 0;
    this.page.drawText(shown, { x: x + dx, y: this.y - size, size, font, color: rgb(0, 0, 0) });
  }

  /**
   * One table row whose cells wrap inside their columns (an unbroken code is cut between characters), so a long SKU
   * or item number is printed whole; the row moves to a new page, under a new header, when it does not fit.
   */
  row(cells: readonly string[], columns: typeof COLUMNS, header: () => void): void {
    const size = 9;
    const lead = 11;
    const lines = columns.map((c, k) => fit(this.font, printable(this.font, cells[k] ?? ''), size, c.width));
    const height = Math.max(...lines.map((l) => l.length)) * lead + 3;
    if (this.ensure(height)) header();
    const top = this.y;
    columns.forEach((c, k) => {
      lines[k]!.forEach((line, n) => {
        this.y = top - n * lead;
        this.text(line, PAGE.margin + c.x, { size, width: c.width, right: c.right });
      });
    });
    this.y = top - height;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
  }

  /** Two blocks of lines side by side (vendor and ship-to). */
  pair(left: { title: string; lines: string[] }, right: { title: string; lines: string[] }): void {
    const half = (PAGE.width - 2 * PAGE.margin) / 2;
    const rows = Math.max(left.lines.length, right.lines.length) + 1;
    this.ensure(rows * 12);
    const top = this.y;
    for (const [block, x] of [
      [left, PAGE.margin],
      [right, PAGE.margin + half],
    ] as const) {
      this.y = top;
      this.text(block.title, x, { bold: true, size: 9.5, width: half - 8 });
      this.y -= 13;
      for (const line of block.lines) {
        this.text(line, x, { width: half - 8 });
        this.y -= 12;
      }
    }
    this.y = top - rows * 12 - 8;
  }

  header(): void {
    for (const c of COLUMNS) this.text(c.title, PAGE.margin + c.x, { bold: true, width: c.width, right: c.right });
    this.y -= 13;
    this.rule();
    this.y -= 4;
  }
}

/** Word-wrapped lines of at most `width` points; a word wider than that is cut between characters. */
function fit(font: PDFFont, text: string, size: number, width: number): string[] {
  const out: string[] = [];
  for (const line of wrap(font, text, size, width)) {
    let rest = line;
    while (rest.length > 1 && font.widthOfTextAtSize(rest, size) > width) {
      let n = rest.length - 1;
      while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
      out.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    out.push(rest);
  }
  return out.length ? out : [''];
}

const nonEmpty = (lines: string[]) => lines.filter((l) => l.trim() !== '');

/** The purchase order a supplier sends a distributor: who buys, who sells, where to ship, what, at what price. */
export async function renderPurchaseOrder(
  o: DistributionOrderDetail,
  buyer: Buyer,
  timeZone: string,
  now = new Date(),
): Promise<Uint8Array> {
  const { doc, regular, bold } = await newPdf({
    title: `Purchase order PO-${o.id}`,
    author: buyer.name,
    subject: `Purchase order to ${o.distributor.name}`,
    at: now,
  });
  const sheet = new Sheet(doc, regular, bold, `Purchase order PO-${o.id} - ${buyer.name}`);
  const day = formatDate(o.sent_at ?? o.created_at, { timeZone });

  sheet.text('PURCHASE ORDER', PAGE.margin, { bold: true, size: 16 });
  sheet.text(`PO-${o.id}`, PAGE.margin, { bold: true, size: 14, right: true, width: PAGE.width - 2 * PAGE.margin });
  sheet.y -= 24;
  const top = sheet.y;
  for (const line of nonEmpty([buyer.name, buyer.address, buyer.phone ? `Phone: ${formatPhone(buyer.phone)}` : ''])) {
    sheet.text(line, PAGE.margin, { width: 300 });
    sheet.y -= 12;
  }
  const left = sheet.y;
  sheet.y = top;
  for (const fact of [`Date: ${day}`, `Status: ${o.status_name}`, o.order_id ? `For patient order #${o.order_id}` : 'Restock']) {
    sheet.text(fact, PAGE.margin + 300, { width: PAGE.width - 2 * PAGE.margin - 300, right: true });
    sheet.y -= 12;
  }
  sheet.y = Math.min(left, sheet.y) - 14;

  const d = o.distributor;
  sheet.pair(
    {
      title: 'VENDOR',
      lines: nonEmpty([
        d.name,
        d.contact_name ? `Attn: ${d.contact_name}` : '',
        d.full_address,
        d.phone ? `Phone: ${formatPhone(d.phone)}` : '',
        d.email,
        d.account_number ? `Our account: ${d.account_number}` : '',
        d.terms ? `Terms: ${d.terms}` : '',
      ]),
    },
    { title: 'SHIP TO', lines: nonEmpty([buyer.name, o.warehouse.name, o.warehouse.full_address]) },
  );

  sheet.header();
  o.lines.forEach((l, i) => {
    const cells = [
      String(i + 1),
      l.item_number ?? '',
      l.sku.sku,
      `${l.sku.equipment.hcpcs} ${[l.sku.manufacturer, l.sku.model].filter(Boolean).join(' ') || l.sku.equipment.name}`,
      String(l.quantity),
      formatCents(l.unit_price_cents),
      formatCents(l.total_cents),
    ];
    sheet.row(cells, COLUMNS, () => sheet.header());
  });
  if (o.lines.length === 0) {
    sheet.text('No lines yet.', PAGE.margin);
    sheet.y -= 14;
  }
  sheet.rule();
  sheet.y -= 6;
  sheet.ensure(30);
  const last = COLUMNS[COLUMNS.length - 1]!;
  sheet.text(`Total (${o.quantity_total} units)`, PAGE.margin + 240, { bold: true, width: last.x - 240 - 4, right: true });
  sheet.text(formatCents(o.total_cents), PAGE.margin + last.x, { bold: true, width: last.width, right: true });
  sheet.y -= 22;
  if (o.note) {
    sheet.ensure(26);
    sheet.text('NOTE', PAGE.margin, { bold: true, size: 9.5 });
    sheet.y -= 13;
    for (const line of wrap(sheet.font, printable(sheet.font, o.note), 9, PAGE.width - 2 * PAGE.margin)) {
      sheet.ensure(12);
      sheet.text(line, PAGE.margin);
      sheet.y -= 12;
    }
  }
  return doc.save();
}
