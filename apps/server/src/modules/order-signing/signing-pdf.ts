import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { readSvgDrawing, type SignatureImage } from '../invite/signature-image';
import type { DocumentContent } from './signing-content';

export interface SignedPdfInput {
  document: DocumentContent;
  orderId: number;
  version: number;
  signerName: string;
  signerNpi: string | null;
  signedAt: Date;
  via: 'portal' | 'link';
  signature: SignatureImage;
}

const PAGE = { width: 612, height: 792, margin: 56 };
const BODY_SIZE = 10;
const LINE = 13.5;
const SIGNATURE_BOX = { width: 220, height: 80 };

/** The standard fonts speak WinAnsi only: other characters (e.g. in a name) print as "?" instead of failing. */
function printable(font: PDFFont, value: string): string {
  const known = new Set(font.getCharacterSet());
  return [...value].map((ch) => (ch === '\n' || known.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes lines top-down, adding pages as needed. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly footer: string,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    // Every page names the order and document, so a loose page can be matched to the rest.
    page.drawText(printable(this.font, this.footer), {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 7.5,
      font: this.font,
      color: rgb(0.35, 0.35, 0.35),
    });
    return page;
  }

  ensure(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  write(text: string, opts: { size?: number; font?: PDFFont; gap?: number } = {}): void {
    const size = opts.size ?? BODY_SIZE;
    const font = opts.font ?? this.font;
    for (const line of wrap(font, printable(font, text), size, PAGE.width - 2 * PAGE.margin)) {
      this.ensure(LINE);
      this.page.drawText(line, { x: PAGE.margin, y: this.y - size, size, font, color: rgb(0, 0, 0) });
      this.y -= size + (LINE - BODY_SIZE);
    }
    this.y -= opts.gap ?? 0;
  }
}

async function drawSignature(doc: PDFDocument, page: PDFPage, x: number, top: number, signature: SignatureImage): Promise<void> {
  if (signature.mime === 'image/svg+xml') {
    const drawing = readSvgDrawing(signature.bytes.toString('utf8'));
    const scale = Math.min(SIGNATURE_BOX.width / drawing.width, SIGNATURE_BOX.height / drawing.height);
    for (const p of drawing.paths) page.drawSvgPath(p.d, { x, y: top, scale, borderColor: rgb(0, 0, 0), borderWidth: p.width });
    for (const d of drawing.dots)
      page.drawCircle({ x: x + d.cx * scale, y: top - d.cy * scale, size: Math.max(d.r * scale, 0.5), color: rgb(0, 0, 0) });
    return;
  }
  const image = signature.mime === 'image/png' ? await doc.embedPng(signature.bytes) : await doc.embedJpg(signature.bytes);
  const fit = image.scaleToFit(SIGNATURE_BOX.width, SIGNATURE_BOX.height);
  page.drawImage(image, { x, y: top - fit.height, width: fit.width, height: fit.height });
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

/**
 * A signed order document as a PDF: the title and text exactly as shown to the signer, then the signature image,
 * the signer, the time (UTC), how it was signed, the version and the SHA-256 of the title and text.
 */
export async function renderSignedPdf(input: SignedPdfInput): Promise<Uint8Array> {
  const { document: d } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`${d.title}, order #${input.orderId} (version ${input.version})`);
  doc.setAuthor(input.signerName);
  doc.setSubject(`SHA-256 ${d.content_hash}`);
  doc.setCreator('DME Portal');
  doc.setProducer('DME Portal');
  doc.setCreationDate(input.signedAt);
  doc.setModificationDate(input.signedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const out = new Writer(doc, regular, `${d.title} - order #${input.orderId} - version ${input.version} - SHA-256 ${d.content_hash}`);

  out.write(d.title, { size: 16, font: bold, gap: 10 });
  for (const line of d.text.split('\n')) {
    // Section headings are the upper-case lines of the text.
    const heading = line.length > 0 && line === line.toUpperCase() && /[A-Z]/.test(line);
    out.write(line || ' ', heading ? { font: bold, gap: 1 } : {});
  }

  out.y -= 12;
  out.ensure(SIGNATURE_BOX.height + 6 * LINE + 20);
  out.write('Signature', { font: bold, gap: 4 });
  await drawSignature(doc, out.page, PAGE.margin, out.y, input.signature);
  out.page.drawLine({
    start: { x: PAGE.margin, y: out.y - SIGNATURE_BOX.height - 4 },
    end: { x: PAGE.margin + SIGNATURE_BOX.width, y: out.y - SIGNATURE_BOX.height - 4 },
    thickness: 0.5,
    color: rgb(0.4, 0.4, 0.4),
  });
  out.y -= SIGNATURE_BOX.height + 12;
  out.write(`Signed by: ${input.signerName}${input.signerNpi ? `, NPI ${input.signerNpi}` : ''}`);
  out.write(`Signed at: ${utc(input.signedAt)}${input.via === 'link' ? ' (through a signing link)' : ''}`);
  out.write(`Document version: ${input.version}`);
  out.write(`Content SHA-256: ${d.content_hash}`, { size: 8.5 });
  return doc.save();
}
