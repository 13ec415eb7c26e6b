import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { readSvgDrawing, type SignatureImage } from './signature-image';

export interface AgreementPdfInput {
  title: string;
  text: string;
  version: string;
  revision: number;
  contentHash: string;
  signerName: string;
  signerNpi: string | null;
  practice: string;
  signedAt: Date;
  signature: SignatureImage;
}

const PAGE = { width: 612, height: 792, margin: 56 };
const BODY_SIZE = 10.5;
const LINE = 14;
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

/** Writes lines top-down, adding pages as needed; answers the page and height where writing stopped. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  ensure(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
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

/**
 * The signed agreement as a PDF: the text, then the signature image with the signer, the time (UTC) and the
 * SHA-256 of the text, so the paper copy can be matched to what was shown on screen.
 */
export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.title} (version ${input.version}, signature ${input.revision})`);
  doc.setAuthor(input.signerName);
  doc.setCreator('DME Portal');
  doc.setProducer('DME Portal');
  doc.setCreationDate(input.signedAt);
  doc.setModificationDate(input.signedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const out = new Writer(doc, regular);

  out.write(input.title, { size: 16, font: bold, gap: 12 });
  out.write(input.text, { gap: 20 });

  out.ensure(SIGNATURE_BOX.height + 5 * LINE + 20);
  out.write('Signature', { font: bold, gap: 4 });
  await drawSignature(doc, out.page, PAGE.margin, out.y, input.signature);
  out.page.drawLine({
    start: { x: PAGE.margin, y: out.y - SIGNATURE_BOX.height - 4 },
    end: { x: PAGE.margin + SIGNATURE_BOX.width, y: out.y - SIGNATURE_BOX.height - 4 },
    thickness: 0.5,
    color: rgb(0.4, 0.4, 0.4),
  });
  out.y -= SIGNATURE_BOX.height + 12;
  out.write(`Signed by: ${input.signerName}${input.signerNpi ? `, NPI ${input.signerNpi}` : ''}, for ${input.practice}`);
  out.write(
    `Signed at: ${input.signedAt
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' UTC')}`,
  );
  out.write(`Agreement version: ${input.version}; signature revision ${input.revision}`);
  out.write(`Content SHA-256: ${input.contentHash}`, { size: 8.5 });
  return doc.save();
}
