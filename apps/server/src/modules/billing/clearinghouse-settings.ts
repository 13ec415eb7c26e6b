import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/client';
import { billingSettings } from '../../db/schema';
import { claimMdClearinghouse, localFolderClearinghouse, type Clearinghouse } from '../../integrations/clearinghouse';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import { fieldError } from '../../lib/app-error';

export type BillingSettingsRow = typeof billingSettings.$inferSelect;

/** The company's settings row, made with the defaults (local folder) the first time; locked when asked. */
export async function settingsOf(db: Queryable, accountId: number, lock = false): Promise<BillingSettingsRow> {
  await db.insert(billingSettings).values({ account_id: accountId }).onConflictDoNothing();
  const q = db.select().from(billingSettings).where(eq(billingSettings.account_id, accountId));
  const [row] = lock ? await q.for('update') : await q;
  return row!;
}

/** The local folders of one company: separate per company so one never reads another's remittances. */
export const localFolders = (config: Pick<AppConfig, 'clearinghouseDir'>, accountId: number) => ({
  outboxDir: join(config.clearinghouseDir, String(accountId), 'outbox'),
  inboxDir: join(config.clearinghouseDir, String(accountId), 'inbox'),
});

/** The connector the company chose: Claim.MD with its stored key, or the local folders. */
export function clearinghouseFor(config: Pick<AppConfig, 'clearinghouseDir' | 'claimMdUrl' | 'appSecret'>, s: BillingSettingsRow): Clearinghouse {
  if (s.clearinghouse === 'claim_md' && s.claim_md_key_encrypted) {
    return claimMdClearinghouse({ accountKey: decryptSecret(config.appSecret, s.claim_md_key_encrypted), baseUrl: config.claimMdUrl });
  }
  return localFolderClearinghouse(localFolders(config, s.account_id));
}

export function presentSettings(config: Pick<AppConfig, 'clearinghouseDir'>, s: BillingSettingsRow) {
  const local = s.clearinghouse === 'local' ? localFolders(config, s.account_id) : null;
  return {
    kind: s.clearinghouse as 'local' | 'claim_md',
    has_account_key: s.claim_md_key_encrypted !== null,
    submitter_id: s.submitter_id,
    receiver_id: s.receiver_id,
    last_polled_at: s.last_polled_at?.toISOString() ?? null,
    last_error: s.last_poll_error,
    outbox_dir: local?.outboxDir ?? null,
    inbox_dir: local?.inboxDir ?? null,
  };
}

export async function saveSettings(
  db: Queryable,
  config: Pick<AppConfig, 'appSecret'>,
  accountId: number,
  body: { kind: 'local' | 'claim_md'; account_key?: string; submitter_id?: string; receiver_id?: string },
): Promise<BillingSettingsRow> {
  const current = await settingsOf(db, accountId);
  const key = body.account_key ? encryptSecret(config.appSecret, body.account_key) : current.claim_md_key_encrypted;
  if (body.kind === 'claim_md' && !key) throw fieldError('account_key', 'Enter the Claim.MD AccountKey.');
  const [row] = await db
    .update(billingSettings)
    .set({
      clearinghouse: body.kind,
      claim_md_key_encrypted: key,
      ...(body.submitter_id !== undefined ? { submitter_id: body.submitter_id } : {}),
      ...(body.receiver_id !== undefined ? { receiver_id: body.receiver_id } : {}),
      // Another clearinghouse starts its own incremental polling from the beginning.
      ...(body.kind !== current.clearinghouse ? { last_response_id: null, last_era_id: null } : {}),
      last_poll_error: null,
      updated_at: sql`now()`,
    })
    .where(eq(billingSettings.account_id, accountId))
    .returning();
  return row!;
}
