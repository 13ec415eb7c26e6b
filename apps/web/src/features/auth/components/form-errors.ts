import type { z } from 'zod';
import { formErrorText, readServerError } from '../../../lib/http-error';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Client check with the contract's own schema, so both sides reject the same input with the same words. */
export function validateWith<F extends string>(schema: z.ZodType, values: unknown, fields: readonly F[]): FieldErrors<F> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors<F> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !errors[field as F])
      errors[field as F] = issue.message;
  }
  return errors;
}

/** Splits a failed call into messages under the fields it names and one message for the form. */
export function splitServerErrors<F extends string>(error: unknown, fields: readonly F[]): { fields: FieldErrors<F>; form: string | null } {
  const { errors, message } = readServerError(error);
  if (!errors) return { fields: {}, form: message ?? formErrorText(error) };
  const byField: FieldErrors<F> = {};
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if ((fields as readonly string[]).includes(field)) byField[field as F] = messages.join(', ');
    else rest.push(...messages);
  }
  return { fields: byField, form: rest.length > 0 ? rest.join(', ') : null };
}
