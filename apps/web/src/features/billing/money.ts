/**
 * Dollars typed by a person to integer cents, by string arithmetic (a float like 0.1 * 3 would drift):
 * "12", "12.3", "12.34", "$1,234.50" are fine; anything else (three decimals, letters, negative) is null.
 */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the dollars an input shows ("12.5" -> "12.50"), exact for any integer. */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
