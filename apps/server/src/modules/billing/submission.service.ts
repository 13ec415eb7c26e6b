import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { billingSettings, claimBatches, claims } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { ClearinghouseError, type ClaimStatusItem } from '../../integrations/clearinghouse';
import { generate837P } from '../x12';
import { claimTo837, companyName } from './claim-837';
import { accountOf, moveClaim } from './claim-store';
import { billingIdentity, submissionProblems } from './claim-validation';
import { clearinghouseFor, settingsOf } from './clearinghouse-settings';

const SUBMITTABLE = ['ready', 'rejected', 'denied'];

/** The generator refuses what the TR3 forbids with a message naming the claim and field (never patient data). */
function writeFile(batch: Parameters<typeof generate837P>[0]): string {
  try {
    return generate837P(batch);
  } catch (err) {
    throw new AppError('conflict', `The claims could not be written as an 837P: ${err instanceof Error ? err.message : 'invalid data'}`);
  }
}

export interface SubmitOutcome {
  batchId: number;
  controlNumber: number;
  fileName: string;
  claimIds: number[];
  totalCents: number;
  statuses: ClaimStatusItem[];
}

/**
 * Sends ready claims as one 837P interchange through the company's clearinghouse, in one transaction: the next
 * control number, the file kept as sent, every claim submitted. If the clearinghouse refuses the file nothing is
 * saved (the control number is not used up either).
 */
export async function submitClaims(db: Db, config: AppConfig, actor: Actor, claimIds: readonly number[]): Promise<SubmitOutcome> {
  const accountId = accountOf(actor);
  const ids = [...new Set(claimIds)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.account_id, accountId), inArray(claims.id, ids), isNull(claims.deleted_at)))
      .orderBy(claims.id)
      .for('update');
    if (rows.length !== ids.length) throw new AppError('not_found', 'Claim not found.');
    const refused: Record<string, string[]> = {};
    for (const c of rows) {
      const problems = SUBMITTABLE.includes(c.status) ? await submissionProblems(tx, c) : [`A ${c.status} claim cannot be submitted.`];
      if (problems.length) refused[c.number] = problems;
    }
    if (Object.keys(refused).length) throw new AppError('conflict', `Not ready to submit: ${Object.keys(refused).join(', ')}.`, refused);

    const settings = await settingsOf(tx, accountId, true);
    const controlNumber = settings.last_control_number + 1;
    await tx.update(billingSettings).set({ last_control_number: controlNumber, updated_at: sql`now()` }).where(eq(billingSettings.account_id, accountId));
    const profile = (await billingIdentity(tx, accountId))!;
    const name = await companyName(tx, accountId);
    const content = writeFile({
      envelope: { senderId: settings.submitter_id || profile.tax_id || String(accountId), receiverId: settings.receiver_id || 'CLAIMMD', controlNumber, createdAt: new Date(), usage: 'P' },
      submitter: { name, id: settings.submitter_id || profile.tax_id || String(accountId), contactName: 'Billing', phone: (profile.phones[0]?.phone ?? '').replace(/\D/g, '') || '0000000000' },
      receiver: { name: settings.clearinghouse === 'claim_md' ? 'CLAIM.MD' : 'CLEARINGHOUSE', id: settings.receiver_id || 'CLAIMMD' },
      billing: { name, npi: profile.npi!, taxId: profile.tax_id!.replace(/\D/g, ''), address: { line1: profile.address_1, line2: profile.address_2 || undefined, city: profile.city, state: profile.state, zip: profile.zip.replace(/\D/g, '') } },
      claims: await Promise.all(rows.map((c) => claimTo837(tx, c))),
    });
    const fileName = `837P-${accountId}-${String(controlNumber).padStart(9, '0')}.x12`;
    let sent: Awaited<ReturnType<ReturnType<typeof clearinghouseFor>['submitClaims']>>;
    try {
      sent = await clearinghouseFor(config, settings).submitClaims({ name: fileName, content });
    } catch (err) {
      if (err instanceof ClearinghouseError) throw new AppError('unavailable', `The clearinghouse did not take the file: ${err.message}`);
      throw err;
    }
    const totalCents = rows.reduce((sum, c) => sum + c.charge_cents, 0);
    const [batch] = await tx
      .insert(claimBatches)
      .values({ account_id: accountId, control_number: controlNumber, file_name: fileName, content, clearinghouse: settings.clearinghouse, reference: sent.reference, claims_count: rows.length, total_cents: totalCents, created_by: actor.userId })
      .returning();
    for (const c of rows) {
      const moved = await moveClaim(tx, c, 'submitted', actor.userId, `Sent in ${fileName}`, { batch_id: batch!.id, submitted_at: new Date(), rejection: null, pending_at: null, pending_reason: null });
      if (!moved) throw new AppError('conflict', `Claim ${c.number} has just been changed by someone else; reload it.`);
    }
    await audit(tx, actor, { action: 'claims.submit', entity: 'claim_batch', entityId: batch!.id, after: { claims: rows.length, control_number: controlNumber } });
    return { batchId: batch!.id, controlNumber, fileName, claimIds: rows.map((c) => c.id), totalCents, statuses: sent.statuses };
  });
}
