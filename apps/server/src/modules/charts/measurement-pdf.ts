import { createHash } from 'node:crypto';
import { MEASUREMENT_FIELDS, MEASUREMENT_KIND_LABELS, type MeasurementKind } from '@dme/contract';
import { newPdf, PdfWriter, utcStamp } from '../../lib/pdf/pdf-writer';
import { writeSignatureBlock } from '../../lib/pdf/signature-block';
import type { SignatureImage } from '../../lib/signature-image';

export interface ChartContent {
  company: string;
  orderId: number;
  item: string;
  patient: string;
  kind: MeasurementKind;
  values: Record<string, number | null>;
  notes: string;
  measuredAt: Date;
}

/** The text the patient confirms, line by line: what the PDF prints and its hash covers. */
export function chartText(c: ChartContent): string {
  const lines = [
    `Company: ${c.company}`,
    `Order: #${c.orderId}`,
    `Item: ${c.item}`,
    `Patient: ${c.patient}`,
    `Measured: ${utcStamp(c.measuredAt)}`,
    '',
    'MEASUREMENTS',
    ...MEASUREMENT_FIELDS[c.kind].map((f) => {
      const v = c.values[f.key];
      return `${f.label}: ${v === null || v === undefined ? 'not measured' : `${v} ${f.unit}`}`;
    }),
  ];
  if (c.notes) lines.push('', 'NOTES', c.notes);
  return lines.join('\n');
}

export const chartHash = (c: ChartContent): string => createHash('sha256').update(`${MEASUREMENT_KIND_LABELS[c.kind]}\n${chartText(c)}`).digest('hex');

/** The signed chart: title, the measurements as confirmed, then the signature, signer, time, channel and hash. */
export async function renderChartPdf(c: ChartContent, s: { signerName: string; signedAt: Date; via: 'link' | 'in_person'; image: SignatureImage }): Promise<{ pdf: Buffer; contentHash: string }> {
  const title = `${MEASUREMENT_KIND_LABELS[c.kind]} measurement chart`;
  const contentHash = chartHash(c);
  const { doc, regular, bold } = await newPdf({ title: `${title}, order #${c.orderId}`, author: s.signerName, subject: `SHA-256 ${contentHash}`, at: s.signedAt });
  const out = new PdfWriter(doc, regular, { footer: `${title} - order #${c.orderId} - SHA-256 ${contentHash}` });
  out.write(title, { size: 16, font: bold, gap: 10 });
  for (const line of chartText(c).split('\n')) {
    const heading = line.length > 0 && line === line.toUpperCase() && /[A-Z]/.test(line);
    out.write(line || ' ', heading ? { font: bold, gap: 1 } : {});
  }
  out.y -= 12;
  out.write('I confirm that these measurements were taken of me and are correct.', { gap: 6 });
  await writeSignatureBlock(doc, out, bold, s.image, [
    `Signed by: ${s.signerName}`,
    `Signed at: ${utcStamp(s.signedAt)}${s.via === 'link' ? ' (through a signing link)' : ' (in person)'}`,
    `Content SHA-256: ${contentHash}`,
  ]);
  return { pdf: Buffer.from(await doc.save()), contentHash };
}
