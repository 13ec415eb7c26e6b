import { readStored, writeStored } from './storage';

export const RETURN_URL_KEY = 'returnUrl';

/** Only same-origin paths: a stored `//evil.test` or `https://...` must never become a redirect. */
function isLocalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** Remembers where an unauthenticated visitor was going, so login can send them back there. */
export function rememberReturnUrl(url: string): void {
  if (isLocalPath(url)) writeStored(RETURN_URL_KEY, url);
}

/** The remembered URL, removed so it is used once; null when none (or not a local path). */
export function takeReturnUrl(): string | null {
  const url = readStored(RETURN_URL_KEY);
  writeStored(RETURN_URL_KEY, null);
  return url !== null && isLocalPath(url) ? url : null;
}
