import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { formatCents } from '@dme/contract';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { claimBatches, eraClaims, eras, media, orderSignatures, patients, suborders, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { storageFor } from '../../integrations/storage';
import { accountTimeZone, dayIn } from '../../lib/calendar-day';
import { newPdf, PdfWriter } from '../../lib/pdf/pdf-writer';
import { accountOf, findClaim } from './claim-store';

/**
 * The audit packet: one PDF an auditor reads from the first page to the last. A cover page lists every document
 * with its date, signer and SHA-256 (of the file as stored, so each can be checked against the original), then the
 * documents themselves: the signed order, face-to-face note, CMN, prior authorisation, signed AOB, proof of
 * delivery, and the claim and its remittances as the X12 carried them (only this claim's loops).
 */

/** Order documents in the order an auditor checks them (CMS medical review: order, need, authorisation, delivery). */
const DOCUMENT_ORDER = ['prescription', 'f2f_note', 'cmn', 'pa_letter', 'aob', 'delivery_ticket', 'proof_of_delivery'] as const;
const DOCUMENT_TITLES: Record<string, string> = {
  prescription: 'Standard written order (prescription)',
  f2f_note: 'Face-to-face note',
  cmn: 'Certificate of medical necessity',
  pa_letter: 'Prior authorisation',
  aob: 'Assignment of benefits (signed)',
  delivery_ticket: 'Delivery ticket',
  proof_of_delivery: 'Proof of delivery',
};

interface PacketPart {
  title: string;
  date: string;
  signer: string;
  sha256: string;
  pages: number;
  /** The PDF bytes to copy in, or text to write as pages. */
  pdf?: Uint8Array;
  image?: { bytes: Uint8Array; mime: string };
  text?: string[];
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(chunks);
}

/** The segments of one claim inside an 837P: the envelope's opening, then its subscriber loop through its lines. */
export function claimSegments(x12: string, claimNumber: string): string[] {
  const term = x12.charAt(105) || '~';
  const el = x12.charAt(3) || '*';
  const segs = x12.split(term).map((s) => s.trim()).filter(Boolean);
  const at = segs.findIndex((s) => s.startsWith(`CLM${el}${claimNumber}${el}`));
  if (at < 0) return [];
  const isHl = (s: string, levels: string[]) => s.startsWith(`HL${el}`) && levels.includes(s.split(el)[3] ?? '');
  let start = at;
  while (start > 0 && !isHl(segs[start]!, ['22'])) start--;
  let end = at + 1;
  while (end < segs.length && !isHl(segs[end]!, ['20', '22']) && !segs[end]!.startsWith(`SE${el}`) && !segs[end]!.startsWith(`CLM${el}`)) end++;
  const head = segs.filter((s) => /^(ISA|GS|ST|BHT)\b/.test(s.slice(0, 3)) || s.startsWith(`BHT${el}`)).slice(0, 4);
  return [...head, ...segs.slice(start, end)].map((s) => `${s}${term}`);
}

/** The payment header and this claim's CLP loop of an 835. */
export function remittanceSegments(x12: string, claimNumber: string): string[] {
  const term = x12.charAt(105) || '~';
  const el = x12.charAt(3) || '*';
  const segs = x12.split(term).map((s) => s.trim()).filter(Boolean);
  const at = segs.findIndex((s) => s.startsWith(`CLP${el}${claimNumber}${el}`));
  if (at < 0) return [];
  let end = at + 1;
  while (end < segs.length && !/^(CLP|SE|PLB|LX)$/.test(segs[end]!.split(el)[0]!)) end++;
  const head = segs.filter((s) => /^(BPR|TRN)$/.test(s.split(el)[0]!));
  return [...head, ...segs.slice(at, end)].map((s) => `${s}${term}`);
}

async function documentParts(db: Db, config: AppConfig, zone: string, orderId: number, extraMediaIds: number[]): Promise<PacketPart[]> {
  const rows = await db
    .select({ m: media, uploader: users.name })
    .from(media)
    .leftJoin(users, eq(users.id, media.uploaded_by))
    .where(
      and(
        isNull(media.deleted_at),
        isNull(media.archived_at),
        or(and(eq(media.order_id, orderId), inArray(media.type, [...DOCUMENT_ORDER])), extraMediaIds.length ? inArray(media.id, extraMediaIds) : undefined),
      ),
    );
  const signatures = rows.length ? await db.select().from(orderSignatures).where(inArray(orderSignatures.media_id, rows.map((r) => r.m.id))) : [];
  const storage = storageFor(config);
  const rank = (t: string) => (DOCUMENT_ORDER as readonly string[]).indexOf(t);
  rows.sort((a, b) => rank(a.m.type) - rank(b.m.type) || a.m.created_at.getTime() - b.m.created_at.getTime());
  const parts: PacketPart[] = [];
  for (const { m, uploader } of rows) {
    const stream = await storage.get(m.storage_key);
    if (!stream) continue;
    const bytes = await readAll(stream);
    const signed = signatures.find((s) => s.media_id === m.id);
    const base = { title: DOCUMENT_TITLES[m.type] ?? m.type, date: dayIn(zone, signed?.signed_at ?? m.created_at), signer: signed ? `${signed.signer_name}${signed.signer_npi ? ` (NPI ${signed.signer_npi})` : ''}` : `uploaded by ${uploader ?? 'unknown'}`, sha256: sha256(bytes) };
    if (m.mime === 'application/pdf') {
      const pages = (await PDFDocument.load(bytes, { ignoreEncryption: true })).getPageCount();
      parts.push({ ...base, pages, pdf: bytes });
    } else if (m.mime === 'image/png' || m.mime === 'image/jpeg') parts.push({ ...base, pages: 1, image: { bytes, mime: m.mime } });
  }
  return parts;
}

export async function auditPacket(app: { db: Db; config: AppConfig }, actor: Actor, claimId: number): Promise<{ pdf: Uint8Array; filename: string }> {
  const db = app.db;
  const claim = await findClaim(db, accountOf(actor), claimId);
  // The cover's dates are days on the company's clock, as its people saw them.
  const zone = await accountTimeZone(db, claim.account_id);
  const [[s], [patient], batch, remits] = await Promise.all([
    db.select().from(suborders).where(eq(suborders.id, claim.suborder_id)),
    db.select().from(patients).where(eq(patients.id, claim.patient_id)),
    claim.batch_id ? db.select().from(claimBatches).where(eq(claimBatches.id, claim.batch_id)) : Promise.resolve([]),
    db.select({ e: eras }).from(eraClaims).innerJoin(eras, eq(eras.id, eraClaims.era_id)).where(eq(eraClaims.claim_id, claim.id)).orderBy(asc(eras.created_at)),
  ]);
  const extra = [s?.proof_media_id, s?.signed_aob_media_id].filter((x): x is number => typeof x === 'number');
  const parts = await documentParts(db, app.config, zone, claim.order_id, extra);
  const b = batch[0];
  if (b) {
    const lines = claimSegments(b.content, claim.number);
    parts.push({ title: `Claim as submitted (837P, file ${b.file_name}, control ${b.control_number})`, date: dayIn(zone, b.created_at), signer: '—', sha256: sha256(b.content), pages: 1, text: lines });
  }
  for (const { e } of remits) {
    const lines = remittanceSegments(e.content, claim.number);
    parts.push({ title: `Remittance (835) from ${e.payer_name}, trace ${e.trace_number}`, date: e.paid_on ?? dayIn(zone, e.created_at), signer: '—', sha256: sha256(e.content), pages: 1, text: lines });
  }

  const at = new Date();
  const { doc, regular, bold } = await newPdf({ title: `Audit packet ${claim.number}`, subject: 'Claim documentation', at });
  const cover = new PdfWriter(doc, regular, { footer: `Audit packet ${claim.number} · generated ${at.toISOString()}` });
  cover.write(`Audit packet — claim ${claim.number}`, { size: 16, font: bold, gap: 6 });
  cover.write(`Patient: ${patient ? `${patient.last_name}, ${patient.first_name} (born ${patient.dob})` : ''}`);
  cover.write(`Payer: ${claim.payer_name} · member ${claim.member_id} · ${claim.payer_sequence}`);
  cover.write(`Suborder ${claim.order_id}-${s?.seq ?? ''} · date of service ${claim.service_date} · charge ${formatCents(claim.charge_cents)} · paid ${formatCents(claim.paid_cents)}`, { gap: 10 });
  cover.write('Documents in this packet', { size: 12, font: bold, gap: 4 });
  if (parts.length === 0) cover.write('No document is on file for this claim yet.');
  parts.forEach((p, i) => {
    cover.write(`${i + 1}. ${p.title}`, { font: bold });
    cover.write(`   Date ${p.date} · signer ${p.signer} · ${p.pages} page${p.pages === 1 ? '' : 's'}`);
    cover.write(`   SHA-256 ${p.sha256}`, { size: 8, gap: 4 });
  });

  for (const p of parts) {
    if (p.pdf) {
      const src = await PDFDocument.load(p.pdf, { ignoreEncryption: true });
      for (const page of await doc.copyPages(src, src.getPageIndices())) doc.addPage(page);
    } else if (p.image) {
      const img = p.image.mime === 'image/png' ? await doc.embedPng(p.image.bytes) : await doc.embedJpg(p.image.bytes);
      const page = doc.addPage([612, 792]);
      const scale = Math.min((612 - 72) / img.width, (792 - 72) / img.height, 1);
      page.drawImage(img, { x: 36, y: 792 - 36 - img.height * scale, width: img.width * scale, height: img.height * scale });
    } else if (p.text) {
      const w = new PdfWriter(doc, regular, { bodySize: 8, line: 10, footer: `${p.title} · SHA-256 of the whole file ${p.sha256}` });
      w.write(p.title, { size: 12, font: bold, gap: 6 });
      for (const line of p.text) w.write(line);
    }
  }
  return { pdf: await doc.save(), filename: `audit-packet-${claim.number}.pdf` };
}
