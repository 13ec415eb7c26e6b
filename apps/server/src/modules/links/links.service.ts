import { isInAppPath } from '@dme/contract';
import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomSecret } from '../../lib/secrets';
import { findShortLink, insertShortLink } from './links.queries';

export const DEFAULT_SHORT_LINK_TTL_HOURS = 72;
/** 18 random bytes = 144 bits, 24 base64url characters: unguessable and short enough to text. */
const HASH_BYTES = 18;

export interface ShortLinkOptions {
  ttlHours?: number;
  createdBy?: number | null;
}

/**
 * Creates a short link to an in-app path and answers its hash (the public URL is `/s/{hash}`). Other modules call
 * it inside their own transaction (invitations, signing links). External targets are refused: a short link
 * must never become an open redirect.
 */
export async function createShortLink(db: Queryable, target: string, opts: ShortLinkOptions = {}): Promise<string> {
  if (!isInAppPath(target)) throw new Error(`Short-link target must be an in-app path, got ${JSON.stringify(target.slice(0, 100))}`);
  const ttlHours = opts.ttlHours ?? DEFAULT_SHORT_LINK_TTL_HOURS;
  if (!(ttlHours > 0)) throw new Error('Short-link lifetime must be positive.');
  const hash = randomSecret(HASH_BYTES);
  await insertShortLink(db, {
    hash,
    target,
    expires_at: new Date(Date.now() + ttlHours * 3600_000),
    created_by: opts.createdBy ?? null,
  });
  return hash;
}

/** The target of a live link; unknown 404, expired 410. The target is re-checked so a bad row cannot redirect out. */
export async function resolveShortLink(db: Queryable, hash: string): Promise<string> {
  const link = /^[\w-]{16,128}$/.test(hash) ? await findShortLink(db, hash) : undefined;
  if (!link || !isInAppPath(link.target)) throw new AppError('not_found', 'This link is not valid.');
  if (link.expires_at.getTime() <= Date.now()) throw new AppError('gone', 'This link has expired.');
  return link.target;
}
