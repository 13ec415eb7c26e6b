// Input checks shared by the generators. Messages name the field and its position, never its value: the values
// are names, member ids and birth dates.

export function fail(where: string, problem: string): never {
  throw new Error(`X12: ${where}: ${problem}`);
}

/** NPI: 10 digits with a Luhn check digit computed over the "80840" prefix (CMS NPI standard). */
export function isNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value}`;
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkNpi(value: string, where: string): void {
  if (!isNpi(value)) fail(where, 'NPI must be 10 digits with a valid check digit');
}

/** An identifier we write as is: no separators, within the element's length. */
export function checkId(value: string | undefined, where: string, max: number): void {
  if (!value || value.length > max || /[*~:^\r\n]/.test(value)) fail(where, `must be 1 to ${max} characters without X12 separators`);
}

export function checkCents(value: number, where: string, { allowNegative = false } = {}): void {
  if (!Number.isSafeInteger(value)) fail(where, 'amount must be an integer number of cents');
  if (!allowNegative && value < 0) fail(where, 'amount must not be negative');
}

export function checkName(value: string | undefined, where: string): void {
  if (!value || !value.trim()) fail(where, 'name is required');
}

export function checkAddress(address: { line1: string; city: string; state: string; zip: string } | undefined, where: string): void {
  if (!address || !address.line1?.trim() || !address.city?.trim()) fail(where, 'address line 1 and city are required');
  if (!/^[A-Z]{2}$/.test(address.state)) fail(where, 'state must be a 2-letter code');
  if (!/^\d{5}(\d{4})?$/.test(address.zip.replace('-', ''))) fail(where, 'ZIP must be 5 or 9 digits');
}
