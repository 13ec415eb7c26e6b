import type { z } from 'zod';
import { bodySchema, type FormChecks } from '../../../components/form';

/** Form fields keyed by the request's names they show (`{ unit_cost_cents: 'cost' }`); a name not listed is its own field. */
export type FieldNames = Readonly<Record<string, string>>;

/**
 * The schema of an inventory form whose values are not its call's body (`bodySchema`): `checks` first, in the form's
 * words, then the body checked with the call's contract schema, each refusal on the field `names` gives its request
 * name (a nested path by its first part).
 */
export function inventoryFormSchema<V>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
  { names = {}, checks }: { names?: FieldNames; checks?: FormChecks<V> } = {},
) {
  return bodySchema<V>(
    schema,
    toBody,
    (path) => {
      const head = path.split('.')[0] ?? path;
      return names[head] ?? head;
    },
    checks,
  );
}

/**
 * The `names` (and the form's `serverNames`) of a form with a list of serial numbers in `field`: a refusal of one
 * serial (`serials.2`) shows under the list as a whole, and so does one of the count, which for a serialised SKU is
 * the number of serials. (`useAppForm` puts a renamed request name's errors, nested ones too, on the field itself.)
 */
export function serialFieldNames(field: string, serialized: boolean): FieldNames {
  return { serials: field, [field]: field, ...(serialized ? { quantity: field } : {}) };
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
