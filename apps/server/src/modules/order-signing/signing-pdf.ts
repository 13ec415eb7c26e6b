import { newPdf, PdfWriter, utcStamp } from '../../lib/pdf/pdf-writer';
import { writeSignatureBlock } from '../../lib/pdf/signature-block';
import type { SignatureImage } from '../../lib/signature-image';
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

/**
 * A signed order document as a PDF: the title and text exactly as shown to the signer, then the signature image,
 * the signer, the time (UTC), how it was signed, the version and the SHA-256 of the title and text.
 */
export async function renderSignedPdf(input: SignedPdfInput): Promise<Uint8Array> {
  const { document: d } = input;
  const { doc, regular, bold } = await newPdf({
    title: `${d.title}, order #${input.orderId} (version ${input.version})`,
    author: input.signerName,
    subject: `SHA-256 ${d.content_hash}`,
    at: input.signedAt,
  });
  const out = new PdfWriter(doc, regular, {
    footer: `${d.title} - order #${input.orderId} - version ${input.version} - SHA-256 ${d.content_hash}`,
  });

  out.write(d.title, { size: 16, font: bold, gap: 10 });
  for (const line of d.text.split('\n')) {
    // Section headings are the upper-case lines of the text.
    const heading = line.length > 0 && line === line.toUpperCase() && /[A-Z]/.test(line);
    out.write(line || ' ', heading ? { font: bold, gap: 1 } : {});
  }

  out.y -= 12;
  await writeSignatureBlock(doc, out, bold, input.signature, [
    `Signed by: ${input.signerName}${input.signerNpi ? `, NPI ${input.signerNpi}` : ''}`,
    `Signed at: ${utcStamp(input.signedAt)}${input.via === 'link' ? ' (through a signing link)' : ''}`,
    `Document version: ${input.version}`,
    `Content SHA-256: ${d.content_hash}`,
  ]);
  return doc.save();
}
