import { isAxiosError } from 'axios';

export const GENERIC_FORM_ERROR = 'Something went wrong. Please try again.';

/** What the server said about a failed call (ARCHITECTURE rule 3: `{ message, errors? }`). */
export interface ServerError {
  /** HTTP status; null when no answer arrived (network error, timeout, abort). */
  status: number | null;
  message: string | null;
  /** Field -> messages, as a 422 carries them. */
  errors: Record<string, string[]> | null;
}

function readErrors(value: unknown): Record<string, string[]> | null {
  if (typeof value !== 'object' || value === null) return null;
  const entries = Object.entries(value).map(([field, messages]): [string, string[]] => [
    field,
    (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string'),
  ]);
  const kept = entries.filter(([, messages]) => messages.length > 0);
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

export function readServerError(error: unknown): ServerError {
  if (!isAxiosError(error) || !error.response) return { status: null, message: null, errors: null };
  const body: unknown = error.response.data;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    status: error.response.status,
    message: typeof record.message === 'string' && record.message !== '' ? record.message : null,
    errors: readErrors(record.errors),
  };
}

/** The spec's form rule: the server's `errors` if present, else its `message`, else the generic text. */
export function formErrorText(error: unknown): string {
  const { errors, message } = readServerError(error);
  if (errors) return Object.values(errors).flat().join(', ');
  return message ?? GENERIC_FORM_ERROR;
}
