import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf } from './common';

/**
 * A short-link target: an in-app path only (`/invite/12`, `/sign/satisfaction/...`), never an external URL,
 * so a link cannot be turned into an open redirect. Protocol-relative (`//host`) and backslash tricks are refused.
 */
export function isInAppPath(target: string): boolean {
  if (target.length === 0 || target.length > 2000) return false;
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  // Browsers treat `\` like `/` and drop tabs and newlines in URLs: either could smuggle a host in.
  if (/[\\\s]/.test(target) || [...target].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return false;
  try {
    const base = 'http://in-app.invalid';
    return new URL(target, base).origin === base;
  } catch {
    return false;
  }
}

export const resolveShortLink = endpoint({
  method: 'GET',
  path: '/api/s/{hash}',
  access: 'public',
  summary:
    'Resolves a short link to the in-app path to open. Unknown: 404 "This link is not valid."; expired: 410 "This link has expired."',
  params: z.object({ hash: z.string().min(1).max(200) }),
  response: dataOf(z.object({ redirect_to: z.string() })),
});

export const linksEndpoints = [resolveShortLink] as const;
