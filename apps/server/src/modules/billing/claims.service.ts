import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { DELETABLE_CLAIM_STATUSES, EDITABLE_CLAIM_STATUSES, type ClaimsQuery, type ManualPaymentBody, type UpdateClaimBody } from '@dme/contract';
import type { z } from 'zod';
import type { paymentBody } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import { claimLines, claimNotes, claimPayments, claims, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta } from '../../lib/paging';
import { RawJson } from '../../lib/raw-json';
import { conflict } from '../orders/order-access';
import { settleReadiness } from './claim-create';
import { accountOf, findClaim, linesOf, moveClaim, refreshTotals, type ClaimRow } from './claim-store';
import { findClaimPage } from './claims.queries';
import { postAdjudication } from './posting';

export async function listClaims(db: Queryable, actor: Actor, q: ClaimsQuery) {
  const { rows, total } = await findClaimPage(db, accountOf(actor), q);
  return RawJson.page(rows ? [rows] : [], pageMeta(total, q));
}

const changedMeanwhile = (c: ClaimRow) => conflict(`Claim ${c.number} has just been changed by someone else; reload it.`);

/** Runs a write on the company's claim, locked, inside one transaction. */
async function withClaim<T>(db: Db, actor: Actor, id: number, work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], c: ClaimRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx, await findClaim(tx, accountOf(actor), id, true)));
}

export async function updateClaim(db: Db, actor: Actor, id: number, body: UpdateClaimBody): Promise<void> {
  await withClaim(db, actor, id, async (tx, c) => {
    if (!(EDITABLE_CLAIM_STATUSES as readonly string[]).includes(c.status)) throw conflict(`A ${c.status} claim is with the payer: it cannot be changed now.`);
    const lines = await linesOf(tx, c.id);
    const diagnoses = body.diagnoses ? body.diagnoses.map((d) => d.replace('.', '')) : c.diagnoses;
    for (const [i, l] of (body.lines ?? []).entries()) {
      if (!lines.some((x) => x.id === l.id)) throw fieldError(`lines.${i}.id`, 'The line is not on this claim.');
      if (l.diagnosis_pointers.some((p) => p > diagnoses.length)) throw fieldError(`lines.${i}.diagnosis_pointers`, 'A pointer names a diagnosis the claim does not have.');
      if (l.service_date_end && l.service_date_end < l.service_date) throw fieldError(`lines.${i}.service_date_end`, 'The end of service comes before its start.');
    }
    // A denied claim corrected goes back as a replacement of the one the payer holds (frequency 7).
    const replacement = c.status === 'denied';
    await tx
      .update(claims)
      .set({
        diagnoses,
        ...(body.place_of_service ? { place_of_service: body.place_of_service } : {}),
        ...(body.prior_auth_number !== undefined ? { prior_auth_number: body.prior_auth_number || null } : {}),
        ...(replacement ? { frequency: '7' } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(claims.id, c.id));
    for (const l of body.lines ?? []) {
      await tx
        .update(claimLines)
        .set({ modifiers: l.modifiers, units: l.units, charge_cents: l.charge_cents, service_date: l.service_date, service_date_end: l.service_date_end ?? null, diagnosis_pointers: l.diagnosis_pointers })
        .where(eq(claimLines.id, l.id));
    }
    await audit(tx, actor, { action: 'claim.update', entity: 'claim', entityId: c.id, after: { lines: body.lines?.length ?? 0, diagnoses: body.diagnoses !== undefined } });
    const refreshed = await refreshTotals(tx, c.id);
    if (c.status === 'rejected' || replacement) {
      const moved = await moveClaim(tx, refreshed, 'draft', actor.userId, replacement ? 'Corrected after the denial: goes out as a replacement claim' : 'Corrected after the rejection');
      if (!moved) throw changedMeanwhile(c);
      await settleReadiness(tx, moved, actor.userId);
    } else await settleReadiness(tx, refreshed, actor.userId);
  });
}

export async function deleteClaim(db: Db, actor: Actor, id: number): Promise<void> {
  await withClaim(db, actor, id, async (tx, c) => {
    if (!(DELETABLE_CLAIM_STATUSES as readonly string[]).includes(c.status)) {
      const why = c.status === 'paid' || c.paid_cents > 0 ? 'a paid claim cannot be deleted' : `a ${c.status} claim is with the payer`;
      throw conflict(`Claim ${c.number} cannot be deleted: ${why}.`);
    }
    await tx.update(claims).set({ deleted_at: sql`now()`, updated_at: sql`now()` }).where(eq(claims.id, c.id));
    await audit(tx, actor, { action: 'claim.delete', entity: 'claim', entityId: c.id, before: { status: c.status } });
  });
}

export async function setPriority(db: Db, actor: Actor, id: number, priority: string): Promise<void> {
  await withClaim(db, actor, id, async (tx, c) => {
    await tx.update(claims).set({ priority, updated_at: sql`now()` }).where(eq(claims.id, c.id));
    await audit(tx, actor, { action: 'claim.priority', entity: 'claim', entityId: c.id, before: { priority: c.priority }, after: { priority } });
  });
}

export async function markPaid(db: Db, actor: Actor, id: number, note: string | undefined): Promise<void> {
  await withClaim(db, actor, id, async (tx, c) => {
    if (!['submitted', 'accepted', 'partially_paid', 'appealed'].includes(c.status)) throw conflict(`A ${c.status} claim cannot be marked paid.`);
    const moved = await moveClaim(tx, c, 'paid', actor.userId, note || 'Marked paid by hand', { status_before_paid: c.status });
    if (!moved) throw changedMeanwhile(c);
    await audit(tx, actor, { action: 'claim.paid', entity: 'claim', entityId: c.id, before: { status: c.status } });
  });
}

export async function markUnpaid(db: Db, actor: Actor, id: number, note: string | undefined): Promise<void> {
  await withClaim(db, actor, id, async (tx, c) => {
    if (c.status !== 'paid' || !c.status_before_paid) throw conflict('Only a claim marked paid by hand can be marked unpaid; a remittance’s payment is taken back by the payer’s reversal.');
    const moved = await moveClaim(tx, c, c.status_before_paid, actor.userId, note || 'Paid marking taken back', { status_before_paid: null });
    if (!moved) throw changedMeanwhile(c);
    await audit(tx, actor, { action: 'claim.unpaid', entity: 'claim', entityId: c.id, after: { status: c.status_before_paid } });
  });
}

type PaymentBody = z.infer<typeof paymentBody>;

function lineOf(lines: { id: number }[], lineId: number | undefined): number | null {
  if (lineId === undefined) return null;
  if (!lines.some((l) => l.id === lineId)) throw fieldError('line_id', 'The line is not on this claim.');
  return lineId;
}

/** A patient's payment toward their share: never more than what is open. */
export async function addCoins(db: Db, actor: Actor, id: number, body: PaymentBody): Promise<void> {
  await withClaim(db, actor, id, async (tx, c) => {
    const open = c.patient_resp_cents - c.patient_paid_cents;
    if (body.amount_cents > open) throw fieldError('amount_cents', open > 0 ? `The patient owes ${(open / 100).toFixed(2)} on this claim.` : 'The patient owes nothing on this claim.');
    const lineId = lineOf(await linesOf(tx, c.id), body.line_id);
    await tx.insert(claimPayments).values({ claim_id: c.id, claim_line_id: lineId, payer: 'patient', source: 'manual', amount_cents: body.amount_cents, paid_on: body.paid_on, reference: body.reference ?? '', created_by: actor.userId });
    await refreshTotals(tx, c.id);
    await audit(tx, actor, { action: 'claim.coins', entity: 'claim', entityId: c.id, after: { amount_cents: body.amount_cents } });
  });
}

export async function addManualPayment(db: Db, actor: Actor, id: number, body: ManualPaymentBody): Promise<void> {
  await withClaim(db, actor, id, async (tx, c) => {
    if (!['submitted', 'accepted', 'partially_paid', 'denied', 'appealed'].includes(c.status)) throw conflict(`A ${c.status} claim takes no payer payment.`);
    const lines = await linesOf(tx, c.id);
    const lineId = lineOf(lines, body.line_id);
    const adjustments = (body.adjustments ?? []).map((a, i) => ({ ...a, line: a.line_id !== undefined ? lineOf(lines, a.line_id) : lineId, i }));
    const byLine = new Map<number, { paid: number; adj: typeof adjustments }>();
    if (lineId !== null) byLine.set(lineId, { paid: body.amount_cents, adj: [] });
    for (const a of adjustments) if (a.line !== null) byLine.set(a.line, { paid: byLine.get(a.line)?.paid ?? 0, adj: [...(byLine.get(a.line)?.adj ?? []), a] });
    await postAdjudication(tx, c, {
      source: 'manual',
      eraId: null,
      paidOn: body.paid_on,
      reference: body.reference ?? '',
      userId: actor.userId,
      claimPaidCents: lineId === null ? body.amount_cents : 0,
      claimAdjustments: adjustments.filter((a) => a.line === null).map((a) => ({ group: a.group, reason: a.reason, amountCents: a.amount_cents })),
      lines: [...byLine].map(([lid, v]) => ({ lineId: lid, paidCents: v.paid, allowedCents: null, adjustments: v.adj.map((a) => ({ group: a.group, reason: a.reason, amountCents: a.amount_cents })) })),
    });
    await audit(tx, actor, { action: 'claim.manual_payment', entity: 'claim', entityId: c.id, after: { amount_cents: body.amount_cents } });
  });
}

export async function listNotes(db: Queryable, actor: Actor, id: number) {
  await findClaim(db, accountOf(actor), id);
  const rows = await db
    .select({ n: claimNotes, user_name: users.name })
    .from(claimNotes)
    .leftJoin(users, eq(users.id, claimNotes.user_id))
    .where(eq(claimNotes.claim_id, id))
    .orderBy(desc(claimNotes.created_at), desc(claimNotes.id));
  return rows.map(({ n, user_name }) => ({ id: n.id, text: n.text, user: n.user_id ? { id: n.user_id, name: user_name ?? '' } : null, created_at: n.created_at.toISOString() }));
}

export async function addNote(db: Db, actor: Actor, id: number, text: string) {
  return withClaim(db, actor, id, async (tx, c) => {
    const [n] = await tx.insert(claimNotes).values({ claim_id: c.id, text, user_id: actor.userId }).returning();
    await audit(tx, actor, { action: 'claim.note', entity: 'claim', entityId: c.id });
    const [u] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
    return { id: n!.id, text: n!.text, user: { id: actor.userId, name: u?.name ?? '' }, created_at: n!.created_at.toISOString() };
  });
}

export async function setPending(db: Db, actor: Actor, id: number, pending: boolean, reason: string | undefined): Promise<void> {
  await withClaim(db, actor, id, async (tx, c) => {
    if (pending && !reason) throw fieldError('reason', 'Say why the claim is set aside.');
    await tx
      .update(claims)
      .set(pending ? { pending_at: c.pending_at ?? sql`now()`, pending_reason: reason!, updated_at: sql`now()` } : { pending_at: null, pending_reason: null, updated_at: sql`now()` })
      .where(eq(claims.id, c.id));
    await moveClaim(tx, c, c.status, actor.userId, pending ? `Set aside: ${reason}` : 'Back from pending');
    await audit(tx, actor, { action: pending ? 'claim.pending' : 'claim.unpending', entity: 'claim', entityId: c.id });
  });
}

export async function appeal(db: Db, actor: Actor, id: number, reason: string): Promise<void> {
  await withClaim(db, actor, id, async (tx, c) => {
    if (!['denied', 'partially_paid'].includes(c.status)) throw conflict(`A ${c.status} claim cannot be appealed: only a denied or partly paid one.`);
    const moved = await moveClaim(tx, c, 'appealed', actor.userId, `Appeal: ${reason}`);
    if (!moved) throw changedMeanwhile(c);
    await audit(tx, actor, { action: 'claim.appeal', entity: 'claim', entityId: c.id });
  });
}

/** The suborder's live claims (after checking it is the company's). */
export async function suborderClaimIds(db: Queryable, actor: Actor, suborderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.account_id, accountOf(actor)), eq(claims.suborder_id, suborderId), isNull(claims.deleted_at)))
    .orderBy(claims.id);
  return rows.map((r) => r.id);
}

