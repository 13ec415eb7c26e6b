import { eq, sql } from 'drizzle-orm';
import type { PollResult } from '@dme/contract';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { billingSettings } from '../../db/schema';
import { ClearinghouseError, type ClaimStatusItem } from '../../integrations/clearinghouse';
import { detectTransaction } from '../x12';
import { apply277CA, apply999, applyClaimStatuses } from './acknowledgements';
import { clearinghouseFor, settingsOf } from './clearinghouse-settings';
import { answerEligibility } from './eligibility.service';
import { importRemittances } from './era-import';

/**
 * One poll of a company's clearinghouse: everything new (claim statuses, 835, 277CA, 999, 271) imported, and the
 * polling state saved only after that, so a failure part-way fetches the rest again next time (imports are
 * idempotent: a remittance once, an acknowledgement only moves a submitted claim).
 * A file that cannot be read is reported by name, never by content (it carries patient data).
 */
export async function pollClearinghouse(db: Db, config: AppConfig, accountId: number, userId: number | null): Promise<PollResult> {
  const settings = await settingsOf(db, accountId);
  const result: PollResult = { files: 0, eras_imported: 0, claims_updated: 0, eligibility_answered: 0, errors: [] };
  const source = settings.clearinghouse === 'claim_md' ? 'clearinghouse' : 'inbox';
  let fetched;
  try {
    fetched = await clearinghouseFor(config, settings).fetchInbound({ lastResponseId: settings.last_response_id, lastEraId: settings.last_era_id });
  } catch (err) {
    const message = err instanceof ClearinghouseError ? err.message : 'The clearinghouse could not be reached.';
    await db.update(billingSettings).set({ last_polled_at: sql`now()`, last_poll_error: message }).where(eq(billingSettings.account_id, accountId));
    if (!(err instanceof ClearinghouseError)) throw err;
    return { ...result, errors: [message] };
  }
  const statuses: ClaimStatusItem[] = [];
  for (const item of fetched.items) {
    if (item.type === 'claim-status') {
      statuses.push(item);
      continue;
    }
    result.files++;
    try {
      switch (detectTransaction(item.content)) {
        case '835': {
          const imported = await importRemittances(db, accountId, item.content, source, item.name, userId);
          result.eras_imported += imported.eraIds.length;
          break;
        }
        case '277':
          result.claims_updated += await apply277CA(db, accountId, item.content);
          break;
        case '999':
          result.claims_updated += await apply999(db, accountId, item.content);
          break;
        case '271':
          result.eligibility_answered += await answerEligibility(db, accountId, item.content);
          break;
        default:
          result.errors.push(`${item.name}: not an 835, 277CA, 999 or 271 file.`);
      }
    } catch {
      result.errors.push(`${item.name}: the file could not be read as X12.`);
    }
  }
  result.claims_updated += await applyClaimStatuses(db, accountId, statuses);
  await db
    .update(billingSettings)
    .set({ last_response_id: fetched.state.lastResponseId, last_era_id: fetched.state.lastEraId, last_polled_at: sql`now()`, last_poll_error: result.errors.length ? result.errors.join(' ') : null })
    .where(eq(billingSettings.account_id, accountId));
  return result;
}
