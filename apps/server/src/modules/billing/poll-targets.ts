import { readdir } from 'node:fs/promises';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/client';
import { billingSettings } from '../../db/schema';

/**
 * Companies whose clearinghouse the scheduled poll asks: those with billing settings (they configured one, or
 * submitted or checked eligibility through the default), and any with a local folder (files dropped into an inbox
 * before the company ever billed are imported too).
 */
export async function companiesToPoll(db: Queryable, config: Pick<AppConfig, 'clearinghouseDir'>): Promise<number[]> {
  const rows = await db.select({ id: billingSettings.account_id }).from(billingSettings);
  const folders = await readdir(config.clearinghouseDir).catch(() => [] as string[]);
  const ids = new Set([...rows.map((r) => r.id), ...folders.filter((f) => /^\d+$/.test(f)).map(Number)]);
  return [...ids].sort((a, b) => a - b);
}
