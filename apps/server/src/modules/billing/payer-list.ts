import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { payers } from '../../db/schema';
import { ClearinghouseError } from '../../integrations/clearinghouse';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/paging';
import { clearinghouseFor, settingsOf } from './clearinghouse-settings';

/** Claim.MD's payer list when configured; the reference payers for the local folder (every one takes files). */
export async function payerList(db: Db, config: AppConfig, accountId: number, search: string | undefined) {
  const settings = await settingsOf(db, accountId);
  const term = search?.trim().toLowerCase();
  if (settings.clearinghouse === 'claim_md') {
    try {
      const list = await clearinghouseFor(config, settings).payerList();
      return list
        .filter((p) => !term || p.name.toLowerCase().includes(term) || p.payerId.toLowerCase().includes(term))
        .slice(0, 200)
        .map((p) => ({ payer_id: p.payerId, name: p.name, eligibility: p.eligibility, era: p.era }));
    } catch (err) {
      if (err instanceof ClearinghouseError) throw new AppError('unavailable', `The clearinghouse did not answer: ${err.message}`);
      throw err;
    }
  }
  const rows = await db
    .select({ payer_id: payers.payer_id, name: payers.name })
    .from(payers)
    .where(and(eq(payers.is_active, true), term ? or(ilike(payers.name, containsPattern(term)), ilike(payers.payer_id, containsPattern(term))) : undefined))
    .orderBy(asc(payers.name))
    .limit(200);
  return rows.map((r) => ({ ...r, eligibility: true, era: true }));
}
