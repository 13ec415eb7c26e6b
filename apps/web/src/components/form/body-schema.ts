import { z } from 'zod';

/** The form's own checks: a message by field path where the values are refused (none: false or undefined). */
export type FormChecks<V> = (values: V) => Record<string, string | false | undefined>;

const firstPartOf = (path: string): string | null => path.split('.')[0] ?? null;

/**
 * The form schema of a form whose values differ in shape from its call's body. First the form's own `checks` (a choice
 * the body cannot express, in the form's words: "Choose the warehouse the units go to."), then the body made of the
 * values checked with the call's own schema, each refusal on the field `fieldOf` places it (by default the field its
 * path starts with; null: not shown on a field). A field shows its first message, so the form's words win over the
 * contract's on the same field; the rules stay the contract's.
 */
export function bodySchema<V>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
  fieldOf: (path: string, values: V) => string | null = firstPartOf,
  checks?: FormChecks<V>,
) {
  return z.custom<V>().superRefine((values, ctx) => {
    const refuse = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: field.split('.') });
    for (const [field, message] of Object.entries(checks?.(values) ?? {})) if (message) refuse(field, message);
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'), values);
      if (field) refuse(field, issue.message);
    }
  });
}
