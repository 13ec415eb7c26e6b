// A read of an 837P to check what was sent: totals against line sums, payer sequence, diagnoses, lines and the
// amount other payers paid. The envelope is read leniently so a file whose SE01 is wrong (one of the samples) still
// reads, with the declared and counted segment numbers side by side for the caller to judge.
import { parseCents, parseDecimal } from './money';
import { components, el, periodStart, readX12, type Separators } from './tokens';
import type { Parsed837 } from './types';

type ParsedClaim = Parsed837['claims'][number];
const DIAGNOSIS_QUALIFIERS = new Set(['ABK', 'ABF', 'BK', 'BF']);

export function parse837P(text: string): Parsed837 {
  const docs = readX12(text, { strict: false });
  const claims: ParsedClaim[] = [];
  const segmentCounts: Parsed837['segmentCounts'] = [];
  let controlNumber = NaN;
  for (const doc of docs) {
    if (Number.isNaN(controlNumber)) controlNumber = Number(doc.isa[13]);
    for (const group of doc.groups)
      for (const tx of group.transactions) {
        if (tx.id !== '837') continue;
        segmentCounts.push({ st: tx.controlNumber, declared: tx.declaredCount, actual: tx.actualCount });
        claims.push(...claimsOf(tx.segments, doc.separators));
      }
  }
  return { controlNumber, transactionCount: segmentCounts.length, segmentCounts, claims };
}

function claimsOf(segments: { tag: string; el: string[] }[], separators: Separators): ParsedClaim[] {
  const claims: ParsedClaim[] = [];
  let subscriberSequence = '';
  let claim: ParsedClaim | null = null;
  /** After a CLM, an SBR opens loop 2320 (other payer); before it, it is the subscriber's own SBR. */
  let inOtherPayer = false;
  let line: ParsedClaim['lines'][number] | null = null;
  for (const seg of segments) {
    switch (seg.tag) {
      case 'HL':
        claim = null;
        line = null;
        inOtherPayer = false;
        break;
      case 'SBR':
        if (claim) inOtherPayer = true;
        else subscriberSequence = el(seg, 1);
        break;
      case 'CLM':
        claim = {
          patientControlNumber: el(seg, 1),
          totalCents: parseCents(el(seg, 2), 'CLM02'),
          lineSumCents: 0,
          payerSequence: subscriberSequence,
          diagnoses: [],
          lines: [],
          otherPayerPaidCents: null,
        };
        claims.push(claim);
        line = null;
        inOtherPayer = false;
        break;
      case 'HI':
        if (claim && !line) {
          for (const value of seg.el.slice(1)) {
            const [qualifier = '', code = ''] = components(value, separators);
            if (DIAGNOSIS_QUALIFIERS.has(qualifier) && code) claim.diagnoses.push(code);
          }
        }
        break;
      case 'AMT':
        if (claim && inOtherPayer && !line && el(seg, 1) === 'D')
          claim.otherPayerPaidCents = (claim.otherPayerPaidCents ?? 0) + parseCents(el(seg, 2), 'AMT02');
        break;
      case 'SV1': {
        if (!claim) break;
        const [, hcpcs = '', ...modifiers] = components(el(seg, 1), separators);
        line = { hcpcs, modifiers: modifiers.filter(Boolean), chargeCents: parseCents(el(seg, 2), 'SV102'), units: parseDecimal(el(seg, 4)) ?? 0, serviceDate: '' };
        claim.lines.push(line);
        claim.lineSumCents += line.chargeCents;
        break;
      }
      case 'DTP':
        if (line && el(seg, 1) === '472' && !line.serviceDate) line.serviceDate = periodStart(el(seg, 2), el(seg, 3)) ?? '';
        break;
    }
  }
  return claims;
}
