import { useState } from 'react';
import { formErrorText, readServerError } from '../../../lib/http-error';

/** Messages by field name; a 422's `serials.2` lands under `serials`. */
export type FieldErrorMap = Partial<Record<string, string>>;

/** A failed call split into messages under the fields it names (by first path segment) and one line for the rest. */
export function splitFieldErrors(error: unknown, fields: readonly string[]): { fields: FieldErrorMap; form: string | null } {
  const { errors } = readServerError(error);
  // A 409 (too few free units, a serial number elsewhere) is shown as the server words it.
  if (!errors) return { fields: {}, form: formErrorText(error) };
  const byField: FieldErrorMap = {};
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0]!;
    if (fields.includes(field)) byField[field] = [byField[field], ...messages].filter(Boolean).join(', ');
    else rest.push(...messages);
  }
  return { fields: byField, form: rest.length > 0 ? rest.join(', ') : null };
}

/** The first message of each failed check of a zod result, keyed by first path segment. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

/**
 * Values, field errors and the form's own error line of a stock form. `fields` are the request's names the
 * server may key a 422 by; `alias` moves one to the field that shows it (a serialised SKU's quantity follows
 * its serial numbers).
 */
export function useStockForm<V extends object>(initial: V | (() => V), fields: readonly string[], alias: Record<string, string> = {}) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const moved = (map: FieldErrorMap) => {
    const out: FieldErrorMap = {};
    for (const [field, message] of Object.entries(map)) {
      const to = alias[field] ?? field;
      out[to] = [out[to], message].filter(Boolean).join(', ');
    }
    return out;
  };
  return {
    values,
    errors,
    formError,
    set: <K extends keyof V>(field: K, value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field as string]: undefined }));
    },
    /** Checks made before sending, in the contract's words. */
    invalid: (map: FieldErrorMap) => {
      setErrors(moved(map));
      setFormError(null);
    },
    fail: (error: unknown) => {
      const split = splitFieldErrors(error, fields);
      setErrors(moved(split.fields));
      setFormError(split.form);
    },
    clear: () => {
      setErrors({});
      setFormError(null);
    },
  };
}

/** Dollars as typed ('12.5', '$1,200.00') to integer cents; null for empty, NaN for anything not a number. */
export function dollarsToCents(value: string | number): number | null {
  const text = String(value).replace(/[$,\s]/g, '');
  if (text === '') return null;
  if (!/^-?\d*(\.\d*)?$/.test(text) || text === '.' || text === '-') return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** Serial numbers typed one per line (commas and semicolons separate too), trimmed, empty lines dropped. */
export const serialLines = (text: string): string[] =>
  text
    .split(/[\r\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A whole number typed in a number field, or undefined when empty. */
export const wholeOrUndefined = (value: number | string): number | undefined =>
  value === '' || value === null ? undefined : Number(value);
