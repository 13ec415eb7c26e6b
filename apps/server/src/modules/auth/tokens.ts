import type { TemporaryScope } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { randomSecret, sha256 } from '../../lib/secrets';
import { insertToken } from './auth.queries';

/** How long each kind of token lives. Temporary tokens are short: they only carry one flow. */
export const TOKEN_TTL_SECONDS: Record<'main' | TemporaryScope, number> = {
  main: 7 * 24 * 3600,
  invite: 2 * 3600,
  'first-login': 30 * 60,
};

/**
 * Issues an opaque token `<id>|<secret>`; only SHA-256 of the whole string is stored, so a leaked table
 * yields nothing usable.
 */
export async function issueToken(db: Queryable, userId: number, scope: 'main' | TemporaryScope): Promise<string> {
  const secret = randomSecret(32);
  const hashSource = `${scope}:${secret}`;
  const id = await insertToken(db, {
    user_id: userId,
    token_hash: sha256(hashSource),
    scope,
    expires_at: new Date(Date.now() + TOKEN_TTL_SECONDS[scope] * 1000),
  });
  return `${id}|${hashSource}`;
}

const recentHashes = new Map<string, string>();

/**
 * The stored hash of a presented bearer token, or null when it is not of our shape. Every request asks it, and a
 * caller sends the same token all session: the last thousand tokens' hashes are remembered (a SHA-256 was a few
 * percent of a list request's CPU). The hash only names the token; whether it is live is still looked up.
 */
export function hashOfBearer(bearer: string): string | null {
  const known = recentHashes.get(bearer);
  if (known !== undefined) return known;
  const m = /^(\d+)\|((?:main|invite|first-login):[\w-]{43})$/.exec(bearer);
  if (!m) return null;
  const hash = sha256(m[2]!);
  if (recentHashes.size >= 1_000) recentHashes.clear();
  recentHashes.set(bearer, hash);
  return hash;
}
