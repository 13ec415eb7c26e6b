import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  CHART_LINK_TTL_DAYS,
  measurementProblems,
  type ChartLink,
  type ItemCharts,
  type MeasurementChart,
  type MeasurementListQuery,
  type SaveMeasurementBody,
  type SignChartBody,
} from '@dme/contract';
import type { AppConfig } from '../../config';
import type { Db, Queryable, Tx } from '../../db/client';
import { media, patients, suborderItems, suborders } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf, type Page } from '../../lib/paging';
import { randomSecret, sha256 } from '../../lib/secrets';
import { queueMail } from '../../integrations/mail';
import type { FileStorage } from '../../integrations/storage';
import { createShortLink } from '../links/links.service';
import { withStoredFiles } from '../order-signing/signing.service';
import { assertNotArchived, conflict, lockOrder, reachableOrder, requireOrderPermission } from '../orders/order-access';
import { orderScope } from '../orders/order-scope';
import { findItemRow } from '../orders/items.queries';
import type { OrderRow } from '../orders/orders.queries';
import { accountName, findChartOfItem, findChartPage, findSurveyOfSuborder, lockChart, saveChart, updateChart, type ChartRow, type ChartView } from './charts.queries';
import { asKind, patientName, signChartLocked } from './measurement-sign.service';
import { presentSurvey } from './satisfaction.service';

export function presentChart(v: ChartView, chart: ChartRow = v.chart): MeasurementChart {
  return {
    id: chart.id,
    order_id: chart.order_id,
    item_id: chart.order_item_id,
    item: { hcpcs: v.hcpcs, name: v.item_name },
    patient: v.patient_id !== null ? { id: v.patient_id, name: patientName(v) } : null,
    kind: asKind(chart.kind),
    values: chart.values,
    notes: chart.notes,
    status: chart.status as MeasurementChart['status'],
    sent_to: chart.sent_to,
    sent_at: chart.sent_at?.toISOString() ?? null,
    link_expires_at: chart.link_expires_at?.toISOString() ?? null,
    signed_at: chart.signed_at?.toISOString() ?? null,
    signer_name: chart.signer_name,
    signed_via: (chart.signed_via as MeasurementChart['signed_via']) ?? null,
    media_id: chart.media_id,
    pdf_sha256: chart.pdf_sha256,
    updated_at: chart.updated_at.toISOString(),
  };
}

/** The item and its order through the supplier's scope (another company's item: 404), locked in a transaction. */
async function itemAndOrder(db: Queryable, actor: Actor, itemId: number, lock: boolean): Promise<{ order: OrderRow; itemId: number }> {
  const item = await findItemRow(db, itemId);
  if (!item) throw notFound('Order item');
  const scope = orderScope(actor);
  const order = lock ? await lockOrder(db, scope, item.order_id, 'Order item') : await reachableOrder(db, scope, item.order_id, 'Order item');
  return { order, itemId: item.id };
}

async function editableChart(tx: Tx, actor: Actor, itemId: number): Promise<{ order: OrderRow; v: ChartView; chart: ChartRow }> {
  const { order } = await itemAndOrder(tx, actor, itemId, true);
  requireOrderPermission(actor, 'edit', order.status);
  assertNotArchived(order);
  const v = await findChartOfItem(tx, itemId);
  if (!v) throw conflict('Fill in the measurement chart of this item first.');
  const chart = (await lockChart(tx, v.chart.id))!;
  if (chart.status === 'signed') throw conflict('The measurement chart is signed; it can no longer change.');
  return { order, v, chart };
}

function assertComplete(chart: ChartRow): void {
  const problems = measurementProblems(asKind(chart.kind), chart.values, true);
  const keys = Object.keys(problems);
  if (keys.length) throw new AppError('validation', problems[keys[0]!]!, Object.fromEntries(keys.map((k) => [`values.${k}`, [problems[k]!]])));
}

export async function itemCharts(db: Queryable, actor: Actor, itemId: number): Promise<ItemCharts> {
  const { order } = await itemAndOrder(db, actor, itemId, false);
  requireOrderPermission(actor, 'view', order.status);
  const chart = await findChartOfItem(db, itemId);
  const [carried] = await db
    .select({ suborder_id: suborderItems.suborder_id })
    .from(suborderItems)
    .innerJoin(suborders, eq(suborders.id, suborderItems.suborder_id))
    .where(eq(suborderItems.order_item_id, itemId))
    .orderBy(suborders.id);
  const survey = carried ? await findSurveyOfSuborder(db, carried.suborder_id) : undefined;
  return { item_id: itemId, measurement: chart ? presentChart(chart) : null, satisfaction: survey ? presentSurvey(survey) : null };
}

export async function saveMeasurement(db: Db, actor: Actor, itemId: number, body: SaveMeasurementBody): Promise<MeasurementChart> {
  const problems = measurementProblems(body.kind, body.values, false);
  const keys = Object.keys(problems);
  if (keys.length) throw new AppError('validation', problems[keys[0]!]!, Object.fromEntries(keys.map((k) => [`values.${k}`, [problems[k]!]])));
  return db.transaction(async (tx) => {
    const { order } = await itemAndOrder(tx, actor, itemId, true);
    requireOrderPermission(actor, 'edit', order.status);
    assertNotArchived(order);
    const before = await findChartOfItem(tx, itemId);
    if (before?.chart.status === 'signed') throw conflict('The measurement chart is signed; it can no longer change.');
    const saved = await saveChart(tx, {
      account_id: order.vendor_id!,
      order_id: order.id,
      order_item_id: itemId,
      kind: body.kind,
      values: body.values,
      notes: body.notes ?? '',
      created_by: actor.userId,
      updated_by: actor.userId,
    });
    // Which fields changed, not the body measurements themselves (the trail must not copy health data).
    await audit(tx, actor, {
      action: 'measurement_chart.save',
      entity: 'measurement_chart',
      entityId: saved.id,
      after: { order_id: order.id, item_id: itemId, kind: body.kind, fields: Object.keys(body.values), link_voided: before?.chart.status === 'sent' },
    });
    return presentChart((await findChartOfItem(tx, itemId))!);
  });
}

/** A new signing link for the chart (the last one stops working), optionally mailed to the patient. */
async function newLink(db: Db, config: Pick<AppConfig, 'publicUrl'>, actor: Actor, itemId: number, mail: { email?: string } | null): Promise<ChartLink> {
  return db.transaction(async (tx) => {
    const { order, chart } = await editableChart(tx, actor, itemId);
    assertComplete(chart);
    let to: string | null = null;
    if (mail) {
      const [patient] = order.patient_id !== null ? await tx.select({ email: patients.email }).from(patients).where(eq(patients.id, order.patient_id)) : [];
      to = mail.email ?? patient?.email ?? null;
      if (!to) throw fieldError('email', 'The patient has no e-mail address; enter one to send the link to.');
    }
    const token = randomSecret();
    const expires = new Date(Date.now() + CHART_LINK_TTL_DAYS * 86_400_000);
    await updateChart(tx, chart.id, { status: 'sent', token_hash: sha256(token), link_expires_at: expires, sent_at: new Date(), sent_to: to });
    const hash = await createShortLink(tx, `/sign/measurement-chart/${token}`, { ttlHours: CHART_LINK_TTL_DAYS * 24, createdBy: actor.userId });
    const url = `${config.publicUrl}/s/${hash}`;
    if (to) {
      const company = await accountName(tx, chart.account_id);
      // The company's name only: the measurements are on the page behind the link, not in the mail.
      await queueMail(tx, {
        to,
        subject: `${company}: please confirm your measurements`,
        body: `${company} asks you to review and sign the measurements taken for your equipment: ${url}\n\nThe link works once and expires in ${CHART_LINK_TTL_DAYS} days.`,
        template: 'measurement-chart-link',
        accountId: chart.account_id,
      });
    }
    await audit(tx, actor, { action: mail ? 'measurement_chart.send' : 'measurement_chart.link', entity: 'measurement_chart', entityId: chart.id, after: { order_id: order.id, sent_to: to, expires_at: expires } });
    return { url, expires_at: expires.toISOString(), sent_to: to };
  });
}

export const chartLink = (db: Db, config: Pick<AppConfig, 'publicUrl'>, actor: Actor, itemId: number) => newLink(db, config, actor, itemId, null);
export const sendChart = (db: Db, config: Pick<AppConfig, 'publicUrl'>, actor: Actor, itemId: number, email?: string) => newLink(db, config, actor, itemId, { email });

export async function signInPerson(db: Db, storage: FileStorage, actor: Actor, itemId: number, body: SignChartBody): Promise<MeasurementChart> {
  const signed = await withStoredFiles(db, storage, async (tx, keys) => {
    const { v, chart } = await editableChart(tx, actor, itemId);
    assertComplete(chart);
    const row = await signChartLocked(tx, storage, keys, v, chart, { actor, signerName: body.signer_name, via: 'in_person', signature: body.signature });
    return presentChart(v, row);
  });
  return signed;
}

/** The signed PDF of the item's chart; 404 until it is signed (and for another company's item). */
export async function chartPdf(db: Queryable, storage: FileStorage, actor: Actor, itemId: number): Promise<{ stream: Readable; filename: string }> {
  const { order } = await itemAndOrder(db, actor, itemId, false);
  requireOrderPermission(actor, 'view', order.status);
  const v = await findChartOfItem(db, itemId);
  if (!v || v.chart.status !== 'signed' || v.chart.media_id === null) throw notFound('Signed measurement chart');
  const [file] = await db.select({ storage_key: media.storage_key }).from(media).where(eq(media.id, v.chart.media_id));
  const stream = file ? await storage.get(file.storage_key) : null;
  if (!stream) throw notFound('Signed measurement chart');
  return { stream, filename: `measurement-chart-order-${v.chart.order_id}-item-${itemId}.pdf` };
}

export async function listCharts(db: Queryable, actor: Actor, q: MeasurementListQuery): Promise<Page<MeasurementChart>> {
  if (actor.accountId === null) throw notFound('Company');
  const { rows, total } = await findChartPage(db, actor.accountId, q.status, windowOf(q));
  return { data: rows.map((v) => presentChart(v)), meta: pageMeta(total, q) };
}
