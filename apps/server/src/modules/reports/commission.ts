import type { CommissionRule } from './reports.queries';

/**
 * An order's commission under the agent's rules (employee billing, B1): each rule adds its part. A percent rule
 * takes basis points of the billed amount (per order or per item alike: the items sum to the order); a fixed rule
 * adds its amount once per order, or once per unit of the order's live items. Rounded to the cent, half up.
 */
export function commissionOf(rules: readonly CommissionRule[], billedCents: number, units: number): number {
  let total = 0;
  for (const r of rules) {
    if (r.kind === 'percent') total += Math.round((billedCents * (r.percent_bp ?? 0)) / 10_000);
    else total += (r.amount_cents ?? 0) * (r.basis === 'item' ? units : 1);
  }
  return total;
}

/** "12.5 % of billed per order", "$25.00 per item": how the screen names a rule. */
export function ruleText(r: CommissionRule): string {
  const per = r.basis === 'item' ? 'per item' : 'per order';
  const what = r.kind === 'percent' ? `${((r.percent_bp ?? 0) / 100).toString()} % of billed` : `$${((r.amount_cents ?? 0) / 100).toFixed(2)}`;
  return `${r.label ? `${r.label}: ` : ''}${what} ${per}`;
}
