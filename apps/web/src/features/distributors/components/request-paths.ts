/** The line a request's path is about (`lines.2.serials.0`: line 2, its `serials`); null for another path. */
export function requestLineOf(path: string): { index: number; field: string } | null {
  const match = /^lines\.(\d+)\.(\w+)/.exec(path);
  return match ? { index: Number(match[1]), field: match[2]! } : null;
}
