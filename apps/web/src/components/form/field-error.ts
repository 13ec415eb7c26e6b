import type { ReactNode } from 'react';
import { ERROR_SEPARATOR } from '../defaults';

/** A field's error: one message or several. */
export type FieldErrorValue = string | readonly string[] | null | undefined;

/** One line of error text: a list is joined with ', '; empty means no error. */
export function errorText(error: FieldErrorValue): string | null {
  const text = typeof error === 'string' ? error : (error ?? []).filter(Boolean).join(ERROR_SEPARATOR);
  return text === '' ? null : text;
}

/**
 * Props for a Mantine input from the app's `note` and `error` (foundation §5): an error replaces the note text,
 * it is not shown beside it.
 */
export function fieldMessages({ note, error }: { note?: ReactNode; error?: FieldErrorValue }): { description?: ReactNode; error?: string } {
  const message = errorText(error);
  return message ? { description: undefined, error: message } : { description: note, error: undefined };
}
