import type { z } from 'zod';
import { AppError, type FieldErrors } from '../lib/app-error';

/** zod issues -> Laravel's `{ field: [messages] }`, with dotted paths for nested fields. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function parseOrThrow<T extends z.ZodType>(schema: T | undefined, value: unknown): z.infer<T> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const more = Object.keys(errors).length - 1;
  throw new AppError('validation', more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first, errors);
}
