/**
 * Currency (foundation §9): USD with at most 2 decimals and no padding to 2 —
 * 1234 -> '$1,234', 1234.5 -> '$1,234.5', 1234.567 -> '$1,234.57', -12.3 -> '-$12.3'.
 * Money travels as integer cents (ARCHITECTURE rule 5); `formatCents` is the usual entry point.
 */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
  // No '-$0' for a negative amount that rounds to zero.
  signDisplay: 'negative',
});

export function formatUsd(amount: number | null | undefined): string {
  if (amount == null || !Number.isFinite(amount)) return '';
  return usd.format(amount);
}

export function formatCents(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  return usd.format(cents / 100);
}

/** Cents as the dollars a money input holds ('' for none). */
export const centsToDollars = (cents: number | null | undefined): number | '' => (cents === null || cents === undefined ? '' : cents / 100);
