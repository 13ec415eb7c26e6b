import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimBatches, claims } from '../../db/schema';
import type { ClaimStatusItem } from '../../integrations/clearinghouse';
import { parse277CA, parse999 } from '../x12';
import { moveClaim } from './claim-store';

/**
 * Acknowledgements move submitted claims: accepted by the payer's front end (277CA A1/A2, Claim.MD status A) or
 * rejected with the reasons (277CA A3+, Claim.MD R, a 999 refusing the transaction). A claim already further on
 * (paid, denied...) is left as it is: acknowledgements can arrive after the remittance.
 */
async function acknowledge(db: Db, accountId: number, number: string, accepted: boolean, payerClaimNumber: string | null, message: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.account_id, accountId), eq(claims.number, number), isNull(claims.deleted_at)))
      .for('update');
    if (!c) return false;
    // Claim.MD accepts a claim at upload and the payer's own acknowledgement follows with its claim number.
    if (c.status === 'accepted' && accepted && payerClaimNumber && payerClaimNumber !== c.payer_claim_number) {
      await tx.update(claims).set({ payer_claim_number: payerClaimNumber, updated_at: new Date() }).where(eq(claims.id, c.id));
      return true;
    }
    if (c.status !== 'submitted') return false;
    const moved = accepted
      ? await moveClaim(tx, c, 'accepted', null, message || 'Accepted by the payer', payerClaimNumber ? { payer_claim_number: payerClaimNumber } : {})
      : await moveClaim(tx, c, 'rejected', null, message || 'Rejected', { rejection: message || 'Rejected without a reason given' });
    return moved !== null;
  });
}

export async function applyClaimStatuses(db: Db, accountId: number, items: readonly ClaimStatusItem[]): Promise<number> {
  let n = 0;
  for (const s of items) if (await acknowledge(db, accountId, s.patientControlNumber, s.accepted, s.payerClaimNumber, s.messages.join('; '))) n++;
  return n;
}

export async function apply277CA(db: Db, accountId: number, content: string): Promise<number> {
  let n = 0;
  for (const s of parse277CA(content)) {
    const text = `${s.statusCategory}:${s.statusCode} ${s.message}`.trim();
    if (await acknowledge(db, accountId, s.patientControlNumber, s.accepted, s.payerClaimNumber, text)) n++;
  }
  return n;
}

/** A 999 that refuses a transaction set rejects every claim of the batch it names (GS06 = our control number). */
export async function apply999(db: Db, accountId: number, content: string): Promise<number> {
  let n = 0;
  for (const group of parse999(content)) {
    if (group.accepted) continue;
    const control = Number(group.groupControlNumber);
    if (!Number.isSafeInteger(control)) continue;
    const [batch] = await db.select({ id: claimBatches.id }).from(claimBatches).where(and(eq(claimBatches.account_id, accountId), eq(claimBatches.control_number, control)));
    if (!batch) continue;
    const reason = group.sets.flatMap((s) => s.errors).join('; ') || 'The file was refused (999)';
    const batchClaims = await db.select({ number: claims.number }).from(claims).where(and(eq(claims.batch_id, batch.id), eq(claims.status, 'submitted')));
    for (const c of batchClaims) if (await acknowledge(db, accountId, c.number, false, null, reason)) n++;
  }
  return n;
}
