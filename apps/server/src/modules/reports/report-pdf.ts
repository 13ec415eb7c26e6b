import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { newPdf, PAGE, printable } from '../../lib/pdf/pdf-writer';

export interface PdfColumn {
  title: string;
  /** Share of the printable width. */
  width: number;
  right?: boolean;
}

export interface ReportTable {
  title: string;
  /** Lines under the title: company, period, who. */
  subtitle: string[];
  columns: PdfColumn[];
  rows: string[][];
  /** The totals row, printed in bold under a rule. */
  totals?: string[];
}

const SIZE = 8.5;
const LEAD = 12;

/** A report as a table on US Letter pages, the header repeated on each page and the page count at the foot. */
export async function renderReportPdf(table: ReportTable, at = new Date()): Promise<Uint8Array> {
  const { doc, regular, bold } = await newPdf({ title: table.title, subject: table.subtitle.join(' · '), at });
  const width = PAGE.width - 2 * PAGE.margin;
  const share = table.columns.reduce((n, c) => n + c.width, 0);
  const cols = table.columns.reduce<{ x: number; w: number; right: boolean; title: string }[]>((acc, c) => {
    const x = acc.length ? acc[acc.length - 1]!.x + acc[acc.length - 1]!.w : PAGE.margin;
    return [...acc, { x, w: (c.width / share) * width, right: Boolean(c.right), title: c.title }];
  }, []);
  let page: PDFPage;
  let y = 0;

  const cell = (text: string, col: (typeof cols)[number], font: PDFFont) => {
    let shown = printable(font, text);
    while (shown.length > 1 && font.widthOfTextAtSize(shown, SIZE) > col.w - 4) shown = shown.slice(0, -1);
    const dx = col.right ? col.w - 4 - font.widthOfTextAtSize(shown, SIZE) : 0;
    page.drawText(shown, { x: col.x + dx, y: y - SIZE, size: SIZE, font, color: rgb(0, 0, 0) });
  };
  const rule = () => page.drawLine({ start: { x: PAGE.margin, y: y + 2 }, end: { x: PAGE.width - PAGE.margin, y: y + 2 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  const header = () => {
    cols.forEach((c) => cell(c.title, c, bold));
    y -= LEAD;
    rule();
  };
  const newPage = (first: boolean) => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    if (first) {
      page.drawText(printable(bold, table.title), { x: PAGE.margin, y: y - 16, size: 16, font: bold });
      y -= 26;
      for (const line of table.subtitle) {
        page.drawText(printable(regular, line), { x: PAGE.margin, y: y - 10, size: 10, font: regular, color: rgb(0.25, 0.25, 0.25) });
        y -= 14;
      }
      y -= 8;
    }
    header();
  };
  newPage(true);
  const rows = table.rows.length ? table.rows : [['No rows for this period.']];
  for (const row of rows) {
    if (y - LEAD < PAGE.margin + 10) newPage(false);
    row.forEach((text, k) => cols[k] && cell(text, cols[k], regular));
    y -= LEAD;
  }
  if (table.totals) {
    if (y - LEAD * 2 < PAGE.margin + 10) newPage(false);
    y -= 2;
    rule();
    table.totals.forEach((text, k) => cols[k] && cell(text, cols[k], bold));
  }
  const pages = doc.getPages();
  pages.forEach((p, i) =>
    p.drawText(printable(regular, `${table.title} · page ${i + 1} of ${pages.length}`), { x: PAGE.margin, y: PAGE.margin / 2, size: 7.5, font: regular, color: rgb(0.35, 0.35, 0.35) }),
  );
  return doc.save();
}
