/** A HCPCS code (`E0601`) or an inclusive range of codes of one letter (`E0250-E0270`). */
export type CodeRange = string;

const numberOf = (code: string): number => Number.parseInt(code.slice(1), 10);

/**
 * How wide the range is that holds the code, or null when it does not hold it. Rules pick the narrowest
 * match, so a single code or a short range beats a broad one whatever order they are written in.
 */
export function spanOf(code: string, range: CodeRange): number | null {
  const [from, to = from] = range.split('-') as [string, string?];
  if (code[0] !== from[0] || code < from || code > to) return null;
  return numberOf(to) - numberOf(from);
}

/** The narrowest span over several ranges, or null when none holds the code. */
export function narrowestSpan(code: string, ranges: readonly CodeRange[]): number | null {
  let best: number | null = null;
  for (const r of ranges) {
    const s = spanOf(code, r);
    if (s !== null && (best === null || s < best)) best = s;
  }
  return best;
}

export const inRanges = (code: string, ranges: readonly CodeRange[]): boolean => narrowestSpan(code, ranges) !== null;

/** A list of codes and ranges written as one space-separated string, so rule tables stay compact. */
export const codes = (list: string): readonly CodeRange[] => list.trim().split(/\s+/);
