import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { supplierProfiles } from '../../db/schema';
import { claimProblems } from './claim-rules';
import { linesOf, type ClaimRow } from './claim-store';

/** The billing provider's identifiers the 837P needs (the company profile). */
export async function billingIdentity(db: Queryable, accountId: number) {
  const [p] = await db.select().from(supplierProfiles).where(eq(supplierProfiles.account_id, accountId));
  return p ?? null;
}

/** Why this claim cannot be submitted now (empty: it can). */
export async function submissionProblems(db: Queryable, claim: ClaimRow): Promise<string[]> {
  const [lines, profile] = await Promise.all([linesOf(db, claim.id), billingIdentity(db, claim.account_id)]);
  return claimProblems({
    diagnoses: claim.diagnoses,
    referringNpi: claim.referring_npi,
    billingNpi: profile?.npi ?? null,
    billingTaxId: profile?.tax_id ?? null,
    billingZip: profile?.zip ?? '',
    memberId: claim.member_id,
    payerId: claim.payer_id,
    lines,
  });
}
