/**
 * How a diagnosis search reads: something shaped like an ICD-10-CM code (`G47.3`, `g473`, `E11.`) is a code
 * prefix; anything else is words, each matched as a word prefix so typing "sleep apn" already finds apnea.
 */
export type DiagnosisSearch = { kind: 'all' } | { kind: 'code'; prefix: string } | { kind: 'words'; tsquery: string } | { kind: 'nothing' };

const CODE_SHAPE = /^[A-Za-z]\d[0-9A-Za-z]?(\.[0-9A-Za-z]{0,4}|[0-9A-Za-z]{0,4})$/;

export function readDiagnosisSearch(search: string | undefined): DiagnosisSearch {
  const text = (search ?? '').trim();
  if (!text) return { kind: 'all' };
  if (CODE_SHAPE.test(text)) return { kind: 'code', prefix: text.replace('.', '').toUpperCase() };
  // Only letters and digits reach to_tsquery, so no input can inject its operators (& | ! : *).
  const words =
    text
      .toLowerCase()
      .match(/[a-z0-9]+/g)
      ?.slice(0, 8) ?? [];
  if (words.length === 0) return { kind: 'nothing' };
  return { kind: 'words', tsquery: words.map((w) => `${w}:*`).join(' & ') };
}
