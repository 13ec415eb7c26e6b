/**
 * CSV cells for exports that people open in spreadsheet programs: RFC 4180 quoting, and OWASP's CSV-injection
 * advice, since names, notes and SKUs are typed by people and a cell like `=HYPERLINK(...)` would otherwise run as a
 * formula in the office's spreadsheet. One rule for the server's and the web's exports.
 */

/** What makes a spreadsheet read a cell as a formula (or shift it into one: tab and CR are trimmed by some). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Plain decimal text: what `csvDecimal` accepts as a real number. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number the code wrote as exact decimal text (e.g. dollars from cents): written as a number, never neutralised.
 * A class, so only `csvDecimal`/`csvCents` make one: an object from data that merely looks like it stays text.
 */
export class CsvDecimal {
  readonly decimal: string;

  constructor(text: string) {
    // A wrong value is a programming error, not data: so no value in the message.
    if (!DECIMAL.test(text)) throw new Error('CsvDecimal: not plain decimal text');
    this.decimal = text;
  }
}

/** One cell's value. Strings are text and neutralised; numbers and `CsvDecimal`s are numbers and written as they are. */
export type CsvValue = string | number | boolean | CsvDecimal | null | undefined;

export const csvDecimal = (text: string): CsvDecimal => new CsvDecimal(text);

/** Integer cents as exact dollars and cents (`-1250` -> `-12.50`), a number in the spreadsheet. */
export function csvCents(cents: number): CsvDecimal {
  if (!Number.isSafeInteger(cents)) throw new Error('csvCents: cents must be an integer');
  const abs = Math.abs(cents);
  return csvDecimal(`${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

/** Text a spreadsheet shows as typed: a leading apostrophe before a formula-leading character. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  if (value instanceof CsvDecimal) return value.decimal;
  // Anything else is text, even what the types did not expect (data from JSON, a caller's `as`).
  return neutraliseFormula(String(value));
}

/** One RFC 4180 field: quoted when it holds a quote, comma, CR or LF; quotes doubled. */
export function csvCell(value: CsvValue): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (no line ending). */
export const csvLine = (values: readonly CsvValue[]): string => values.map((v) => csvCell(v)).join(',');
