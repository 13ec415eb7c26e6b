// CAS segments, shared by the 835 reader and writers: a group code then up to six reason/amount/quantity triplets.
import { formatCents, formatQuantity, parseCents, parseDecimal } from './money';
import { el, segment, type Segment } from './tokens';
import type { Adjustment } from './types';

const GROUPS = ['CO', 'PR', 'OA', 'PI', 'CR'] as const;

export function readCas(seg: Segment): Adjustment[] {
  const group = el(seg, 1) as Adjustment['group'];
  const out: Adjustment[] = [];
  for (let i = 2; i <= 17; i += 3) {
    const reason = el(seg, i);
    if (!reason) continue;
    const adjustment: Adjustment = { group, reason, amountCents: parseCents(el(seg, i + 1), 'CAS amount') };
    const quantity = parseDecimal(el(seg, i + 2));
    if (quantity !== null) adjustment.quantity = quantity;
    out.push(adjustment);
  }
  return out;
}

export function writeCas(adjustments: Adjustment[]): string[] {
  const out: string[] = [];
  for (const group of GROUPS) {
    const ofGroup = adjustments.filter((a) => a.group === group);
    for (let i = 0; i < ofGroup.length; i += 6) {
      const triplets = ofGroup
        .slice(i, i + 6)
        .flatMap((a) => [a.reason, formatCents(a.amountCents), a.quantity === undefined ? '' : formatQuantity(a.quantity)]);
      out.push(segment('CAS', group, ...triplets));
    }
  }
  return out;
}

export function adjustmentTotal(adjustments: Adjustment[]): number {
  return adjustments.reduce((sum, a) => sum + a.amountCents, 0);
}
