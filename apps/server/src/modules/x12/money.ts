// X12 carries money as decimal dollars ("123.4", "-9.00", ".5"); our types carry integer cents.
// Conversion is done on the digits, never through floating point, so a posted amount cannot drift by a cent.

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/** "123.45" -> 12345. Digits past the cent are rounded half away from zero (payers rarely send them). */
export function parseCents(value: string, what = 'amount'): number {
  const match = DECIMAL.exec(value.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new Error(`X12: ${what} is not a decimal amount`);
  const [, minus, whole = '', fraction = ''] = match;
  const padded = fraction.padEnd(3, '0');
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) throw new Error(`X12: ${what} is out of range`);
  return minus && cents !== 0 ? -cents : cents;
}

/** parseCents for an element that may be empty. */
export function optionalCents(value: string | undefined, what?: string): number | null {
  return value === undefined || value.trim() === '' ? null : parseCents(value, what);
}

/** 12345 -> "123.45", always two decimals (X12 accepts both styles; we write one). */
export function formatCents(cents: number, what = 'amount'): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`X12: ${what} must be an integer number of cents`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Quantities (units, percents) are plain decimals, not money: "1.00" -> 1. */
export function parseDecimal(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const match = DECIMAL.exec(value.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  return Number(value);
}

/** Units as X12 expects them: no exponent, no trailing zeros ("1", "2.5"). */
export function formatQuantity(value: number, what = 'quantity'): string {
  if (!Number.isFinite(value) || value <= 0 || value >= 1e9) throw new Error(`X12: ${what} must be a positive number`);
  return String(Math.round(value * 1000) / 1000);
}
