import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { readSvgDrawing, type SignatureImage } from '../signature-image';
import { PAGE, type PdfWriter } from './pdf-writer';

const SIGNATURE_BOX = { width: 220, height: 80 };

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
 * "Signature", the drawn signature over a rule, then the facts of the signing (signer, time, version, hash) as
 * `lines`; the last line is printed small (it is the content hash). Kept on one page.
 */
export async function writeSignatureBlock(
  doc: PDFDocument,
  out: PdfWriter,
  bold: PDFFont,
  signature: SignatureImage,
  lines: readonly string[],
): Promise<void> {
  out.ensure(SIGNATURE_BOX.height + (lines.length + 1) * out.line + 20);
  out.write('Signature', { font: bold, gap: 4 });
  await drawSignature(doc, out.page, PAGE.margin, out.y, signature);
  out.page.drawLine({
    start: { x: PAGE.margin, y: out.y - SIGNATURE_BOX.height - 4 },
    end: { x: PAGE.margin + SIGNATURE_BOX.width, y: out.y - SIGNATURE_BOX.height - 4 },
    thickness: 0.5,
    color: rgb(0.4, 0.4, 0.4),
  });
  out.y -= SIGNATURE_BOX.height + 12;
  lines.forEach((line, i) => out.write(line, i === lines.length - 1 ? { size: 8.5 } : {}));
}
