import * as api from '@dme/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suborders } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { implement } from '../../http/define';
import { fieldError, notFound } from '../../lib/app-error';
import { readUpload } from '../media/upload';
import { detectTransaction } from '../x12';
import { auditPacket } from './audit-packet';
import { createClaim } from './claim-create';
import { accountOf } from './claim-store';
import { claimDetail, claimSummaries } from './claim-view';
import { addCoins, addManualPayment, addNote, appeal, deleteClaim, listClaims, listNotes, markPaid, markUnpaid, setPending, setPriority, suborderClaimIds, updateClaim } from './claims.service';
import { presentSettings, saveSettings, settingsOf } from './clearinghouse-settings';
import { pollClearinghouse } from './clearinghouse-poll';
import { payerList } from './payer-list';
import { createEligibility, getEligibility, listEligibility } from './eligibility.service';
import { erasByIds, importRemittances } from './era-import';
import { eraSummary, getEra, listEras } from './era.service';
import { submitClaims } from './submission.service';
import { applyClaimStatuses } from './acknowledgements';

/** The company's live suborder, or 404 (billing staff need not hold the shipping keys to bill it). */
async function ownSuborder(app: { db: Db }, actor: Actor, id: number) {
  const [s] = await app.db
    .select({ id: suborders.id })
    .from(suborders)
    .where(and(eq(suborders.id, id), eq(suborders.account_id, accountOf(actor)), isNull(suborders.replaced_at)));
  if (!s) throw notFound('Suborder');
}

export const billingRoutes = [
  implement(api.listClaims, ({ app, actor, query }) => listClaims(app.db, actor, query)),
  implement(api.getClaim, async ({ app, actor, params }) => ({ data: await claimDetail(app.db, actor, params.claimId) })),
  implement(api.createClaim, async ({ app, actor, body, reply }) => {
    const id = await createClaim(app.db, actor, body);
    reply.code(201);
    return { data: await claimDetail(app.db, actor, id) };
  }),
  implement(api.updateClaim, async ({ app, actor, params, body }) => {
    await updateClaim(app.db, actor, params.claimId, body);
    return { data: await claimDetail(app.db, actor, params.claimId) };
  }),
  implement(api.deleteClaim, async ({ app, actor, params }) => {
    await deleteClaim(app.db, actor, params.claimId);
    return { message: 'The claim was deleted.' };
  }),
  implement(api.setClaimPriority, async ({ app, actor, params, body }) => {
    await setPriority(app.db, actor, params.claimId, body.priority);
    return { data: await claimDetail(app.db, actor, params.claimId) };
  }),
  implement(api.markClaimPaid, async ({ app, actor, params, body }) => {
    await markPaid(app.db, actor, params.claimId, body.note);
    return { data: await claimDetail(app.db, actor, params.claimId) };
  }),
  implement(api.markClaimUnpaid, async ({ app, actor, params, body }) => {
    await markUnpaid(app.db, actor, params.claimId, body.note);
    return { data: await claimDetail(app.db, actor, params.claimId) };
  }),
  implement(api.addClaimCoins, async ({ app, actor, params, body }) => {
    await addCoins(app.db, actor, params.claimId, body);
    return { data: await claimDetail(app.db, actor, params.claimId) };
  }),
  implement(api.addManualPayment, async ({ app, actor, params, body }) => {
    await addManualPayment(app.db, actor, params.claimId, body);
    return { data: await claimDetail(app.db, actor, params.claimId) };
  }),
  implement(api.listClaimNotes, async ({ app, actor, params }) => ({ data: await listNotes(app.db, actor, params.claimId) })),
  implement(api.addClaimNote, async ({ app, actor, params, body, reply }) => {
    reply.code(201);
    return { data: await addNote(app.db, actor, params.claimId, body.text) };
  }),
  implement(api.setClaimPending, async ({ app, actor, params, body }) => {
    await setPending(app.db, actor, params.claimId, body.pending, body.reason);
    return { data: await claimDetail(app.db, actor, params.claimId) };
  }),
  implement(api.appealClaim, async ({ app, actor, params, body }) => {
    await appeal(app.db, actor, params.claimId, body.reason);
    return { data: await claimDetail(app.db, actor, params.claimId) };
  }),
  implement(api.claimAuditPacket, async ({ app, actor, params, reply }) => {
    const { pdf, filename } = await auditPacket(app, actor, params.claimId);
    return reply.header('cache-control', 'no-store').header('content-disposition', `inline; filename="${filename}"`).type('application/pdf').send(Buffer.from(pdf));
  }),
  implement(api.listSuborderClaims, async ({ app, actor, params }) => {
    await ownSuborder(app, actor, params.suborderId);
    return { data: await claimSummaries(app.db, await suborderClaimIds(app.db, actor, params.suborderId)) };
  }),
  implement(api.createSuborderClaim, async ({ app, actor, params, body, reply }) => {
    const id = await createClaim(app.db, actor, { suborder_id: params.suborderId, insurance_id: body.insurance_id });
    reply.code(201);
    return { data: await claimDetail(app.db, actor, id) };
  }),
  implement(api.listEras, ({ app, actor, query }) => listEras(app.db, actor, query)),
  implement(api.getEra, async ({ app, actor, params }) => ({ data: await getEra(app.db, actor, params.eraId) })),
  implement(api.uploadEra, async ({ app, actor, req, reply }) => {
    const upload = await readUpload(req);
    const file = upload.files[0];
    if (!file) throw fieldError('file', 'Choose the 835 file.');
    const text = file.bytes.toString('utf8');
    if (detectTransaction(text) !== '835') throw fieldError('file', 'The file is not an X12 835 remittance.');
    let imported;
    try {
      imported = await importRemittances(app.db, accountOf(actor), text, 'upload', file.name || 'remittance.835', actor.userId);
    } catch (err) {
      if (err instanceof Error && !('code' in err)) throw fieldError('file', 'The 835 could not be read: check that it is a complete X12 file.');
      throw err;
    }
    reply.code(201);
    return { data: (await erasByIds(app.db, imported.eraIds)).map(eraSummary) };
  }),
  implement(api.listEligibility, ({ app, actor, query }) => listEligibility(app.db, actor, query)),
  implement(api.getEligibility, async ({ app, actor, params }) => ({ data: await getEligibility(app.db, actor, params.id) })),
  implement(api.createEligibility, async ({ app, actor, body, reply }) => {
    const id = await createEligibility(app.db, app.config, actor, body);
    reply.code(201);
    return { data: await getEligibility(app.db, actor, id) };
  }),
  implement(api.claimMdEligibility, async ({ app, actor, body, reply }) => {
    const id = await createEligibility(app.db, app.config, actor, body);
    reply.code(201);
    return { data: await getEligibility(app.db, actor, id) };
  }),
  implement(api.claimMdPayerList, async ({ app, actor, query }) => ({ data: await payerList(app.db, app.config, accountOf(actor), query.search) })),
  implement(api.claimMdUpload, async ({ app, actor, body }) => {
    const sent = await submitClaims(app.db, app.config, actor, body.claim_ids);
    if (sent.statuses.length) await applyClaimStatuses(app.db, accountOf(actor), sent.statuses);
    return {
      data: {
        batch: { id: sent.batchId, control_number: sent.controlNumber, file_name: sent.fileName, claims: sent.claimIds.length, total_cents: sent.totalCents },
        claims: await claimSummaries(app.db, sent.claimIds),
      },
    };
  }),
  implement(api.claimMdResponse, async ({ app, actor }) => ({ data: await pollClearinghouse(app.db, app.config, accountOf(actor), actor.userId) })),
  implement(api.claimMdEra, async ({ app, actor }) => ({ data: await pollClearinghouse(app.db, app.config, accountOf(actor), actor.userId) })),
  implement(api.getClearinghouseSettings, async ({ app, actor }) => ({ data: presentSettings(app.config, await settingsOf(app.db, accountOf(actor))) })),
  implement(api.saveClearinghouseSettings, async ({ app, actor, body }) => ({ data: presentSettings(app.config, await saveSettings(app.db, app.config, accountOf(actor), body)) })),
];
