import { newPdf, PdfWriter, utcStamp } from '../../lib/pdf/pdf-writer';
import { writeSignatureBlock } from '../../lib/pdf/signature-block';
import type { SignatureImage } from '../../lib/signature-image';

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

/**
 * The signed agreement as a PDF: the text, then the signature image with the signer, the time (UTC) and the
 * SHA-256 of the text, so the paper copy can be matched to what was shown on screen.
 */
export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const { doc, regular, bold } = await newPdf({
    title: `${input.title} (version ${input.version}, signature ${input.revision})`,
    author: input.signerName,
    at: input.signedAt,
  });
  const out = new PdfWriter(doc, regular, { bodySize: 10.5, line: 14 });
  out.write(input.title, { size: 16, font: bold, gap: 12 });
  out.write(input.text, { gap: 20 });
  await writeSignatureBlock(doc, out, bold, input.signature, [
    `Signed by: ${input.signerName}${input.signerNpi ? `, NPI ${input.signerNpi}` : ''}, for ${input.practice}`,
    `Signed at: ${utcStamp(input.signedAt)}`,
    `Agreement version: ${input.version}; signature revision ${input.revision}`,
    `Content SHA-256: ${input.contentHash}`,
  ]);
  return doc.save();
}
