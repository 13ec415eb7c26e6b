import { createHash } from 'node:crypto';
import { newPdf, PdfWriter, utcStamp } from '../../lib/pdf/pdf-writer';
import { writeSignatureBlock } from '../../lib/pdf/signature-block';
import type { SignatureImage } from '../../lib/signature-image';

export interface ProofFacts {
  company: string;
  suborderNumber: string;
  orderId: number;
  patientName: string;
  address: string;
  driverName: string;
  recipientName: string;
  relation: string;
  happenedAt: Date;
  receivedAt: Date;
  position: { lat: number; lng: number; accuracy: number | null } | null;
  items: { name: string; hcpcs: string; quantity: number; sku: string | null; serial: string | null }[];
  note: string;
  photo: boolean;
}

/**
 * The proof of delivery: what was handed over (items and serials), to whom (printed name and relation, signature),
 * when (the phone's time and when the server heard of it) and where (the phone's position). What an auditor asks
 * for before a claim is paid.
 */
export async function proofOfDeliveryPdf(f: ProofFacts, signature: SignatureImage): Promise<Buffer> {
  const { doc, regular, bold } = await newPdf({ title: `Proof of delivery ${f.suborderNumber}`, author: f.company, subject: 'Proof of delivery', at: f.receivedAt });
  const out = new PdfWriter(doc, regular, { footer: `Proof of delivery ${f.suborderNumber} - order #${f.orderId}` });
  out.write(f.company, { font: bold, size: 14, gap: 2 });
  out.write(`Proof of delivery - suborder ${f.suborderNumber} (order #${f.orderId})`, { font: bold, size: 12, gap: 10 });
  out.write(`Patient: ${f.patientName}`);
  out.write(`Delivered to: ${f.address}`);
  out.write(`Driver: ${f.driverName}`);
  out.write(`Delivered at: ${utcStamp(f.happenedAt)} (phone); recorded ${utcStamp(f.receivedAt)}`);
  out.write(f.position ? `Position: ${f.position.lat.toFixed(5)}, ${f.position.lng.toFixed(5)}${f.position.accuracy !== null ? ` (within ${Math.round(f.position.accuracy)} m)` : ''}` : 'Position: not available on the phone', { gap: 10 });
  out.write('Items handed over', { font: bold, gap: 2 });
  for (const i of f.items) out.write(`${i.quantity} x ${i.hcpcs} ${i.name}${i.sku ? ` - SKU ${i.sku}` : ''}${i.serial ? ` - serial ${i.serial}` : ''}`);
  out.write('', { gap: 6 });
  out.write(`Received by: ${f.recipientName} (${f.relation.replace('_', ' ')})`);
  if (f.note) out.write(`Note: ${f.note}`);
  out.write(f.photo ? 'A photo of the delivery is kept with the order.' : 'No photo was taken.', { gap: 10 });
  const hash = createHash('sha256').update(JSON.stringify(f)).digest('hex');
  await writeSignatureBlock(doc, out, bold, signature, [`Signed by ${f.recipientName} on the driver's phone`, `${utcStamp(f.happenedAt)}`, `sha256 ${hash}`]);
  return Buffer.from(await doc.save());
}
