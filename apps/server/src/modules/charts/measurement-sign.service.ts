import { createHash } from 'node:crypto';
import { MEASUREMENT_KINDS, type MeasurementKind, type PublicMeasurement, type SignChartBody } from '@dme/contract';
import type { Db, Queryable, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { sha256 } from '../../lib/secrets';
import { newStorageKey, type FileStorage } from '../../integrations/storage';
import { insertMedia } from '../media/media.queries';
import { readSignature, withStoredFiles } from '../order-signing/signing.service';
import { accountName, findChartByToken, lockChart, updateChart, type ChartRow, type ChartView } from './charts.queries';
import { renderChartPdf, type ChartContent } from './measurement-pdf';

export const asKind = (kind: string): MeasurementKind => (MEASUREMENT_KINDS as readonly string[]).includes(kind) ? (kind as MeasurementKind) : 'brace';
export const patientName = (v: Pick<ChartView, 'first_name' | 'last_name'>) => [v.first_name, v.last_name].filter(Boolean).join(' ');

export async function contentOf(db: Queryable, v: ChartView, chart: ChartRow = v.chart): Promise<ChartContent> {
  return {
    company: await accountName(db, chart.account_id),
    orderId: chart.order_id,
    item: `${v.hcpcs} ${v.item_name}`,
    patient: patientName(v),
    kind: asKind(chart.kind),
    values: chart.values,
    notes: chart.notes,
    measuredAt: chart.updated_at,
  };
}

/**
 * Inside the caller's transaction, the chart locked: renders the PDF, stores it as a `measurement_chart` document
 * of the order (the company's file), and fixes the chart as signed. `actor` is null for a patient's link.
 */
export async function signChartLocked(
  tx: Tx,
  storage: FileStorage,
  keys: string[],
  v: ChartView,
  chart: ChartRow,
  s: { actor: Actor | null; signerName: string; via: 'link' | 'in_person'; signature: string },
): Promise<ChartRow> {
  const image = readSignature(s.signature);
  const signedAt = new Date();
  let rendered: Awaited<ReturnType<typeof renderChartPdf>>;
  try {
    rendered = await renderChartPdf(await contentOf(tx, v, chart), { signerName: s.signerName, signedAt, via: s.via, image });
  } catch {
    // pdf-lib could not decode the image: a corrupt upload, not a server fault.
    throw fieldError('signature', 'The signature image could not be read.');
  }
  const key = newStorageKey(chart.account_id, signedAt);
  await storage.put(key, rendered.pdf);
  keys.push(key);
  const pdfSha = createHash('sha256').update(rendered.pdf).digest('hex');
  const file = await insertMedia(tx, {
    account_id: chart.account_id,
    order_id: chart.order_id,
    patient_id: null,
    type: 'measurement_chart',
    original_name: `measurement-chart-order-${chart.order_id}-item-${chart.order_item_id}.pdf`,
    mime: 'application/pdf',
    size: rendered.pdf.length,
    sha256: pdfSha,
    storage_key: key,
    uploaded_by: s.actor?.userId ?? null,
  });
  const signed = await updateChart(tx, chart.id, {
    // The token stays: a late visit of the link then says the chart is signed rather than that the link is unknown.
    status: 'signed',
    signed_at: signedAt,
    signer_name: s.signerName,
    signed_via: s.via,
    signature_mime: image.mime,
    signature: image.bytes,
    content_hash: rendered.contentHash,
    media_id: file.id,
    pdf_sha256: pdfSha,
  });
  await audit(tx, s.actor, {
    action: 'measurement_chart.sign',
    entity: 'measurement_chart',
    entityId: chart.id,
    accountId: chart.account_id,
    after: { order_id: chart.order_id, item_id: chart.order_item_id, via: s.via, content_hash: rendered.contentHash, pdf_sha256: pdfSha, media_id: file.id },
  });
  return signed;
}

/** The chart of a link: unknown or replaced 404; signed or expired 410. */
async function liveChart(db: Queryable, hash: string): Promise<ChartView> {
  const v = await findChartByToken(db, sha256(hash));
  if (!v) throw new AppError('not_found', 'This signing link is not valid. It may have been replaced by a newer one.');
  if (v.chart.status === 'signed') throw new AppError('gone', 'This measurement chart has already been signed.');
  if (!v.chart.link_expires_at || v.chart.link_expires_at.getTime() <= Date.now()) throw new AppError('gone', 'This signing link has expired.');
  return v;
}

export async function publicChart(db: Queryable, hash: string): Promise<PublicMeasurement> {
  const v = await liveChart(db, hash);
  return {
    company: await accountName(db, v.chart.account_id),
    item: v.item_name,
    kind: asKind(v.chart.kind),
    values: v.chart.values,
    notes: v.chart.notes,
    measured_at: v.chart.updated_at.toISOString(),
    expires_at: v.chart.link_expires_at!.toISOString(),
  };
}

export async function signChartThroughLink(db: Db, storage: FileStorage, hash: string, body: SignChartBody): Promise<{ message: string }> {
  readSignature(body.signature);
  await withStoredFiles(db, storage, async (tx, keys) => {
    const v = await liveChart(tx, hash);
    const chart = await lockChart(tx, v.chart.id);
    // Signed or replaced between the read and the lock: the same answers as a late visit.
    if (!chart || chart.token_hash !== sha256(hash)) throw new AppError('not_found', 'This signing link is not valid. It may have been replaced by a newer one.');
    if (chart.status === 'signed') throw new AppError('gone', 'This measurement chart has already been signed.');
    await signChartLocked(tx, storage, keys, v, chart, { actor: null, signerName: body.signer_name, via: 'link', signature: body.signature });
  });
  return { message: 'Thank you! The measurement chart is signed.' };
}
