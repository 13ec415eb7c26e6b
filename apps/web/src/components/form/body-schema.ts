import { z } from 'zod';

/**
 * The form schema of a form whose values differ in shape from its call's body: the body made of the values is checked
 * with the call's own schema, and each refusal lands on the field its path starts with (the rules stay the contract's).
 */
export function bodySchema<V>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
  fieldOf: (path: string) => string | null = (path) => path.split('.')[0] ?? null,
) {
  return z.custom<V>().superRefine((values, ctx) => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      if (field) ctx.addIssue({ code: 'custom', message: issue.message, path: field.split('.') });
    }
  });
}
