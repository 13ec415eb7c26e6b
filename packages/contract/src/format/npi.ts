/**
 * NPI check (CMS): 10 digits starting with 1 or 2; the last digit is the Luhn check digit of "80840" followed by
 * the first 9 digits (equivalently the Luhn sum of the 9 digits plus 24).
 */
export function isValidNpi(value: string): boolean {
  if (!/^[12]\d{9}$/.test(value)) return false;
  const digits = ('80840' + value.slice(0, 9)).split('').map(Number);
  let sum = 0;
  // Double every second digit from the right of the payload (the check digit itself is not in `digits`).
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits[i]!;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}
