import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** US Letter in points, with the margin every generated document keeps. */
export const PAGE = { width: 612, height: 792, margin: 56 } as const;

/** The standard fonts speak WinAnsi only: other characters (e.g. in a name) print as "?" instead of failing. */
export function printable(font: PDFFont, value: string): string {
  const known = new Set(font.getCharacterSet());
  return [...value].map((ch) => (ch === '\n' || known.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/**
 * Word-wraps each paragraph (line of `text`) to `width` points; an empty paragraph stays an empty line. Runs of
 * spaces inside a line are kept (forms space their fields apart with them); a line break drops them.
 */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    // Each word with the spaces before it.
    for (const token of paragraph.trimEnd().match(/\s*\S+/g) ?? []) {
      const next = line + (line ? token : token.trimStart());
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = token.trimStart();
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** `2026-11-23 16:04:05 UTC`: the time printed on signed documents. */
export const utcStamp = (d: Date): string =>
  d
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

export interface PdfWriterOptions {
  /** Body text size and line pitch, in points. */
  bodySize?: number;
  line?: number;
  /** Small print at the foot of every page (e.g. which document and version a loose page belongs to). */
  footer?: string;
}

/** Metadata and the two standard fonts of a new document. */
export async function newPdf(meta: { title: string; author?: string; subject?: string; at: Date }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  if (meta.author) doc.setAuthor(meta.author);
  if (meta.subject) doc.setSubject(meta.subject);
  doc.setCreator('DME Portal');
  doc.setProducer('DME Portal');
  doc.setCreationDate(meta.at);
  doc.setModificationDate(meta.at);
  return { doc, regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}

/** Writes wrapped lines top-down, adding pages as needed; `page` and `y` say where writing stopped. */
export class PdfWriter {
  page: PDFPage;
  y: number = PAGE.height - PAGE.margin;
  readonly bodySize: number;
  readonly line: number;
  private readonly footer: string | undefined;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    options: PdfWriterOptions = {},
  ) {
    this.bodySize = options.bodySize ?? 10;
    this.line = options.line ?? 13.5;
    this.footer = options.footer;
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    if (this.footer) {
      page.drawText(printable(this.font, this.footer), {
        x: PAGE.margin,
        y: PAGE.margin / 2,
        size: 7.5,
        font: this.font,
        color: rgb(0.35, 0.35, 0.35),
      });
    }
    return page;
  }

  /** Room for `height` points on this page, else a new page. */
  ensure(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  write(text: string, opts: { size?: number; font?: PDFFont; gap?: number } = {}): void {
    const size = opts.size ?? this.bodySize;
    const font = opts.font ?? this.font;
    for (const line of wrap(font, printable(font, text), size, PAGE.width - 2 * PAGE.margin)) {
      this.ensure(this.line);
      this.page.drawText(line, { x: PAGE.margin, y: this.y - size, size, font, color: rgb(0, 0, 0) });
      this.y -= size + (this.line - this.bodySize);
    }
    this.y -= opts.gap ?? 0;
  }
}
