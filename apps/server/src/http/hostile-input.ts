import { AppError, type FieldErrors } from '../lib/app-error';

/**
 * What no field of this product holds, refused for every endpoint at once after its own schema has parsed the
 * input, so malformed input answers 422 and never reaches the database:
 * - NUL and the other C0 control characters (tab, line feed and carriage return aside): PostgreSQL refuses NUL in
 *   text (a 500 before this guard) and the others only hide text from the people reading it;
 * - integers beyond PostgreSQL's `integer` (every id, count, quantity and amount in cents is one): they failed in
 *   the database as "out of range" (a 500) instead of as a field error;
 * - nesting deeper than any body of the contract.
 */
export const INT4_MAX = 2_147_483_647;
const MAX_DEPTH = 16;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function walk(value: unknown, path: string, errors: FieldErrors, depth: number): void {
  if (Object.keys(errors).length >= 10) return;
  const key = path || '_';
  if (typeof value === 'string') {
    if (CONTROL.test(value)) (errors[key] ??= []).push('The field may not contain control characters.');
  } else if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) > INT4_MAX) (errors[key] ??= []).push(`The field must be between -${INT4_MAX} and ${INT4_MAX}.`);
  } else if (value !== null && typeof value === 'object') {
    if (depth >= MAX_DEPTH) {
      (errors[key] ??= []).push('The field is nested too deeply.');
      return;
    }
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [k, v] of entries) walk(v, path ? `${path}.${k}` : k, errors, depth + 1);
  }
}

/** Throws a 422 with field errors when parsed input holds anything listed above. */
export function refuseHostileInput(...parts: unknown[]): void {
  const errors: FieldErrors = {};
  for (const part of parts) walk(part, '', errors, 0);
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const first = errors[fields[0]!]![0]!;
  throw new AppError('validation', fields.length > 1 ? `${first} (and ${fields.length - 1} more error${fields.length > 2 ? 's' : ''})` : first, errors);
}
