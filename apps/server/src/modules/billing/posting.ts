import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { claimAdjustments, claimLines, claimPayments } from '../../db/schema';
import { adjudicatedStatus, lineStatus } from './claim-rules';
import { linesOf, moveClaim, refreshTotals, type ClaimRow } from './claim-store';

export interface PostedAdjustment {
  group: string;
  reason: string;
  amountCents: number;
  remarkCodes?: string[];
}

/** One line's adjudication: what the payer allowed and paid, and why the rest was not paid. */
export interface LineAdjudication {
  lineId: number;
  paidCents: number;
  allowedCents: number | null;
  adjustments: PostedAdjustment[];
}

/** A payer's decision on a claim, from an 835 (era) or a paper remittance typed in (manual). */
export interface Adjudication {
  source: 'era' | 'manual';
  eraId: number | null;
  paidOn: string;
  reference: string;
  userId: number | null;
  lines: LineAdjudication[];
  /** Claim-level payment not tied to a line (a paper EOB entered as one amount). */
  claimPaidCents?: number;
  claimAdjustments: PostedAdjustment[];
  payerClaimNumber?: string | null;
}

/**
 * Posts an adjudication inside the caller's transaction: payments and adjustments rows, each line's totals and
 * state, then the claim's totals (always the sums of those rows) and its status from its lines.
 */
export async function postAdjudication(tx: Tx, claim: ClaimRow, a: Adjudication): Promise<ClaimRow> {
  const adjustmentRows = (lineId: number | null, list: PostedAdjustment[]) =>
    list.map((x) => ({ claim_id: claim.id, claim_line_id: lineId, era_id: a.eraId, group_code: x.group, reason: x.reason, amount_cents: x.amountCents, remark_codes: x.remarkCodes ?? [], created_by: a.userId }));
  const payments: (typeof claimPayments.$inferInsert)[] = a.lines
    .filter((l) => l.paidCents !== 0)
    .map((l) => ({ claim_id: claim.id, claim_line_id: l.lineId, payer: 'insurance', source: a.source, era_id: a.eraId, amount_cents: l.paidCents, paid_on: a.paidOn, reference: a.reference, created_by: a.userId }));
  if (a.claimPaidCents) payments.push({ claim_id: claim.id, claim_line_id: null, payer: 'insurance', source: a.source, era_id: a.eraId, amount_cents: a.claimPaidCents, paid_on: a.paidOn, reference: a.reference, created_by: a.userId });
  if (payments.length) await tx.insert(claimPayments).values(payments);
  const adjustments = [...adjustmentRows(null, a.claimAdjustments), ...a.lines.flatMap((l) => adjustmentRows(l.lineId, l.adjustments))];
  if (adjustments.length) await tx.insert(claimAdjustments).values(adjustments);

  for (const l of a.lines) {
    await tx
      .update(claimLines)
      .set({
        paid_cents: sql`(select coalesce(sum(amount_cents), 0) from claim_payments where claim_line_id = ${l.lineId} and payer = 'insurance')`,
        adjustment_cents: sql`(select coalesce(sum(amount_cents), 0) from claim_adjustments where claim_line_id = ${l.lineId} and group_code <> 'PR')`,
        patient_resp_cents: sql`(select coalesce(sum(amount_cents), 0) from claim_adjustments where claim_line_id = ${l.lineId} and group_code = 'PR')`,
        ...(l.allowedCents !== null ? { allowed_cents: l.allowedCents } : {}),
      })
      .where(eq(claimLines.id, l.lineId));
  }
  const lines = await linesOf(tx, claim.id);
  const touched = new Set(a.lines.map((l) => l.lineId));
  for (const line of lines) {
    if (!touched.has(line.id)) continue;
    const status = lineStatus({ ...line, adjudicated: true });
    if (status !== line.status) await tx.update(claimLines).set({ status }).where(eq(claimLines.id, line.id));
    line.status = status;
  }
  const totals = await refreshTotals(tx, claim.id);
  const adjudicatedLines = lines.filter((l) => l.status !== 'open');
  let to: string;
  if (adjudicatedLines.length > 0) to = adjudicatedStatus(lines.map((l) => (l.status === 'open' ? 'partially_paid' : l.status)));
  else to = totals.paid_cents + totals.adjustment_cents + totals.patient_resp_cents >= totals.charge_cents ? 'paid' : 'partially_paid';
  const note = a.source === 'era' ? `Remittance ${a.reference} posted` : `Payment ${a.reference || 'by hand'} posted`;
  const moved = await moveClaim(tx, totals, to, a.userId, note, a.payerClaimNumber ? { payer_claim_number: a.payerClaimNumber } : {});
  return moved ?? totals;
}
